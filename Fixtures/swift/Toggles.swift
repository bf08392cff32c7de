// SwiftUI Toggles and the modifiers checkbox-lint reads on them (SPEC §10).
import SwiftUI

struct NotificationSettings: View {
    @State private var email = true
    @State private var push = false
    @State private var sms = false
    @AppStorage("digest") private var digest = false
    let item: Item

    var body: some View {
        Form {
            Section("Notifications") {
                Toggle("Email", isOn: $email)
                Toggle(isOn: $push) {
                    Text("Push notifications")
                }
                Toggle("SMS", isOn: $sms)
                    .disabled(true)
            }
            Section {
                Toggle("Weekly digest", isOn: $digest)
                Toggle(item.title, isOn: .constant(true))
            }
            Section(header: Text("Sync")) {
                Toggle("Sync", isOn: $item.enabled)
                    .accessibilityHint("Keeps your data on every device")
                    .accessibilityIdentifier("sync-toggle")
                Toggle("Checkbox for contacts", isOn: $sms)
            }
        }
    }
}

struct HiddenAndSized: View {
    @State private var on = false

    var body: some View {
        VStack {
            Toggle("Decoration", isOn: $on)
                .accessibilityHidden(true)
            Toggle("", isOn: $on)
                .labelsHidden()
                .frame(width: 30, height: 30)
            Toggle("Padded", isOn: $on)
                .frame(width: 30, height: 30)
                .padding(8)
            // checkbox-lint-disable label-missing -- the row's Text names it through .accessibilityLabel at run time
            Toggle("", isOn: $on)
        }
    }
}

struct Item {
    var title: String
    var enabled: Bool
}

/// A stack with a text marked as a heading before its toggles: the set's header.
struct PrivacyOptions: View {
    @State private var analytics = false
    @State private var crashReports = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("Privacy")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            Toggle("Share analytics", isOn: $analytics)
            Toggle("Send crash reports", isOn: $crashReports)
        }
    }
}
