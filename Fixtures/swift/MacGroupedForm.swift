// A macOS settings pane in a grouped Form (SPEC §10): since macOS 13 a Form styled
// `.formStyle(.grouped)` draws its Toggles of no style as switches, and VoiceOver says "switch";
// in a plain Form they stay check boxes.
import AppKit
import SwiftUI

struct GeneralSettings: View {
    @State private var launchAtLogin = false
    @State private var showMenuBarIcon = true
    @State private var compactLayout = false

    var body: some View {
        Form {
            Section("Startup") {
                Toggle("Launch at login", isOn: $launchAtLogin)
                Toggle("Show menu bar icon", isOn: $showMenuBarIcon)
            }
        }
        .formStyle(.grouped)
        Form {
            Section("Layout") {
                Toggle("Compact layout", isOn: $compactLayout)
            }
        }
    }
}
