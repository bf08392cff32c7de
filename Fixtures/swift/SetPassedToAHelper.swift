// Toggles passed in a closure to a helper of the same file that shows a title above them
// (docs/review/swiftui-unseen.md, round six, pattern 3): the set is judged where the helper shows
// it, under the helper's text, with the caller's argument for it.
import SwiftUI

struct StyleOptions: View {
    @State private var isLoading = false
    @State private var isDisabled = false

    var body: some View {
        VStack {
            configSection(title: "Style") {
                Toggle("Loading", isOn: $isLoading)
                Toggle("Disabled", isOn: $isDisabled)
            }
        }
    }

    @ViewBuilder
    private func configSection<Content: View>(title: String, @ViewBuilder content: () -> Content) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title)
                .font(.headline)
            content()
        }
    }
}

// The same helper with its title marked a heading: the set is titled.
struct HeadedOptions: View {
    @State private var sync = false
    @State private var backup = false

    var body: some View {
        headed("Storage") {
            Toggle("Sync", isOn: $sync)
            Toggle("Back up", isOn: $backup)
        }
    }

    private func headed<Content: View>(_ title: String, @ViewBuilder content: () -> Content) -> some View {
        VStack {
            Text(title)
                .accessibilityAddTraits(.isHeader)
            content()
        }
    }
}

// A helper that shows its content before its text: not followed, the switches stay independent
// options, as any with no title.
struct FooterOptions: View {
    @State private var alerts = false
    @State private var sounds = false

    var body: some View {
        footed(note: "Notifications") {
            Toggle("Alerts", isOn: $alerts)
            Toggle("Sounds", isOn: $sounds)
        }
    }

    private func footed<Content: View>(note: String, @ViewBuilder content: () -> Content) -> some View {
        VStack {
            content()
            Text(note)
        }
    }
}

// A view type of the file in the helper's place, its content a `@ViewBuilder` property given by
// the memberwise initializer: the set is titled by the caller's "Privacy".
struct PrivacyOptions: View {
    @State private var analytics = false
    @State private var crashReports = false

    var body: some View {
        OptionsCard(title: "Privacy") {
            Toggle("Share analytics", isOn: $analytics)
            Toggle("Send crash reports", isOn: $crashReports)
        }
    }
}

struct OptionsCard<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
            content
        }
    }
}

// A view type with its own initializer whose title is a heading.
struct LabsOptions: View {
    @State private var beta = false
    @State private var previews = false

    var body: some View {
        HeadedCard("Labs") {
            Toggle("Beta features", isOn: $beta)
            Toggle("Early previews", isOn: $previews)
        }
    }
}

struct HeadedCard<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack {
            Text(title)
                .accessibilityAddTraits(.isHeader)
            content
        }
    }
}
