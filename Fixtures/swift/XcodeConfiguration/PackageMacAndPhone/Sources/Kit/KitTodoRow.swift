import SwiftUI

// The same mark in a package for macOS and iOS: an iOS button (44 pt minimum, `Button`).
struct KitTodoRow: View {
    let text: String
    let isCompleted: Bool
    var onToggle: () -> Void
    var onOpenNote: () -> Void

    var body: some View {
        HStack(spacing: 8) {
            Button {
                onToggle()
            } label: {
                Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
                    .frame(width: 16, height: 16)
            }
            .buttonStyle(.plain)

            Button {
                onOpenNote()
            } label: {
                Text(text)
            }
            .buttonStyle(.plain)
        }
    }
}
