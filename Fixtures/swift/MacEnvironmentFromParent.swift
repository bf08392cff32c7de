// A macOS settings window whose panes are other views of the file (SPEC §10): `.formStyle`,
// `.toggleStyle` and `.disabled(true)` set around the place a view is shown reach the views inside
// it, as SwiftUI's environment does. Where the places that show a view disagree, or nothing in the
// file shows it, the view is read from its own code.
import AppKit
import SwiftUI

struct SettingsWindow: View {
    @State private var tab = "general"

    var body: some View {
        NavigationSplitView {
            List {
                Text("General")
                Text("Privacy")
            }
        } detail: {
            switch tab {
            case "general":
                GeneralPane()
            case "privacy":
                PrivacyPane()
            default:
                LayoutPane()
            }
        }
        .formStyle(.grouped)
    }
}

// Shown only under the window's grouped style: its Toggles are switches, also those of the helper
// its Form shows.
struct GeneralPane: View {
    @State private var launchAtLogin = false
    @State private var debugLogging = false

    var body: some View {
        Form {
            Section("Startup") {
                Toggle("Launch at login", isOn: $launchAtLogin)
            }
            advanced()
        }
    }

    @ViewBuilder
    func advanced() -> some View {
        Section("Advanced") {
            Toggle("Debug logging", isOn: $debugLogging)
        }
    }
}

// Shown under the grouped window and in a plain sheet: the places disagree, so its Toggle is read
// from its own code, a check box.
struct PrivacyPane: View {
    @State private var shareAnalytics = false

    var body: some View {
        Form {
            Toggle("Share analytics", isOn: $shareAnalytics)
        }
    }
}

struct OnboardingSheet: View {
    var body: some View {
        PrivacyPane()
    }
}

// Under the grouped window, but its own Form is styled nearer: its style wins.
struct LayoutPane: View {
    @State private var compact = false

    var body: some View {
        Form {
            Toggle("Compact layout", isOn: $compact)
        }
        .formStyle(.columns)
    }
}

// Shown by nothing in this file: read from its own code.
struct StandalonePane: View {
    @State private var sounds = true

    var body: some View {
        Form {
            Toggle("Play sounds", isOn: $sounds)
        }
    }
}

// A toolbar's filters: the parent makes them switches, and disables the locked ones.
struct FiltersBar: View {
    @State private var locked = true

    var body: some View {
        VStack {
            FilterToggles()
                .toggleStyle(.switch)
            LockedFilters()
                .disabled(true)
            MaybeLockedFilters()
                .disabled(locked)
        }
    }
}

struct FilterToggles: View {
    @State private var unread = false

    var body: some View {
        Toggle("Unread only", isOn: $unread)
    }
}

struct LockedFilters: View {
    @State private var archived = false

    var body: some View {
        Toggle("Include archived", isOn: $archived)
    }
}

// Disabled by a value known at run time: not shown as dimmed.
struct MaybeLockedFilters: View {
    @State private var drafts = false

    var body: some View {
        Toggle("Include drafts", isOn: $drafts)
    }
}

#Preview {
    // A preview is no place a user meets: it does not make the window's panes disagree.
    GeneralPane()
}
