import SwiftSyntax

/// A hand-made checkbox whose tap is on its image alone (`Image(systemName: on ? "checkmark.circle"
/// : "circle").onTapGesture { on.toggle() }`), beside a text or a caller's `label()` in its row:
/// the image is an accessibility element of its own, which VoiceOver names by its symbol ("circle,
/// Image"), and the text beside it is another element (round twelve, pattern 1). As for a box
/// `Button` beside a text, that text is the label to give it, not its name.
enum TappedImageAlone {
    /// Whether `tapped` — the view `.onTapGesture` (or a tap gesture) is attached to — is one
    /// `Image` under its modifiers, showing no text of its own (`.overlay { Text(…) }` is more).
    static func isImageAlone(_ tapped: ExprSyntax) -> Bool {
        var current = tapped
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            current = base
        }
        guard let image = current.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(image) == "Image",
              image.calledExpression.is(DeclReferenceExprSyntax.self) else { return false }
        // Nothing in its modifiers that draws a text or another view beside the image.
        return !tapped.tokens(viewMode: .sourceAccurate).contains { token in
            token.parent?.is(DeclReferenceExprSyntax.self) == true && ["Text", "Label", "HStack", "VStack", "ZStack"].contains(token.text)
        }
    }
}
