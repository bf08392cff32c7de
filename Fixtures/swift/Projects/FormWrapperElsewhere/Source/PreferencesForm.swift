// A settings window's Form wrapper, kept in a file of its own: the panes of other files give it
// their rows (`VolumesPane.swift`), and its body places them in a grouped Form.
import AppKit
import SwiftUI

struct PreferencesForm<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        Form {
            Section {
                EmptyView()
            } footer: {
                Rectangle().frame(height: 0)
            }
            content
        }
        .formStyle(.grouped)
    }
}

// No Form: its rows stay check boxes.
struct InsetPanel<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        GroupBox {
            content
        }
        .formStyle(.grouped)
    }
}

// The window's own row below the panes: in no Form, a check box.
struct MenuBarRow: View {
    @AppStorage("showInMenuBar") private var showInMenuBar = true

    var body: some View {
        VStack {
            Toggle("Show in menu bar", isOn: $showInMenuBar)
        }
    }
}
