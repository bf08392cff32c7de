import SwiftSyntax

/// A tapped view drawn in the label of a `Button` whose action flips the same state (`Button {
/// isSelected.toggle() } label: { HStack { Button { isSelected.toggle() } label: { box }; Text(title) } }`):
/// one checkbox, the outer Button's. VoiceOver meets the outer Button as one element with its
/// label combined, and a tap anywhere in it, the box included, flips the state once; the inner
/// tap adds no control of its own to judge (no second checkbox, no second hit area).
enum NestedSameFlip {
    /// Whether `inner` lies inside `outer`, a `Button` call, and both flip one state.
    static func holds(_ outer: ExprSyntax, _ inner: ExprSyntax, sameState: Bool) -> Bool {
        guard sameState, outer.id != inner.id else { return false }
        // A tapped view made one element (`.accessibilityElement(children: .ignore)` or `.combine`)
        // around the inner tap: VoiceOver meets the outer element only, and a tap on the inner
        // view (a hand-made switch's track, tapped as well as the row, VGRToggle) flips what a
        // tap on the row flips.
        if let element = oneElement(in: outer), SwiftSyntaxFacts.contains(element, inner) { return true }
        guard let button = outer.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(button) == "Button" else { return false }
        // In its label, not in its action: the closures other than the action (`label:`, or the
        // trailing closure of `Button(action:)`).
        return SwiftSyntaxFacts.contains(button, inner) && !inAction(inner, of: button)
    }

    /// Whether `node` lies in the Button's action: its `action:` argument, or its trailing closure
    /// when a `label:` closure follows it (`Button { action } label: { … }`).
    private static func inAction(_ node: ExprSyntax, of button: FunctionCallExprSyntax) -> Bool {
        if let action = button.arguments.first(where: { $0.label?.text == "action" }) {
            return SwiftSyntaxFacts.contains(action, node)
        }
        if let trailing = button.trailingClosure, !button.additionalTrailingClosures.isEmpty {
            return SwiftSyntaxFacts.contains(trailing, node)
        }
        return false
    }

    /// The view `.accessibilityElement(children: .ignore)` (or `.combine`) makes one element in the
    /// modifier chain of `view`: the modifier's base.
    private static func oneElement(in view: ExprSyntax) -> ExprSyntax? {
        var current = view
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            if member.declName.baseName.text == "accessibilityElement",
               let children = SwiftSyntaxFacts.argument(call, "children")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
               children == "ignore" || children == "combine" {
                return base
            }
            current = base
        }
        return nil
    }
}
