import SwiftSyntax

/// A `.disabled(x)` the file decides (round nine, pattern 5): inside `if x { … }` the view exists
/// only while `x` holds, so a `.disabled(x)` applied within that branch always disables it
/// (`if showBeta { Toggle(…).disabled(showBeta) }`).
enum DisabledByCondition {
    /// Whether one of `modifiers` (`.disabled(…)` calls that apply to a view) repeats a condition
    /// of an `if` whose first branch holds that modifier.
    static func holds(_ modifiers: [ViewContext.Modifier]) -> Bool {
        modifiers.contains { modifier in
            guard modifier.name == "disabled", let argument = modifier.call.arguments.first?.expression,
                  argument.as(BooleanLiteralExprSyntax.self) == nil else { return false }
            return isConditionOfEnclosingIf(argument.trimmedDescription, around: Syntax(modifier.call))
        }
    }

    /// Whether `condition` is one of the conditions (`if a, b`) of an `if` whose first branch holds
    /// `node`, up to the declaration that holds it.
    private static func isConditionOfEnclosingIf(_ condition: String, around node: Syntax) -> Bool {
        var child = node
        var current = node.parent
        while let ancestor = current, !ancestor.kind.isDeclaration {
            if let ifExpr = ancestor.as(IfExprSyntax.self), ifExpr.body.id == child.id,
               ifExpr.conditions.contains(where: { $0.condition.as(ExprSyntax.self)?.trimmedDescription == condition }) {
                return true
            }
            child = ancestor
            current = ancestor.parent
        }
        return false
    }
}
