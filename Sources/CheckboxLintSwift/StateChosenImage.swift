import SwiftSyntax

/// What VoiceOver reads of an unnamed hand-made box whose tapped view is a stack of images and
/// drawn shapes, with no text (`ZStack { if let checkedImage, let uncheckedImage {
/// Image(checked ? checkedImage : uncheckedImage) } else { … } }.onTapGesture { checked.toggle() }`):
/// the shapes are no element, so VoiceOver reads the image, and the preview names the box by it.
///
/// - The image whose name the state chooses (`Image(checked ? on : off)`, an asset read by its
///   name; `Image(systemName: isOn ? "checkmark.circle" : "circle")`), the first in source order.
/// - Else one image in each branch of an `if`/`else` on the state (`if checked { Image("box-on") }
///   else { Image("box-off") }`): the choice it is, `{checked ? "box-on" : "box-off"}`.
/// - Else the one image the view shows, which VoiceOver reads in either state.
/// - Else (several images, none chosen by the state) the code of the first, in braces: the file
///   cannot tell which VoiceOver meets, but the line says a box shows an image, never nothing.
///
/// An image that exists in one state only is `ImageShownInOneState`'s; asked after it.
enum StateChosenImage {
    static func name(in view: ExprSyntax, state: String, resolve: (ExprSyntax) -> SourceValue) -> SourceValue? {
        var images: [FunctionCallExprSyntax] = []
        // A project's view that is one symbol it is given the name of (`SFIcon("checkmark")`): read
        // as that `Image(systemName:)` for its words, placed where the call is (`ImageWrapperViews`).
        var standIns: [SyntaxIdentifier: FunctionCallExprSyntax] = [:]
        for token in view.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true,
                  let called = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                  called.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.id == token.id else { continue }
            if name != "Image" && name != "Text" {
                guard let standIn = ImageWrapperViews.image(shownBy: called) else { continue }
                standIns[called.id] = standIn
            }
            // A text names the box (or is a glyph the box is drawn with): not an image's to name.
            if name == "Text" { return nil }
            images.append(called)
        }
        guard let first = images.first else { return nil }
        func shown(_ image: FunctionCallExprSyntax) -> ExprSyntax {
            standIns[image.id].map(ExprSyntax.init) ?? ViewContext.modifierChain(above: ExprSyntax(image)).1
        }
        func nameArgument(of image: FunctionCallExprSyntax) -> ExprSyntax? { Self.nameArgument(of: standIns[image.id] ?? image) }
        if let chosen = images.first(where: { nameArgument(of: $0).map { reads($0, state) } == true }) {
            return ImageName.spoken(by: shown(chosen), resolve: resolve)
        }
        if let choice = branchChoice(among: images, in: view, state: state, nameArgument: nameArgument) { return choice }
        if images.count == 1 { return ImageName.spoken(by: shown(first), resolve: resolve) }
        // Or the one image an `if` on the state shows (`if asset.selected && selecting { …
        // Image(systemName: "checkmark.circle.fill") }`, the other an error branch's): what VoiceOver
        // reads of the box while it is on (round thirty-three, a photo card).
        let shownInState = images.filter { image in
            image.ancestor(IfExprSyntax.self).map { SwiftSyntaxFacts.contains(view, $0) && readsPath($0.conditions, state) } == true
        }
        if shownInState.count == 1, let one = shownInState.first { return ImageName.spoken(by: shown(one), resolve: resolve) }
        return .dynamic(SwiftSyntaxFacts.compactSource(standIns[first.id] ?? first))
    }

    /// Whether `node` reads `state`, a name (`isOn`) or a member path (`asset.selected`) whole.
    private static func readsPath(_ node: some SyntaxProtocol, _ state: String) -> Bool {
        guard state.contains(".") else { return reads(node, state) }
        let text = HandMadeCheckbox.normalizedCondition(BodyLets.spelt(node) ?? node.trimmedDescription)
        var searched = text[...]
        while let found = searched.range(of: state) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            let isWhole: (Character?) -> Bool = { $0.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? true }
            if isWhole(before), isWhole(after) { return true }
            searched = text[found.upperBound...]
        }
        return false
    }

    /// `Image(systemName:)`'s name, or an asset's (`Image("box-on")`, `Image(name, bundle: .module)`).
    private static func nameArgument(of image: FunctionCallExprSyntax) -> ExprSyntax? {
        ProjectSymbolImages.nameArgument(of: image)
    }

    /// Through a `let` of the view's body too (`if isActive`, `let isActive = state == .checked`: `BodyLets`).
    private static func reads(_ node: some SyntaxProtocol, _ state: String) -> Bool {
        BodyLets.reads(node, state)
    }

    /// `{condition ? nameA : nameB}` for two images, each alone in one branch of an `if`/`else`
    /// whose condition reads the state and that is part of `view`; one name when both read the same.
    private static func branchChoice(among images: [FunctionCallExprSyntax], in view: ExprSyntax, state: String,
                                     nameArgument: (FunctionCallExprSyntax) -> ExprSyntax?) -> SourceValue? {
        guard images.count == 2, let choice = images[0].ancestor(IfExprSyntax.self), SwiftSyntaxFacts.contains(view, choice),
              reads(choice.conditions, state), let otherBranch = choice.elseBody?.as(CodeBlockSyntax.self),
              SwiftSyntaxFacts.contains(choice.body, images[0]), SwiftSyntaxFacts.contains(otherBranch, images[1]),
              // Not inside a deeper `if` of one branch: the two are the two looks of this one.
              images[1].ancestor(IfExprSyntax.self)?.id == choice.id,
              let whenTrue = nameArgument(images[0]), let whenFalse = nameArgument(images[1]),
              !hasOwnLabel(images[0]), !hasOwnLabel(images[1]) else { return nil }
        if let one = SwiftSyntaxFacts.stringLiteral(whenTrue), one == SwiftSyntaxFacts.stringLiteral(whenFalse) {
            return .literal(ImageName.words(one))
        }
        let text = (BodyLets.spelt(choice.conditions) ?? SwiftSyntaxFacts.compactSource(choice.conditions)) + " ? " + SwiftSyntaxFacts.compactSource(whenTrue)
            + " : " + SwiftSyntaxFacts.compactSource(whenFalse)
        return .dynamic(text)
    }

    /// An image whose modifiers label or hide it: `ImageName` reads those, not its name.
    private static func hasOwnLabel(_ image: FunctionCallExprSyntax) -> Bool {
        ViewContext.modifierChain(above: ExprSyntax(image)).0.contains { $0.name == "accessibilityLabel" || $0.name == "accessibilityHidden" }
    }
}
