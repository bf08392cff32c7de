import SwiftUI

// A completion circle coloured by a ternary nested in a ternary's branch (done: green; not done
// and late: red; else gray): one look, chosen first by `isCompleted`, the Bool the circle shows.
// Named by its next action and given the button trait: one element, nothing to report but its
// size (a symbol with no frame: a note).
struct LateReminderCircle: View {
    let title: String
    let isCompleted: Bool
    let isLate: Bool
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            completionIndicator
        }
    }

    var completionIndicator: some View {
        Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
            .foregroundStyle(isCompleted ? .green : (isLate ? .red : .gray))
            .onTapGesture { onToggle() }
            .accessibilityLabel(isCompleted ? "Mark as incomplete" : "Mark as complete")
            .accessibilityAddTraits(.isButton)
    }
}

// The same circle with nothing of its own for VoiceOver: fires at the Image (no name, no role;
// the title beside it is not tied to it, nor tapped).
struct BareLateReminderCircle: View {
    let title: String
    let isCompleted: Bool
    let isLate: Bool
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Text(title)
            Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(isCompleted ? .green : (isLate ? .red : .gray))
                .onTapGesture { onToggle() }
        }
    }
}

// A bookmark coloured the same way: no checkbox look. Silent, no line.
struct LateBookmark: View {
    let isSaved: Bool
    let isLate: Bool
    let onToggle: () -> Void

    var body: some View {
        Image(systemName: isSaved ? "bookmark.fill" : "bookmark")
            .foregroundStyle(isSaved ? .yellow : (isLate ? .red : .gray))
            .onTapGesture { onToggle() }
            .accessibilityLabel("Save")
    }
}
