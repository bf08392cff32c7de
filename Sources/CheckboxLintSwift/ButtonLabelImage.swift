import SwiftSyntax

/// The image VoiceOver names a `Button` by when its label shows no text (a box drawn with two
/// symbols): the image whose name the checkbox's state chooses, else the label's first image.
/// Found only for a hand-made checkbox that is a `Button` and has no name of its own.
enum ButtonLabelImage {
    /// The image expression, outermost modifier included (an `.accessibilityLabel` on the image
    /// names it), or nil when `view` is no `Button` or its label holds a `Text` or no `Image`.
    static func image(of view: ExprSyntax, state: String) -> ExprSyntax? {
        guard let call = view.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "Button",
              let label = SwiftSyntaxFacts.labelClosure(of: call) else { return nil }
        var images: [ExprSyntax] = []
        for node in label.statements.tokens(viewMode: .sourceAccurate) {
            // A project's image member (`agreed ? Icons.on : Icons.off`, `ProjectImageConstants`).
            if case .identifier = node.tokenKind, let reference = node.parent?.as(DeclReferenceExprSyntax.self),
               let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
               ProjectImageConstants.value(of: member) != nil {
                images.append(ExprSyntax(member))
                continue
            }
            guard node.tokenKind == .identifier("Image") || node.tokenKind == .identifier("Text"),
                  let called = node.parent?.parent?.as(FunctionCallExprSyntax.self),
                  called.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.id == node.id else { continue }
            if node.text == "Text" {
                // `.accessibilityLabel(Text(…))` on the image: no text on screen.
                if CallCollector.isAccessibilityArgument(called) { continue }
                return nil
            }
            images.append(ExprSyntax(called))
        }
        let chosen = images.first { $0.as(FunctionCallExprSyntax.self)?.arguments.trimmedDescription.contains(state) == true } ?? images.first
        guard let chosen else { return nil }
        let image = ViewContext.modifierChain(above: chosen).1
        // One branch of a ternary of two images (`!isChecked ? Image(systemName: "square") :
        // Image(systemName: name)`): the Button is named by the choice, not by that branch.
        if let choice = ternary(around: image), ImageChoice.names(chosenBy: choice) != nil {
            return ViewContext.modifierChain(above: choice).1
        }
        return image
    }

    /// Whether `view`'s `Button` label is the one view `shown` (under its modifiers): a box a view
    /// of the project draws (`Button { … } label: { CheckboxView(state: state) }`), nothing beside it.
    static func showsOnly(_ shown: Syntax, in view: ExprSyntax) -> Bool {
        guard let call = view.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "Button",
              let label = SwiftSyntaxFacts.labelClosure(of: call), label.statements.count == 1,
              let only = label.statements.first?.item.as(ExprSyntax.self),
              let shownCall = shown.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(shownCall) != "Image" else { return false }
        return SwiftSyntaxFacts.viewUnderModifiers(only).view.id == shown.id
    }

    /// Whether `view` is a `Button` whose label draws only shapes (`ZStack { Circle().strokeBorder(…);
    /// if done { Circle().fill(…) } }`): no text, no image, nothing VoiceOver could name it by.
    static func drawsOnlyShapes(_ view: ExprSyntax) -> Bool {
        guard let call = view.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "Button",
              let label = SwiftSyntaxFacts.labelClosure(of: call) else { return false }
        var drawsAny = false
        for inner in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: Syntax(label)) {
            // A modifier (`.frame(…)`, `.fill(…)`) draws nothing by itself; what it is handed is
            // a call of its own, judged here too (`.overlay(Text("On"))`).
            if SwiftSyntaxFacts.modifierName(inner) != nil { continue }
            guard let name = SwiftSyntaxFacts.calleeName(inner) else { return false }
            if shapes.contains(name) { drawsAny = true; continue }
            guard stacks.contains(name) else { return false }
        }
        return drawsAny
    }

    private static let shapes: Set<String> = [
        "Circle", "Capsule", "Ellipse", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "ContainerRelativeShape",
    ]
    private static let stacks: Set<String> = ["ZStack", "HStack", "VStack", "Group", "Color"]

    /// The ternary `image` is a branch of (its `then` or its `else` expression).
    private static func ternary(around image: ExprSyntax) -> ExprSyntax? {
        var branch = Syntax(image)
        if let marker = branch.parent?.as(UnresolvedTernaryExprSyntax.self), marker.thenExpression.id == branch.id {
            branch = Syntax(marker)
        }
        guard let list = branch.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) else { return nil }
        return ExprSyntax(sequence)
    }
}
