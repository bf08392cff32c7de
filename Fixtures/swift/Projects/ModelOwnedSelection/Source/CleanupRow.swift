import SwiftUI

// A row whose chosen state and flip its caller, in the same file, gives through the caller's model,
// declared in another file (`CleanupStore.swift`; round twenty-five, A, WindowCleaner's
// `CleanupAppRow`): the caller's `isSelected: store.isChosen(app)` tests the store's set, its
// `onToggle: { store.flip(app) }` inserts and removes in it. Found: the image-only Button, with
// label-missing, role-missing and announcement-split; the row's own `.onTapGesture { onToggle() }`
// makes the text toggle it too (no label-not-tappable, no hit-area note for the symbol).
struct CleanupScreen: View {
    @Bindable var store: CleanupStore

    var body: some View {
        List {
            Section("Quit these apps") {
                ForEach(store.apps, id: \.self) { app in
                    CleanupRow(app: app, isSelected: store.isChosen(app), onToggle: { store.flip(app) })
                }
            }
        }
    }
}

struct CleanupRow: View {
    let app: String
    let isSelected: Bool
    let onToggle: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Button {
                onToggle()
            } label: {
                Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                    .font(.title3)
            }
            .buttonStyle(.plain)
            Text(app)
            Spacer()
        }
        .contentShape(Rectangle())
        .onTapGesture {
            onToggle()
        }
    }
}
