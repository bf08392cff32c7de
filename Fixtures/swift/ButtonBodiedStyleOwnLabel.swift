import SwiftUI

// A style whose Button shows a symbol of its own and not the Toggle's label: VoiceOver reads the
// symbol as an image, "checkmark square, Button", and no name.
struct SymbolOnlyCheckStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            Image(systemName: "checkmark.square")
                .symbolVariant(configuration.isOn ? .fill : .none)
        }
    }
}

// A style whose Button shows a text of its own: that text is the name, the Toggle's title unread.
struct AgreeStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            Text("I agree")
        }
    }
}

// Near miss: a Button that does something else keeps the Toggle's reading.
struct InfoStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Button {
                print("info")
            } label: {
                Image(systemName: "info.circle")
            }
        }
    }
}

struct Terms: View {
    @State private var a = false
    @State private var b = false
    @State private var c = false
    var body: some View {
        Form {
            Section("Terms") {
                Toggle("", isOn: $a).labelsHidden().toggleStyle(SymbolOnlyCheckStyle())
                Toggle("Terms of use", isOn: $b).toggleStyle(AgreeStyle())
                Toggle("Newsletter", isOn: $c).toggleStyle(InfoStyle())
            }
        }
    }
}
