// A Button named by the action its tap takes next, the action chosen by its own state
// (docs/review/swiftui-unseen.md, round seventeen, pattern E): VoiceOver says "Mark as complete,
// Button", then "Mark as incomplete, Button", the state told by its name. No role-missing; the
// title beside it is the reminder it acts on, not its label (no label-not-tappable, no
// announcement-split). The font-sized symbol's note stays.
import SwiftUI

struct ReminderRow: View {
    let title: String
    @State private var isCompleted = false

    var body: some View {
        HStack(alignment: .top, spacing: 14) {
            Button {
                toggleCompletion()
            } label: {
                Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
                    .font(.title3)
            }
            .buttonStyle(.plain)
            .accessibilityLabel(isCompleted ? "Mark as incomplete" : "Mark as complete")
            .accessibilityAddTraits(.isButton)

            Text(title)
        }
    }

    private func toggleCompletion() {
        isCompleted.toggle()
    }
}

// Two verbs, one undoing the other, the label given as a Text; the state starts on.
struct PinnedNoteRow: View {
    let note: String
    @State private var isPinned = true

    var body: some View {
        HStack {
            Button {
                isPinned.toggle()
            } label: {
                Image(systemName: isPinned ? "checkmark.circle.fill" : "circle")
                    .frame(width: 44, height: 44)
            }
            .accessibilityLabel(Text(isPinned ? "Unpin note" : "Pin note"))
            Text(note)
        }
    }
}

// Not an action's name: the label chooses between state words, which VoiceOver says as the
// state ("Done, Button"), and nothing names what is done: label-missing (`StateWords`).
struct DoneWordsRow: View {
    let title: String
    @State private var isDone = false

    var body: some View {
        HStack {
            Button {
                isDone.toggle()
            } label: {
                Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
                    .frame(width: 44, height: 44)
            }
            .accessibilityLabel(isDone ? "Done" : "Not done")
            Text(title)
        }
    }
}

// Still role-missing: the actions are chosen by another Bool than the one the tap flips.
struct UrgentTaskRow: View {
    let title: String
    let isUrgent: Bool
    @State private var isDone = false

    var body: some View {
        HStack {
            Button {
                isDone.toggle()
            } label: {
                Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
                    .frame(width: 44, height: 44)
            }
            .accessibilityLabel(isUrgent ? "Complete urgent task" : "Complete task")
            Text(title)
        }
    }
}
