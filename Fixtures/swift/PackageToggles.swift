// Toggles of a package (`Defaults.Toggle`, `LaunchAtLogin.Toggle`): types of another module,
// read only when the file proves they are Toggles (docs/review/swiftui-unseen.md, round four).
import SwiftUI
import Defaults
import LaunchAtLogin

struct PackageSettings: View {
    var body: some View {
        Form {
            // An empty title with its label hidden: a Toggle without a name, whatever it draws.
            HStack {
                Text("Replace system HUD")
                Spacer()
                Defaults.Toggle("", key: .hudReplacement)
                    .labelsHidden()
            }
            // A toggle-only style: a Toggle, read with its title.
            Defaults.Toggle("Show battery", key: .showBattery)
                .toggleStyle(.switch)
            // A toggle-only style and no title: the package draws its own, known at run time.
            LaunchAtLogin.Toggle()
                .toggleStyle(.checkbox)
            // A title and no proof: the package's type, unread.
            Defaults.Toggle("Enable haptics", key: .enableHaptics)
            LaunchAtLogin.Toggle()
            // A hidden label but a title: the type's drawing is unknown, unread.
            Defaults.Toggle("Show icon", key: .showIcon)
                .labelsHidden()
        }
    }
}
