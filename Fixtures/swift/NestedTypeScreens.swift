// Views that share a simple name nested in different types (docs/review/swiftui-unseen.md, round
// fifteen, pattern 2): `Settings.HideCompleted.Toggle` and `Settings.CollapsibleSections.Toggle`
// are two types, so two screens named by their qualified names — no duplicate id. Ids the
// project writes (`.accessibilityIdentifier`) are still checked: the second "email" is reported.
import SwiftUI

enum Settings {
    enum HideCompleted {
        static let title = "Hide completed groceries"

        struct Toggle: View {
            @AppStorage("hideCompleted") var hideCompleted = true

            var body: some View {
                SwiftUI.Toggle(Settings.HideCompleted.title, isOn: $hideCompleted)
            }
        }
    }

    enum CollapsibleSections {
        static let title = "Collapsible sections"

        struct Toggle: View {
            @AppStorage("collapsibleSections") var collapsibleSections = true

            var body: some View {
                SwiftUI.Toggle(Settings.CollapsibleSections.title, isOn: $collapsibleSections)
            }
        }
    }
}

// A type nested through an extension is named by the extended type: `Settings.Row`.
extension Settings {
    struct Row: View {
        @State private var sounds = true

        var body: some View {
            SwiftUI.Toggle("Sounds", isOn: $sounds)
        }
    }
}

// Two views of one name local to two functions: the second screen goes by its position.
struct Onboarding {
    func firstPage() -> some View {
        struct Page: View {
            @State private var tips = true
            var body: some View { Toggle("Show tips", isOn: $tips) }
        }
        return Page()
    }

    func lastPage() -> some View {
        struct Page: View {
            @State private var news = false
            var body: some View { Toggle("Send news", isOn: $news) }
        }
        return Page()
    }
}

struct ContactSettings: View {
    @State private var email = true
    @State private var sms = false

    var body: some View {
        Form {
            Toggle("Email", isOn: $email)
                .accessibilityIdentifier("email")
            Toggle("Text messages", isOn: $sms)
                .accessibilityIdentifier("email")
        }
    }
}
