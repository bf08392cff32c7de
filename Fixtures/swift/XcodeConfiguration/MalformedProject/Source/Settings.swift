import SwiftUI

// The project file is cut short (no property list): reported at 1:1, the configured iOS applies.
struct Settings: View {
    @Binding var launchAtLogin: Bool

    var body: some View {
        Toggle("Launch at login", isOn: $launchAtLogin)
    }
}
