import SwiftSyntax

/// A text beside a tapped box that takes a tap of its own (round thirty, a to-do app's row):
///
///     HStack {
///         ZStack { Circle().stroke(…); if todo.isCompleted { Image(systemName: "checkmark") } }
///             .onTapGesture { onToggle() }
///         Text(todo.title)
///             .onTapGesture { onEdit() }
///     }
///
/// The title is a control of its own (a tap on it opens the editor), so it names nothing but itself:
/// VoiceOver meets the mark as one element with no name, and the title as another. The text is the
/// label to tie to the mark (`label-missing`), not a label the mark's tap misses — the title's own
/// tap is why it does not toggle.
///
/// Only a tap of the type other than the box's, on a view holding the text and not the box, whose
/// action is not the box's own (a text tapped to toggle the same state, or to run the same closure of
/// the caller's, is the box's label).
enum TextsWithOwnTaps {
    /// - Parameter state: what the box's tap changes; a tap on the text that changes it too is the box's.
    static func takesOwnTap(_ text: Syntax, besides action: TapAction, among actions: [TapAction], state: String,
                            declaration: any DeclGroupSyntax) -> Bool {
        // The tapped closure's own text made only when another tap covers the text: a node's
        // `trimmedDescription` rebuilds it (~65,000 instructions), and most texts have no other tap.
        var ownCondition: String?
        let others = actions.filter { other in
            guard other.tappedView.id != action.tappedView.id && other.covers(text) && !other.covers(action.tappedView) else { return false }
            let own = ownCondition ?? HandMadeCheckbox.normalizedCondition(action.body.trimmedDescription)
            ownCondition = own
            return HandMadeCheckbox.normalizedCondition(other.body.trimmedDescription) != own
        }
        guard !others.isEmpty else { return false }
        guard let file = declaration.root.as(SourceFileSyntax.self) else { return true }
        let changes = StateChanges(type: declaration, file: file)
        // The same closure run another way (`{ withAnimation { onToggle() } }` beside `{ onToggle() }`).
        let ownCall = ClosureTapCall(action.body, changes: changes).map { [$0.property, $0.sender ?? ""] }
        return others.contains { other in
            changes.stateChanged(by: other.body) != state
                && (ownCall == nil || ClosureTapCall(other.body, changes: changes).map { [$0.property, $0.sender ?? ""] } != ownCall)
        }
    }
}
