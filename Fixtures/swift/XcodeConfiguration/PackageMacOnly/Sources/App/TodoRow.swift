import SwiftUI

// A to-do mark in a package that names macOS alone: a macOS button (no 44 pt minimum, lower-case
// role word, a macOS role advice).
struct TodoRow: View {
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
