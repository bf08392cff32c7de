import SwiftSyntax

/// The image of a hand-made box that exists in one state only (`ZStack { RoundedRectangle(…);
/// if checked { Image(systemName: "checkmark.square.fill") } }`, tapped): the shapes are no
/// element, so while unchecked VoiceOver finds nothing, and while checked it reads that image.
/// The preview names the box by it, the one thing VoiceOver ever reads of it.
enum ImageShownInOneState {
    /// The image expression (its modifiers included: an `.accessibilityLabel` on it names it), or
    /// nil unless `view` shows exactly one `Image`, no `Text`, and that image sits in a branch of an
    /// `if` whose condition reads `state` (the other branch, if any, shows no image).
    static func image(in view: ExprSyntax, state: String) -> ExprSyntax? {
        var image: FunctionCallExprSyntax?
        for token in view.tokens(viewMode: .sourceAccurate) {
            guard token.tokenKind == .identifier("Image") || token.tokenKind == .identifier("Text"),
                  let called = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                  called.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.id == token.id else { continue }
            // A text names the box, and a second image is what VoiceOver reads in the other state.
            if token.text == "Text" || image != nil { return nil }
            image = called
        }
        // Its `if` may have an `else` that draws only shapes (`if !checked { Circle().stroke(…) }
        // else { Image(systemName: "checkmark.circle.fill") }`): the one image is in one branch.
        guard let image, let condition = image.ancestor(IfExprSyntax.self),
              SwiftSyntaxFacts.contains(view, condition),
              BodyLets.reads(condition.conditions, state)
        else { return nil }
        return ViewContext.modifierChain(above: ExprSyntax(image)).1
    }
}
