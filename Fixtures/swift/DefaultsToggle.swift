// The Defaults package's Toggle (sindresorhus/Defaults, Sources/Defaults/SwiftUI.swift): its body
// is SwiftUI's `Toggle(isOn:label:)` bound to the key, so it is read as a Toggle whatever follows
// it — named by its title or its label closure, its state the key's (docs/review/swiftui-unseen.md,
// holdout round twenty-one, pattern A). A macOS settings pane: check boxes.
import AppKit
import SwiftUI
import Defaults
import SettingsKit

struct GeneralPane: View {
    var body: some View {
        Form {
            // A label closure, no style: a check box named by its Text.
            Defaults.Toggle(key: .showInMenuBar) {
                Text("Show in menu bar")
            }
            // A title, no style.
            Defaults.Toggle("Highlight interactive elements", key: .highlight)
            // A title that says the role VoiceOver already says: label-redundant-role.
            Defaults.Toggle("Play sounds checkbox", key: .playSounds)
            // A style after it: read as before.
            Defaults.Toggle(key: .allowAnalytics) {
                Text("Collect analytics")
            }
            .toggleStyle(.switch)
            // Another package's Toggle with a title and no proof: its drawing unknown, unread.
            SettingsKit.Toggle("Use compact rows", key: .compactRows)
            // A `Defaults.Toggle` not bound to a key is not the package's: unread.
            Defaults.Toggle("Reset all settings")
        }
    }
}
