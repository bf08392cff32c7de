// A style of the app's own whose body is the Toggle's label and a symbol Button that flips the
// state (round fourteen, pattern A; PasswordKeeper), on iOS. The Toggle keeps its role whatever
// its style (SPEC §10): on iOS the switch ("Switch button"); the style's own line
// says the same words as its uses. Whether VoiceOver reads the Button in the style's body
// as an element of its own is not decided (no source): no finding.
import SwiftUI

struct BoxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Button(action: { configuration.isOn.toggle() }) {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
            }
        }
    }
}

struct PasswordRow: View {
    @Binding var isSelected: Bool
    let name: String

    var body: some View {
        HStack {
            Toggle("", isOn: $isSelected)
                .toggleStyle(BoxStyle())
            Text(name)
        }
    }
}

struct ExportOptions: View {
    @State private var includeNotes = true

    var body: some View {
        Toggle("Include notes", isOn: $includeNotes)
            .toggleStyle(BoxStyle())
    }
}
