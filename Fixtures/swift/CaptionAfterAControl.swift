// A plain text right after another control is that control's caption (docs/review/swiftui-unseen.md,
// round seven, pattern 4): not a title of the checkboxes after it.
import SwiftUI

struct GeneralPane: View {
    @State private var method = 0
    @State private var launchAtLogin = false
    @State private var showInMenuBar = false

    var body: some View {
        VStack(alignment: .leading) {
            Picker("Updates", selection: $method) {
                Text("Automatic").tag(0)
                Text("Manual").tag(1)
            }
            Text("Updates are downloaded and installed in the background.")
                .font(.caption)
            Toggle("Launch at login", isOn: $launchAtLogin)
                .toggleStyle(.checkbox)
            Toggle("Show in the menu bar", isOn: $showInMenuBar)
                .toggleStyle(.checkbox)
        }
    }
}

// The same text with no control before it stands before the checkboxes: it titles them, and is no heading.
struct StartupPane: View {
    @State private var launchAtLogin = false
    @State private var showInMenuBar = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("At startup")
            Toggle("Launch at login", isOn: $launchAtLogin)
                .toggleStyle(.checkbox)
            Toggle("Show in the menu bar", isOn: $showInMenuBar)
                .toggleStyle(.checkbox)
        }
    }
}
