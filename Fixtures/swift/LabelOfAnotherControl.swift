// An image-only hand-made checkbox named by .accessibilityLabel, on a form whose Toggles show texts
// of their own: those texts name the Toggles, not the checkbox (no split, no untappable label).
import SwiftUI

struct NetworkForm: View {
    @State private var wifi = true
    @State private var accept = false

    var body: some View {
        Form {
            Section("Network") {
                Toggle(isOn: $wifi) { Label("Wi-Fi", systemImage: "wifi") }
            }
            Button(action: { accept.toggle() }) {
                Image(systemName: accept ? "checkmark.square.fill" : "square")
            }
            .accessibilityLabel("Accept the terms")
        }
    }
}
