// A package's Toggle given an empty title and nothing else (docs/review/swiftui-unseen.md, round
// eight, pattern 6: `LaunchAtLogin.Toggle("")` in a macOS settings pane, its text in another
// column). A type named Toggle shows its title as its name, as SwiftUI's does; "" removes it,
// as an empty label closure does: no name, whatever the type draws (label-missing).
import AppKit
import SwiftUI
import LaunchAtLogin

struct LoginPane: View {
    var body: some View {
        HStack {
            VStack {
                Text("Launch at login")
            }
            VStack {
                // Empty title, no `.labelsHidden()`: a Toggle with no name.
                LaunchAtLogin.Toggle("")
                // A title: the package's Toggle is SwiftUI's (PackageToggles), named by it.
                LaunchAtLogin.Toggle("Launch at login")
                // No title at all: the package's own ("Launch at login"), known at run time.
                LaunchAtLogin.Toggle()
            }
        }
    }
}
