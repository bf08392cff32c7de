import SwiftUI

// The keys below are rows of Resources/Localizable.xcstrings, a string catalogue whose
// sourceLanguage is "en": VoiceOver speaks each key's value in that language.

// Named and hinted by the catalogue: "Sync in the background, Switch button, off, Keeps your lists
// up to date" (not the French value).
struct SyncSettings: View {
    @State private var syncs = false
    var body: some View {
        Form {
            Toggle("catalogue_sync_label", isOn: $syncs)
                .accessibilityHint(String(localized: "catalogue_sync_hint"))
        }
    }
}

// Named by the action its tap takes next, both keys' values action phrases ("Mark as done" /
// "Mark as not done"): no role needed, the title beside it is the task, not its label.
struct TaskRow: View {
    let title: String
    @State private var isDone = false
    var body: some View {
        HStack {
            Button {
                isDone.toggle()
            } label: {
                Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.plain)
            .accessibilityLabel(isDone ? String(localized: "catalogue_mark_not_done") : String(localized: "catalogue_mark_done"))
            Text(title)
        }
    }
}

// A key the catalogue holds with no value (Xcode's own extraction: the key is the English) and a
// key with a value only in French: each is its own value, as Xcode builds it.
struct FilterSheet: View {
    @State private var showsCompleted = true
    @State private var isFrench = false
    var body: some View {
        Form {
            Toggle("Show completed tasks", isOn: $showsCompleted)
            Toggle("catalogue_french_only", isOn: $isFrench)
        }
    }
}
