// The deprecated `.accessibility(label:value:hint:addTraits:)` spellings read as today's modifiers.
import SwiftUI

/// A Button that tells its state through its value: VoiceOver says name, value and "Button".
struct AgreementBox: View {
    @Binding var isChecked: Bool
    var title: String

    var body: some View {
        Button(action: { self.isChecked.toggle() }) {
            HStack {
                Image(systemName: isChecked ? "checkmark.square.fill" : "square")
                Text(title)
            }
        }
        .accessibility(label: Text(title))
        .accessibility(value: Text(isChecked ? "Checked" : "Unchecked"))
        .accessibility(hint: Text("Double tap to change"))
        .buttonStyle(PlainButtonStyle())
    }
}

struct LegacyToggles: View {
    @State private var wifi = true

    var body: some View {
        Toggle(isOn: $wifi) { EmptyView() }
            .accessibility(label: Text("Wi-Fi"))
            .accessibility(hint: Text("Joins known networks"))
    }
}
