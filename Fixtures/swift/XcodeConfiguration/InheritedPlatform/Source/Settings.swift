import SwiftUI

// The target's SDKROOT is $(inherited): the project's macosx. A macOS check box, no finding.
struct Settings: View {
    @Binding var launchAtLogin: Bool

    var body: some View {
        Toggle("Launch at login", isOn: $launchAtLogin)
    }
}
