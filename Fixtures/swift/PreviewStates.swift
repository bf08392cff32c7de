// A design system's checkbox style and the Xcode previews that show its states side by side: the
// previews are no screen that a user meets, so nothing in them is linted or previewed — not their
// set with no title, not an unnamed Toggle laid out for the canvas (round eleven, pattern 9).
import SwiftUI

struct BoxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
            configuration.label
        }
        .contentShape(Rectangle())
        .onTapGesture { configuration.isOn.toggle() }
    }
}

#Preview {
    VStack {
        Toggle("toggle on", isOn: .constant(true))
            .toggleStyle(BoxToggleStyle())
        Toggle("toggle off", isOn: .constant(false))
            .toggleStyle(BoxToggleStyle())
    }
}

@available(macOS 14, *)
#Preview("Header with a switch") {
    @Previewable @State var isOn: Bool = true
    HStack {
        Text("Bluetooth")
        Toggle("", isOn: $isOn).labelsHidden()
    }
}

struct BoxToggleStyle_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            Toggle("on", isOn: .constant(true)).toggleStyle(BoxToggleStyle())
            Toggle("off", isOn: .constant(false)).toggleStyle(BoxToggleStyle())
            Toggle("", isOn: .constant(false))
        }
    }
}

// The same two checkboxes on a screen: a set, and it has no title.
struct ScreenWithTwoBoxes: View {
    @State private var first = false
    @State private var second = false

    var body: some View {
        VStack {
            Toggle("First", isOn: $first).toggleStyle(BoxToggleStyle())
            Toggle("Second", isOn: $second).toggleStyle(BoxToggleStyle())
        }
    }
}
