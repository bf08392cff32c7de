import SwiftSyntax

/// A box `Button` beside its text, in a row whose own gesture does what the Button does (round
/// twenty-five, A; WindowCleaner's `CleanupAppRow`):
///
///     HStack { Button { onToggle() } label: { Image(systemName: isSelected ? "checkmark.circle.fill" : "circle") }
///              Text(app.name) }
///     .contentShape(Rectangle())
///     .onTapGesture { onToggle() }
///
/// VoiceOver still meets the Button, named by its image, and the text apart (the row's gesture
/// makes no element: label-missing and announcement-split stand), but a tap on the text toggles
/// the box too: the label is tappable, and the area that toggles is the row, not the box.
///
/// The gesture must be on a view that holds both the Button and the text, and run the same action:
/// the same statements, the same closure property of the caller (`onToggle`, `Button(action:
/// onToggle)`), or a flip of the same state. A row gesture that does something else (opens the
/// item, selects the row of a list) leaves the box the only toggle.
enum RowTapsAround {
    /// The gesture of `actions` around `action`'s tapped view and `label` that toggles `state` as
    /// `action` does; nil when there is none.
    static func rowTap(around action: TapAction, label: Syntax, among actions: [TapAction], state: String,
                       changes: StateChanges) -> TapAction? {
        actions.first { other in
            other.tappedView.id != action.tappedView.id && other.covers(action.tappedView) && other.covers(label)
                && doesTheSame(other, as: action, state: state, changes: changes)
        }
    }

    private static func doesTheSame(_ other: TapAction, as action: TapAction, state: String, changes: StateChanges) -> Bool {
        if statements(of: other.body) == statements(of: action.body) { return true }
        if let called = CallerClosureActions.calledProperty(action.body), CallerClosureActions.calledProperty(other.body) == called {
            return true
        }
        return changes.stateChanged(by: other.body) == state
    }

    /// The texts of the tokens a tap runs, without a closure's braces: `{ onToggle() }` and a
    /// closure spelt over three lines are the same.
    private static func statements(of body: Syntax) -> [String] {
        let node = body.as(ClosureExprSyntax.self).map { Syntax($0.statements) } ?? body
        return node.tokens(viewMode: .sourceAccurate).map(\.text)
    }
}
