import SwiftUI

// A to-do's mark made a Button whose label is only the symbol its state chooses: VoiceOver reads
// the symbol's own words ("circle, Button"), which say how the box looks, never which task it
// marks. The preview shows those words; label-missing quotes them.
struct TaskMark: View {
    @State private var done = false
    var body: some View {
        Button {
            done.toggle()
        } label: {
            Image(systemName: done ? "checkmark.circle.fill" : "circle")
        }
    }
}

// Near miss: the same Button named for its task; its symbol's words are no longer what is read.
struct NamedTaskMark: View {
    @State private var done = false
    var body: some View {
        Button {
            done.toggle()
        } label: {
            Image(systemName: done ? "checkmark.circle.fill" : "circle")
        }
        .accessibilityLabel("Water the plants")
    }
}
