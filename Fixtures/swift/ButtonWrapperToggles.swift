import SwiftUI

// A design system's settings rows, round thirty-three (second part), pattern 4: a generic row view
// wraps its content in a `Button`, and a caller hands it a `Toggle`. SwiftUI shows the Toggle inside
// that Button's label: VoiceOver meets the Button, named by the row's title, never the Toggle
// (nested-interactive), as it does when the Toggle is written inside the Button.

private struct SettingsRowBase<Accessory: View>: View {
    let icon: String?
    let title: String
    let subtitle: String?
    let action: (() -> Void)?
    let accessory: Accessory

    var body: some View {
        Button(action: { action?() }) {
            HStack(spacing: 16) {
                if let icon { Image(systemName: icon) }
                VStack(alignment: .leading) {
                    Text(title)
                    if let subtitle { Text(subtitle) }
                }
                Spacer()
                accessory
            }
            .padding(.vertical, 11)
        }
        .buttonStyle(.plain)
    }
}

// The Toggle given as a view value: read inside the row's Button, `{title}, Button`.
struct SettingsToggleRow: View {
    @Binding var isOn: Bool
    let title: String

    var body: some View {
        SettingsRowBase(
            icon: "wifi",
            title: title,
            subtitle: nil,
            action: { isOn.toggle() },
            accessory: Toggle("", isOn: $isOn).labelsHidden()
        )
    }
}

// A row whose content is a view-builder closure, given as the trailing closure.
struct TappableCell<Content: View>: View {
    let caption: String
    var onTap: () -> Void = {}
    @ViewBuilder let content: () -> Content

    var body: some View {
        Button {
            onTap()
        } label: {
            HStack {
                Text(caption)
                Spacer()
                content()
            }
        }
    }
}

struct NotificationsRow: View {
    @State private var badges = true

    var body: some View {
        TappableCell(caption: "Badges") {
            Toggle("", isOn: $badges).labelsHidden()
        }
    }
}

// Near misses, silent as before: a row that puts its accessory beside its Button, not in it, keeps
// the Toggle its own switch; so does a wrapper that places the accessory in a Button and beside it.
private struct SideAccessoryRow<Accessory: View>: View {
    let title: String
    let accessory: Accessory

    var body: some View {
        HStack {
            Button(title) {}
            accessory
        }
    }
}

private struct EitherAccessoryRow<Accessory: View>: View {
    let title: String
    let inButton: Bool
    let accessory: Accessory

    var body: some View {
        if inButton {
            Button {} label: { accessory }
        } else {
            accessory
        }
    }
}

struct PrivacyRows: View {
    @State private var analytics = false
    @State private var crashReports = true

    var body: some View {
        VStack {
            SideAccessoryRow(title: "Learn more", accessory: Toggle("Share analytics", isOn: $analytics))
            EitherAccessoryRow(title: "Crash reports", inButton: false, accessory: Toggle("Send crash reports", isOn: $crashReports))
        }
    }
}

// A row of a title and a subtitle: the Button's combined label says both.
struct SyncToggleRow: View {
    @Binding var isOn: Bool
    let title: String
    let detail: String

    var body: some View {
        SettingsRowBase(icon: nil, title: title, subtitle: detail, action: { isOn.toggle() },
                        accessory: Toggle("", isOn: $isOn).labelsHidden())
    }
}
