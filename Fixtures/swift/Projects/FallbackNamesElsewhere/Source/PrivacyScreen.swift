import SwiftUI

struct PrivacyScreen: View {
    @State private var analytics = false
    @State private var crashReports = true

    var body: some View {
        VStack(alignment: .leading) {
            // The kit's checkbox with no label: VoiceOver says "Checkbox, Unchecked, Button".
            HStack {
                KitCheckbox(isChecked: $analytics)
                Text("Share analytics")
            }
            // Named by the call: silent.
            KitCheckbox(isChecked: $crashReports, label: "Send crash reports")
        }
        .navigationTitle("Privacy")
    }
}
