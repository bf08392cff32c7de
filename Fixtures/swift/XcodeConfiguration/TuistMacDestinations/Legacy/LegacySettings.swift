import SwiftUI

// Tuist's older spelling, `Target(name:platform: .macOS, …)` with `sources: "Legacy/**"`: macOS.
struct LegacySettings: View {
    @State private var launchAtLogin = false

    var body: some View {
        Toggle("Launch at login", isOn: $launchAtLogin)
    }
}
