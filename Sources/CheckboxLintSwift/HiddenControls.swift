import SwiftSyntax

/// A control the state shows or hides as a whole (round twenty-six, miss 1: Flowing's create
/// menu, `Button { … } label: { Image(systemName: "checkmark.circle").frame(width: creatingSome ?
/// 170 : 0) }.opacity(creatingSome ? 1 : 0)`). A size or opacity that is `0` in one branch, on the
/// tapped view itself, on a view around it, or on the tapped `Button`'s one label view, makes the
/// control vanish: nothing is left to tap, so it is no checkbox's state, only whether the control
/// is there. The symbol under it (`checkmark.circle`) is constant, not chosen by the state, and says
/// nothing of a check. A check faded inside a box or a row that stays (`FadedCheckMarks`) is a
/// look and is kept.
enum HiddenControls {
    /// Modifiers whose zero hides the view they apply to.
    private static let hidingModifiers: Set<String> = ["frame", "opacity", "scaleEffect"]

    /// Whether `indicator` only shows or hides the whole control `action` taps.
    static func hidesControl(_ indicator: Indicator, of action: TapAction) -> Bool {
        guard let modifier = indicator.modifier, hidingModifiers.contains(modifier),
              let sequence = indicator.node.as(ExprSyntax.self), let ternary = SwiftSyntaxFacts.ternary(sequence),
              ternary.branches.count == 2,
              ternary.branches.contains(where: { SwiftSyntaxFacts.numberLiteral($0) == 0 }),
              ternary.branches.contains(where: { SwiftSyntaxFacts.numberLiteral($0).map { $0 != 0 } ?? true }),
              // Hidden only while another Bool holds too (`isAnimating && !isCompleted ? 0 : 1`: a done
              // to-do's row stays, and its mark reopens it): the control is there in the other case.
              !ternary.condition.contains("&&"),
              let call = indicator.node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              SwiftSyntaxFacts.modifierName(call) == modifier,
              let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return false }
        // On the tapped view, or on a view around it.
        if SwiftSyntaxFacts.contains(base, action.tappedView) || modifierChain(of: action.tappedView).contains(call.id) { return true }
        // On the one view of the tapped `Button`'s label.
        guard let button = action.tappedView.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(button) == "Button",
              let label = SwiftSyntaxFacts.labelClosure(of: button), label.statements.count == 1,
              let view = label.statements.first?.item.as(ExprSyntax.self) else { return false }
        return modifierChain(of: view).contains(call.id)
    }

    /// The ids of `view`'s modifier calls, outermost first (`a.b().c()`: `c()`, `b()`).
    private static func modifierChain(of view: ExprSyntax) -> Set<SyntaxIdentifier> {
        var ids: Set<SyntaxIdentifier> = []
        var current = view
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            ids.insert(call.id)
            current = base
        }
        return ids
    }
}
