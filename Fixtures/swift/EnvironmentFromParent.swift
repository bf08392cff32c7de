// iOS screens made of views of the file (SPEC §10): `.accessibilityHidden(true)`, `.toggleStyle(…)`
// and `.disabled(true)` set where a view is shown reach the views inside it, as SwiftUI's
// environment does, also two views deep. A view shown in places that disagree is read from its
// own code. A hand-made checkbox hidden by every view that shows it is never met either.
import SwiftUI

struct ComposeScreen: View {
    var body: some View {
        VStack {
            // Hidden from VoiceOver where it is shown: its unnamed Toggle is never met.
            DecorativeSwitch()
                .accessibilityHidden(true)
            // Hidden in one place, shown in the other: its unnamed Toggle is met there.
            SometimesHiddenSwitch()
                .accessibilityHidden(true)
            SometimesHiddenSwitch()
            FormatBar()
                .toggleStyle(.button)
            AccountSection()
                .disabled(true)
        }
    }
}

struct DecorativeSwitch: View {
    @State private var on = true

    var body: some View {
        Toggle("", isOn: $on)
    }
}

struct SometimesHiddenSwitch: View {
    @State private var on = false

    var body: some View {
        Toggle("", isOn: $on)
    }
}

// Buttons where the screen shows it.
struct FormatBar: View {
    @State private var bold = false

    var body: some View {
        Toggle("Bold", isOn: $bold)
    }
}

// Shown by nothing in this file: a switch.
struct PlainFormatBar: View {
    @State private var italic = false

    var body: some View {
        Toggle("Italic", isOn: $italic)
    }
}

// Disabled by the screen, and so is the row it shows.
struct AccountSection: View {
    var body: some View {
        Section("Account") {
            AccountRow()
        }
    }
}

struct AccountRow: View {
    @State private var sync = true

    var body: some View {
        Toggle("Sync contacts", isOn: $sync)
    }
}

// A view that shows itself (a folder's subfolders): each inner row gets what the outer one is
// given, so the screen disables them all.
struct FolderRow: View {
    let depth: Int
    @State private var included = false

    var body: some View {
        Toggle("Include folder", isOn: $included)
        if depth < 3 {
            FolderRow(depth: depth + 1)
        }
    }
}

struct FoldersScreen: View {
    var body: some View {
        FolderRow(depth: 0)
            .disabled(true)
    }
}

// Hand-made checkboxes: one hidden by the only view that shows it (a decorative copy beside a real
// control), never met by VoiceOver; its twin shown as it is.
struct ChecksScreen: View {
    var body: some View {
        VStack {
            DecorativeCheck()
                .accessibilityHidden(true)
            VisibleCheck()
        }
    }
}

struct DecorativeCheck: View {
    @State private var on = false

    var body: some View {
        Image(systemName: on ? "checkmark.square" : "square")
            .onTapGesture { on.toggle() }
    }
}

struct VisibleCheck: View {
    @State private var on = false

    var body: some View {
        Image(systemName: on ? "checkmark.square" : "square")
            .onTapGesture { on.toggle() }
    }
}
