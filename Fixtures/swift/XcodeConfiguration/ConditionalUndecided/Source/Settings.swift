import SwiftUI

// SDKROOT = macosx with an iphoneos conditional and no SUPPORTED_PLATFORMS: the file cannot
// say it is macOS only. Undecided: the configured iOS, and no finding (nothing is unreadable).
struct Settings: View {
    @Binding var launchAtLogin: Bool

    var body: some View {
        Toggle("Launch at login", isOn: $launchAtLogin)
    }
}
