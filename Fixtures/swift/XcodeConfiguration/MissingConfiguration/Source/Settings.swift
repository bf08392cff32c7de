import SwiftUI

// The project bases its configuration on Configurations/Base.xcconfig, which is missing: the
// platform is not decided (a parse-error warning at 1:1 says so) and the configured iOS applies.
struct Settings: View {
    @Binding var launchAtLogin: Bool

    var body: some View {
        Toggle("Launch at login", isOn: $launchAtLogin)
    }
}
