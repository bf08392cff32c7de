import SwiftData
import SwiftUI

// A tap whose method changes something the view does not show before it flips the Bool the view
// shows (round thirty-two, hholdout32a; a habit row): `modelContext.insert(record)` or `.delete`,
// then `isCompleted.toggle()`. The flip it shows is the checkbox's; the insert is a side effect.
// Found: `HabitRow`'s image-only check button, with label-missing and role-missing. Silent:
// `RecordButton`, whose method inserts and flips only a Bool the view does not show; and
// `EpisodeThumbnail`, whose tap flips the shown Bool only in one branch of a setting (else it opens
// the details): a mode's change, not every tap's; `EpisodeThumbnailInline` likewise with the flip
// written `isWatched = !isWatched` in the branch.
@Model
final class Completion {
    var date: Date
    init(date: Date) { self.date = date }
}

struct HabitRow: View {
    @Environment(\.modelContext) private var modelContext
    let name: String
    @State private var isCompleted = false

    var body: some View {
        HStack {
            Button(action: toggleCompletion) {
                Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
                    .frame(width: 44, height: 44)
            }
            .buttonStyle(.plain)
            Text(name)
        }
    }

    private func toggleCompletion() {
        if !isCompleted {
            modelContext.insert(Completion(date: .now))
        }
        try? modelContext.save()
        isCompleted.toggle()
    }
}

struct RecordButton: View {
    @Environment(\.modelContext) private var modelContext
    @State private var isCompleted = false
    @State private var isSaving = false

    var body: some View {
        Button(action: record) {
            Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
                .frame(width: 44, height: 44)
        }
        .accessibilityLabel("Record")
    }

    private func record() {
        modelContext.insert(Completion(date: .now))
        isSaving.toggle()
    }
}

struct EpisodeThumbnail: View {
    let title: String
    @AppStorage("markWatchedOnTap") private var markWatchedOnTap = false
    @State private var showDetails = false
    @State private var isWatched = false

    var body: some View {
        Button {
            if !markWatchedOnTap {
                showDetails.toggle()
            } else {
                markWatched()
            }
        } label: {
            Image(systemName: "photo")
                .frame(width: 120, height: 68)
                .overlay {
                    if isWatched { Image(systemName: "checkmark.circle.fill") }
                }
        }
        .accessibilityLabel(title)
    }

    private func markWatched() {
        withAnimation { isWatched.toggle() }
    }
}

struct EpisodeThumbnailInline: View {
    let title: String
    @AppStorage("markWatchedOnTap") private var markWatchedOnTap = false
    @State private var showDetails = false
    @State private var isWatched = false

    var body: some View {
        Button {
            if !markWatchedOnTap {
                showDetails.toggle()
            } else {
                isWatched = !isWatched
            }
        } label: {
            Image(systemName: "photo")
                .frame(width: 120, height: 68)
                .overlay {
                    if isWatched { Image(systemName: "checkmark.circle.fill") }
                }
        }
        .accessibilityLabel(title)
    }
}
