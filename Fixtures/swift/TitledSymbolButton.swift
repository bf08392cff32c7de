// A Button given a title is named by it whatever its label style (docs/review/swiftui-unseen.md,
// round fifteen, pattern 3): `.labelStyle(.iconOnly)` hides "Complete grocery" from the eye, not
// from VoiceOver. A Button whose label is only the symbol has no name.
import SwiftUI

final class Grocery: ObservableObject {
    @Published var title = ""
    @Published var isCompleted = false
    func toggleCompleted() { isCompleted.toggle() }
}

struct GroceryRow: View {
    @ObservedObject var grocery: Grocery

    var body: some View {
        HStack {
            Button("Complete grocery", systemImage: "checkmark") { grocery.toggleCompleted() }
                .symbolVariant(grocery.isCompleted ? .circle.fill : .circle)
                .labelStyle(.iconOnly)
                .buttonStyle(.plain)
            TextField("", text: $grocery.title)
        }
    }
}

struct UntitledTaskRow: View {
    @State private var done = false

    var body: some View {
        HStack {
            Button {
                done.toggle()
            } label: {
                Image(systemName: done ? "checkmark.circle.fill" : "circle")
            }
            TextField("", text: .constant(""))
        }
    }
}
