import SwiftSyntax

/// A tap gesture that can never fire: one on a view that carries `.allowsHitTesting(false)` or
/// `.disabled(true)` in the same chain of modifiers, before or after the gesture
/// (`HStack { … }.allowsHitTesting(false).onTapGesture { item.isDone.toggle() }`). SwiftUI delivers
/// no touch to that view, and VoiceOver has nothing to activate, so the view is no tap target and
/// no control: read as a checkbox it would be a false finding (a cell that is a `NavigationLink`'s
/// label, its tap left behind when the row became a link).
///
/// Only a literal counts: `.disabled(isLocked)` is a state of the control, which is still one.
enum DeadTaps {
    /// The modifiers that attach a tap to a view.
    static let gestureModifiers: Set<String> = ["onTapGesture", "gesture", "simultaneousGesture", "highPriorityGesture"]

    /// Whether `gesture` (the `.onTapGesture`/`.gesture` call) is applied to a view whose hits are off.
    static func isDead(_ gesture: FunctionCallExprSyntax) -> Bool {
        // Modifiers applied before the gesture: the chain under it.
        var inner = gesture.calledExpression.as(MemberAccessExprSyntax.self)?.base
        var steps = 0
        while let call = inner?.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.modifierName(call), steps < 64 {
            if turnsHitsOff(call, name: name) { return true }
            inner = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            steps += 1
        }
        // Modifiers applied after it: the calls the gesture's view is the base of.
        var outer = Syntax(gesture)
        steps = 0
        while let member = outer.parent?.as(MemberAccessExprSyntax.self), member.base?.id == outer.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id, steps < 64 {
            if turnsHitsOff(call, name: member.declName.baseName.text) { return true }
            outer = Syntax(call)
            steps += 1
        }
        return false
    }

    /// `.allowsHitTesting(false)` or `.disabled(true)`, the argument a literal.
    private static func turnsHitsOff(_ call: FunctionCallExprSyntax, name: String) -> Bool {
        guard call.arguments.count == 1, let argument = call.arguments.first?.expression,
              let value = SwiftSyntaxFacts.booleanLiteral(argument) else { return false }
        switch name {
        case "allowsHitTesting": return !value
        case "disabled": return value
        default: return false
        }
    }
}
