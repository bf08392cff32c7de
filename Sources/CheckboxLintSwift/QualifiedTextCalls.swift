import SwiftSyntax

/// A design system's text view called through its namespace (`Warp.Text("Animated", style:
/// .bodyStrong)`, `DS.Label("Large")`): it shows its first unlabelled argument as SwiftUI's `Text`
/// and `Label` do (round eleven, pattern 8). Without this, a Toggle's label closure holding one was
/// read as a view kept in a property with a modifier, and printed by its first token (`{Warp}`).
enum QualifiedTextCalls {
    /// The first unlabelled argument of `call` when it is `Namespace.Text(…)` or
    /// `Namespace.Label(…)`, the namespace a type's name (capitalised, `SwiftUI` included); else nil.
    static func shownArgument(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["Text", "Label"].contains(member.declName.baseName.text),
              let base = member.base.flatMap({ SwiftSyntaxFacts.typeName(of: $0) }),
              base.first?.isUppercase == true,
              let first = call.arguments.first, first.label == nil else { return nil }
        return first.expression
    }

    /// Whether `call` is `Name.member(…)` with a capitalised name (a type's static factory or a
    /// namespaced view, `Warp.Badge(count)`), not a modifier on a view (`topText.font(.caption)`).
    static func isNamespacedCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base.flatMap({ SwiftSyntaxFacts.typeName(of: $0) }) else { return false }
        return base.first?.isUppercase == true
    }
}

extension SwiftSyntaxFacts {
    /// `Warp` of `Warp`, `Warp.Components` of `Warp.Components`: a base made of names only.
    static func typeName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let outer = typeName(of: base) {
            return outer + "." + member.declName.baseName.text
        }
        return nil
    }
}
