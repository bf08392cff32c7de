// A pane of a macOS settings window built by the project's `PreferencesForm` (`PreferencesForm.swift`),
// whose body puts these rows in a Form styled `.formStyle(.grouped)`: switches, as VoiceOver says.
import AppKit
import SwiftUI

struct VolumesPane: View {
    @AppStorage("launchAtLogin") private var launchAtLogin = false
    @AppStorage("showDetails") private var showDetails = true
    @AppStorage("compact") private var compact = false

    var body: some View {
        PreferencesForm {
            Section {
                Toggle("Launch at login", isOn: $launchAtLogin)
                Toggle("Show detailed information", isOn: $showDetails)
            }
        }
        InsetPanel {
            Toggle("Compact rows", isOn: $compact)
        }
    }
}
