// A macOS settings pane whose Form is the project's own wrapper view (SPEC §10): SwiftUI shows the
// closure given to `SettingsForm { … }` inside the wrapper's `Form`, so a wrapper whose body is
// `Form { content }.formStyle(.grouped)`, or one whose Form gets `.formStyle(.grouped)` at the call,
// draws its caller's Toggles as switches; a wrapper styled `.columns` (nearer than the call's style)
// or one that is no Form leaves them check boxes.
import AppKit
import SwiftUI

struct SettingsForm<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Form {
            content
        }
        .formStyle(.grouped)
    }
}

struct PlainForm<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        Form {
            Section {
                content()
            }
        }
    }
}

struct ColumnsForm<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Form {
            content
        }
        .formStyle(.columns)
    }
}

struct CardStack<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading) {
            content
        }
        .formStyle(.grouped)
        .padding()
    }
}

struct GeneralPane: View {
    @AppStorage("checkUpdates") private var checkUpdates = true
    @AppStorage("showCount") private var showCount = false

    var body: some View {
        SettingsForm {
            Section {
                Toggle("Check for updates automatically", isOn: $checkUpdates)
                Toggle("Show number of connected volumes", isOn: $showCount)
            }
        }
    }
}

struct NotificationsPane: View {
    @AppStorage("notifyOnMount") private var notifyOnMount = true

    var body: some View {
        PlainForm {
            Toggle("When a volume is connected", isOn: $notifyOnMount)
        }
        .formStyle(.grouped)
    }
}

// Near misses: a wrapper styled `.columns` keeps its check boxes under a grouped call; a wrapper
// that is no Form draws check boxes whatever style it sets.
struct AdvancedPane: View {
    @AppStorage("verboseLog") private var verboseLog = false
    @AppStorage("betaUpdates") private var betaUpdates = false

    var body: some View {
        ColumnsForm {
            Toggle("Verbose logging", isOn: $verboseLog)
        }
        .formStyle(.grouped)
        CardStack {
            Toggle("Receive beta updates", isOn: $betaUpdates)
        }
    }
}
