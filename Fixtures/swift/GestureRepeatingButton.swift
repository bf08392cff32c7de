// A gesture on a checkbox's own label that does what the checkbox's tap does is no second control
// (docs/review/swiftui-unseen.md, round fifteen, pattern 6): moving it out would break the box.
// A gesture that does something else is one, and stays `nested-interactive`.
import SwiftUI

struct Checkmark: View {
    @Binding var isDone: Bool

    var body: some View {
        Button(action: {
            isDone.toggle()
        }) {
            Image(systemName: isDone ? "checkmark.square" : "square")
                .contentShape(Rectangle())
                .onTapGesture {
                    self.isDone.toggle()
                }
        }
    }
}

// The same action passed by name to both.
struct PackedBox: View {
    @State private var packed = false

    var body: some View {
        Button(action: flip) {
            Image(systemName: packed ? "checkmark.square" : "square")
                .onTapGesture(perform: flip)
        }
    }

    private func flip() { packed.toggle() }
}

// The row's tap and the box's tap do the same.
struct TentRow: View {
    @State private var packed = false

    var body: some View {
        HStack {
            Image(systemName: packed ? "checkmark.square" : "square")
                .onTapGesture { packed.toggle() }
            Text("Tent")
        }
        .contentShape(Rectangle())
        .onTapGesture { packed.toggle() }
    }
}

// A gesture that opens a tip inside the checkbox's label: a second control.
struct TermsBox: View {
    @State private var accepted = false
    @State private var showTip = false

    var body: some View {
        Button {
            accepted.toggle()
        } label: {
            HStack {
                Image(systemName: accepted ? "checkmark.square" : "square")
                Text("Accept the terms")
                Image(systemName: "info.circle")
                    .onTapGesture { showTip = true }
            }
        }
    }
}
