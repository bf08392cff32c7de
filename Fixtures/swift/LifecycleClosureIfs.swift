// An `if` inside a closure SwiftUI runs when the view appears, disappears or a value changes
// (`.onDisappear`, `.onAppear`, `.task`, `.onChange`) decides what to do, not what to show: it is no
// indicator of the control, even when it reads the control's own Bool. Found: `CompleteButton`, a
// completion circle whose symbol the Bool chooses, its `.onDisappear` finishing a pending
// completion (round twenty-one's C3). Silent: `DetailsButton` and `SyncNowButton`, whose only `if`
// on the Bool their tap flips is in such a closure, and whose labels are fixed words.
import AppKit
import SwiftUI

struct CompleteButton: View {
    var reminder: Reminder
    @Binding var isPendingCompletion: Bool
    @State private var isFilled = false
    var animates = true

    private var isShowingFilled: Bool {
        reminder.isCompleted || isFilled
    }

    var body: some View {
        Button(action: {
            handleButtonTap()
        }) {
            Image(systemName: isShowingFilled ? "circle.inset.filled" : "circle")
                .resizable()
                .frame(width: 14, height: 14)
        }
        .buttonStyle(.plain)
        .onDisappear {
            if isPendingCompletion && !reminder.isCompleted {
                isPendingCompletion = false
                completeReminder()
            }
        }
    }

    private func handleButtonTap() {
        if isPendingCompletion {
            cancelPendingCompletion()
        } else if reminder.isCompleted {
            reminder.isCompleted = false
        } else if animates {
            startPendingCompletion()
        } else {
            completeReminder()
        }
    }

    private func startPendingCompletion() {
        isPendingCompletion = true
        isFilled = true
    }

    private func cancelPendingCompletion() {
        if reminder.isCompleted {
            reminder.isCompleted = false
        }
        isFilled = false
        isPendingCompletion = false
    }

    private func completeReminder() {
        reminder.isCompleted = true
    }
}

struct DetailsButton: View {
    @State private var isExpanded = false

    var body: some View {
        Button(action: { isExpanded.toggle() }) {
            Text("Details")
        }
        .onChange(of: isExpanded) {
            if isExpanded {
                Image(systemName: "checkmark.square.fill")
            } else {
                Image(systemName: "square")
            }
        }
    }
}

struct SyncNowButton: View {
    @State private var isSyncing = false

    var body: some View {
        Button("Sync now") { isSyncing.toggle() }
            .task {
                if isSyncing {
                    Image(systemName: "checkmark.circle.fill")
                } else {
                    Image(systemName: "circle")
                }
            }
    }
}
