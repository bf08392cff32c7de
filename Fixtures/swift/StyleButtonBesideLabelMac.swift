// A style of the app's own whose body is the Toggle's label and a symbol Button that flips the
// state (round fourteen, pattern A; PasswordKeeper), on macOS. The Toggle keeps its role whatever
// its style (SPEC §10): on macOS the check box, as a Toggle with no style; the style's own line
// says the same word as its uses, never "switch" from what it draws. Whether VoiceOver reads the
// Button in the style's body as an element of its own is not decided (no source): no finding.
import AppKit
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

// A grouped Form restyles only the Toggles of no style: this one keeps its own style, and its role.
struct SecuritySettings: View {
    @State private var lockOnSleep = false

    var body: some View {
        Form {
            Toggle("Lock on sleep", isOn: $lockOnSleep)
                .toggleStyle(BoxStyle())
        }
        .formStyle(.grouped)
    }
}
