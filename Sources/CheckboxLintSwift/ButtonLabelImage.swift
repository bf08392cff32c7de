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
        var images: [FunctionCallExprSyntax] = []
        for node in label.statements.tokens(viewMode: .sourceAccurate) {
            guard node.tokenKind == .identifier("Image") || node.tokenKind == .identifier("Text"),
                  let called = node.parent?.parent?.as(FunctionCallExprSyntax.self),
                  called.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.id == node.id else { continue }
            if node.text == "Text" { return nil }
            images.append(called)
        }
        let chosen = images.first { $0.arguments.trimmedDescription.contains(state) } ?? images.first
        return chosen.map { ViewContext.modifierChain(above: ExprSyntax($0)).1 }
    }
}
