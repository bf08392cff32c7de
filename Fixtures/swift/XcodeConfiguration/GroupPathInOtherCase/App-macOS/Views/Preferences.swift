import SwiftUI

// The macOS target's group says `App-macOs/views`; the folder is `App-macOS/Views`. A Mac's
// case-insensitive volume builds it, so the file is macOS code: the Toggle is a check box and the
// 30 pt box has no minimum on macOS.
struct Preferences: View {
    @Binding var launchAtLogin: Bool
    @Binding var showInDock: Bool

    var body: some View {
        VStack {
            Toggle("Launch at login", isOn: $launchAtLogin)
            HStack {
                Image(systemName: showInDock ? "checkmark.square" : "square")
                    .frame(width: 30, height: 30)
                    .onTapGesture { showInDock.toggle() }
                    .accessibilityLabel("Show in Dock")
                    .accessibilityAddTraits(.isToggle)
            }
        }
    }
}
