// A Button named only by its state's words (docs/review/swiftui-unseen.md, round eighteen,
// pattern E): `.accessibilityLabel(Text(isDone ? "Checked" : "Unchecked"))` on its image makes
// VoiceOver say "Checked, Button", and nothing says what is checked. The words are its state's
// value; it has no name, and the task's title beside it is the name to give it.
import SwiftUI

// Fires label-missing (naming the title beside it) at the type.
struct TaskRow: View {
    let title: String
    @State var isDone: Bool = false

    var body: some View {
        HStack {
            Button {
                isDone.toggle()
            } label: {
                Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
                    .accessibilityLabel(Text(isDone ? "Checked" : "Unchecked"))
                    .frame(width: 44, height: 44)
            }
            .buttonStyle(.plain)
            Text(title)
        }
    }
}

// Silent for label-missing: the title names it, the state words are its value.
struct NamedTaskRow: View {
    let title: String
    @State var isDone: Bool = false

    var body: some View {
        Button {
            isDone.toggle()
        } label: {
            HStack {
                Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
                Text(title)
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue(isDone ? "Checked" : "Unchecked")
    }
}
