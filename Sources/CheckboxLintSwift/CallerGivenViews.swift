import SwiftSyntax

/// A tapped view that is the view a caller gives: `struct Chip<Content: View> { let content: Content
/// … content.padding(8).background(isSelected ? … : …).onTapGesture { … } }`. VoiceOver names it by
/// what the caller passes (its texts), which this file cannot see: the name is `{content}`, known at
/// run time, never an empty one (`label-missing` has nothing to decide here).
enum CallerGivenViews {
    /// `{name}` when the base of `tappedView`'s modifier chain is a stored property holding the
    /// caller's view (`content`, `self.label`) or a closure property building it, called (`label()`).
    static func label(of tappedView: ExprSyntax, in type: any DeclGroupSyntax) -> (value: SourceValue, node: Syntax)? {
        var current = tappedView
        for _ in 0..<64 {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    current = base
                    continue
                }
                // `label()`: a closure property called.
                if call.arguments.isEmpty, let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                   GivenViewProperty.of(reference.baseName.text, in: type) == .builder(parameterCount: 0) {
                    return (.dynamic(reference.baseName.text + "()"), Syntax(call))
                }
                return nil
            }
            guard let name = SwiftSyntaxFacts.ownName(current) else { return nil }
            return GivenViewProperty.of(name, in: type) == .view ? (.dynamic(name), Syntax(current)) : nil
        }
        return nil
    }
}
