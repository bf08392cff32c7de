import SwiftUI

// SUPPORTED_PLATFORMS = macosx: the iphoneos-only conditional SDKROOT never applies. macOS.
struct Settings: View {
    @Binding var launchAtLogin: Bool

    var body: some View {
        Toggle("Launch at login", isOn: $launchAtLogin)
    }
}
