// A macOS settings pane: AppKit and not UIKit, so the platform is macos (SPEC §10).
import AppKit
import SwiftUI

struct GeneralPane: View {
    @State private var launchAtLogin = false
    @State private var showInDock = true

    var body: some View {
        GroupBox("Startup") {
            Toggle("Launch at login", isOn: $launchAtLogin)
                .toggleStyle(.checkbox)
            Toggle("Show in Dock", isOn: $showInDock)
                .toggleStyle(CheckboxToggleStyle())
                .frame(width: 16, height: 16)
        }
        Toggle("Check for updates", isOn: $showInDock)
            .toggleStyle(.checkbox)
        Toggle("Send crash reports", isOn: $showInDock)
            .toggleStyle(.checkbox)
    }
}
