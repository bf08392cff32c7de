import SwiftSyntax

/// An image drawn in the label of a `Button` that has an action of its own (`if isEditing { Button
/// { isEditing = false; save() } label: { Image(systemName: "checkmark") } }`, a field's confirm
/// button) is that button's icon: it says what tapping the button does, not the state of the view
/// around it. A tap on that view (`.onTapGesture { isEditing = true }`) does not make the icon its
/// box. Only when the button's own action toggles the same state is the image its box, and the
/// view around a larger target for the same checkbox.
enum InnerButtonIcons {
    /// Whether `indicator` is drawn in the label of a button inside `action`'s tapped view (not the
    /// tapped view itself) whose own action does not toggle `state`.
    static func isIcon(_ indicator: Indicator, ofButtonInside action: TapAction, among actions: [TapAction],
                       changes: StateChanges, state: String) -> Bool {
        actions.contains { other in
            other.tappedView.id != action.tappedView.id && isButton(other.tappedView)
                && action.covers(other.tappedView) && other.covers(indicator.shown)
                && !SwiftSyntaxFacts.contains(other.body, indicator.shown)
                && changes.stateChanged(by: other.body) != state
        }
    }

    /// `Button`, or a design system's button (`PrimaryButton(action: …)`).
    private static func isButton(_ view: ExprSyntax) -> Bool {
        guard let call = view.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call) else { return false }
        return name.hasSuffix("Button")
    }
}
