// Toggles of a package (`Defaults.Toggle`, `LaunchAtLogin.Toggle`): types of another module,
// read only when the file proves they are Toggles (docs/review/swiftui-unseen.md, round four).
import SwiftUI
import Defaults
import LaunchAtLogin
import SettingsKit

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
            // A title and no proof: the package's type, unread (the Defaults and LaunchAtLogin
            // packages' Toggles are known to be SwiftUI's: DefaultsToggle.swift, and the next line).
            SettingsKit.Toggle("Enable haptics", key: .enableHaptics)
            LaunchAtLogin.Toggle()
            // A hidden label but a title: the type's drawing is unknown, unread.
            SettingsKit.Toggle("Show icon", key: .showIcon)
                .labelsHidden()
            // An empty label closure and no title: a Toggle without a name.
            HStack {
                Label("Launch at login", systemImage: "power")
                LaunchAtLogin.Toggle {}
            }
            // The LaunchAtLogin package's Toggle, named by its label closure, no style needed.
            LaunchAtLogin.Toggle {
                Text("Open at login")
            }
        }
    }
}
