// Toggles styled through the static names another file of the project declares: `.paperTick` is
// read exactly as `.toggleStyle(PaperTickToggleStyle())` (its Button: `Wi-Fi, Button`,
// role-missing), `.paperSwitch(tint:)` as the Toggle its style keeps.
import SwiftUI

struct PaperTickSettings: View {
    @State private var wifi = false
    @State private var bluetooth = false
    var body: some View {
        Form {
            Section("Connections") {
                Toggle("Wi-Fi", isOn: $wifi)
                    .toggleStyle(.paperTick)
                Toggle("Bluetooth", isOn: $bluetooth)
                    .toggleStyle(.paperSwitch(tint: .green))
            }
        }
    }
}
