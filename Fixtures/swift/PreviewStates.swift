// A design system's checkbox style and the Xcode previews that show its states side by side: the
// previews are no screen, so their checkboxes are no set that needs a title.
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

struct BoxToggleStyle_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            Toggle("on", isOn: .constant(true)).toggleStyle(BoxToggleStyle())
            Toggle("off", isOn: .constant(false)).toggleStyle(BoxToggleStyle())
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
