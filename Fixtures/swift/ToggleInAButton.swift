// A design system's checkbox row made a Button around a styled Toggle with no label and a text
// (docs/review/swiftui-unseen.md): the Button combines its label, so the text names the element.
import SwiftUI

struct CheckRow: View {
    @Binding var isOn: Bool
    let label: String

    var body: some View {
        Button {
            isOn.toggle()
        } label: {
            HStack {
                Toggle(isOn: $isOn, label: {})
                    .toggleStyle(BoxStyle())
                Text(label)
            }
        }
    }
}

// The same Toggle with no text in the Button: nothing names it.
struct BareCheckRow: View {
    @Binding var isOn: Bool

    var body: some View {
        Button {
            isOn.toggle()
        } label: {
            Toggle(isOn: $isOn, label: {})
                .toggleStyle(BoxStyle())
        }
    }
}
