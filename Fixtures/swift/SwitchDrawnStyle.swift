// A ToggleStyle of the file that draws a switch (a knob moved by the state): its Toggles are
// independent settings, as plain switches are, not a set of options that needs a title
// (docs/review/swiftui-unseen.md, a shipped app's permission switches).
import SwiftUI

struct KnobToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Capsule()
                .fill(configuration.isOn ? Color.green : Color.gray)
                .frame(width: 50, height: 30)
                .overlay(Circle().padding(4).offset(x: configuration.isOn ? 10 : -10))
                .onTapGesture { configuration.isOn.toggle() }
        }
    }
}

struct PermissionsView: View {
    @State private var nfc = false
    @State private var signature = true

    var body: some View {
        List {
            Section {
                VStack {
                    Toggle("Use NFC", isOn: $nfc).toggleStyle(KnobToggleStyle())
                    Toggle("Show the signature", isOn: $signature).toggleStyle(KnobToggleStyle())
                }
            }
        }
    }
}
