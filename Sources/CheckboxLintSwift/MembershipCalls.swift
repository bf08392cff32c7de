import SwiftSyntax

/// A membership test of a collection: `C.contains(item)`, `C.contains(where: { $0.id == item.id })`
/// and `C.contains { $0.id == item.id }`, the predicate given as a trailing closure — the same call
/// as `contains(where:)`, spelt without its parentheses (round twenty-three, pattern A:
/// `isSelected: selections.contains { $0.name == topping.name }`).
enum MembershipCalls {
    /// `C` in a `contains` call given one thing (an argument or a trailing closure); nil otherwise.
    static func collection(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "contains",
              call.additionalTrailingClosures.isEmpty else { return nil }
        let given = call.arguments.count + (call.trailingClosure == nil ? 0 : 1)
        return given == 1 ? member.base : nil
    }
}
