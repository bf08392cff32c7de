import SwiftUI

struct TickBoxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                configuration.label
            }
        }
    }
}

// The project's own modifier that applies the style.
extension View {
    func checkboxStyle() -> some View {
        toggleStyle(TickBoxStyle())
    }
}

struct SyncSettings: View {
    @State private var photos = false
    @State private var contacts = false
    @State private var notes = false
    var body: some View {
        VStack {
            // The helper on the Toggle is nearer than the stack's switch style: the innermost
            // style applies, so it is drawn as the tick box (a Button VoiceOver meets).
            Toggle("Photos", isOn: $photos)
                .checkboxStyle()
            // Near miss: a Toggle of the same stack with no style of its own is a switch.
            Toggle("Contacts", isOn: $contacts)
        }
        .toggleStyle(.switch)
        VStack {
            // Near miss, the other order: SwiftUI's own style on the Toggle is nearer than the
            // stack's helper, so it stays a switch.
            Toggle("Notes", isOn: $notes)
                .toggleStyle(.switch)
        }
        .checkboxStyle()
    }
}
