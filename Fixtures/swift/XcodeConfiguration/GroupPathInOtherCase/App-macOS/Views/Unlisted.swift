import SwiftUI

// In the macOS folder, but no target names this file in any case: the project decides nothing,
// and the configured iOS applies (a Switch button; the 30 pt box is below the 44 pt minimum).
struct Unlisted: View {
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
