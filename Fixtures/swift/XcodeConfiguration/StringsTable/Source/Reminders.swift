import SwiftUI

// The keys below are rows of Resources/en.lproj/Localizable.strings (UTF-16 with its byte-order
// mark) and Resources/Base.lproj/Localizable.strings: VoiceOver speaks their English values.

struct EventSheet: View {
    @State private var isAllDay = false
    var body: some View {
        Form {
            // Named and hinted by the table: "All Day, Switch button, off, Toggles the all-day setting".
            Toggle("all_day", isOn: $isAllDay)
                .accessibilityHint(String(localized: "a11y_all_day_hint"))
        }
    }
}

// Named by the action its tap takes next, both keys' English values action phrases ("Mark as
// complete" / "Mark as incomplete"): no role needed, the title beside it is the item, not its label.
struct ReminderRow: View {
    let title: String
    @State private var isCompleted = false
    var body: some View {
        HStack {
            Button {
                isCompleted.toggle()
            } label: {
                Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.plain)
            .accessibilityLabel(isCompleted ? String(localized: "a11y_mark_incomplete_label") : String(localized: "a11y_mark_complete_label"))
            .accessibilityHint(String(localized: "a11y_reminder_completion_hint"))
            Text(title)
        }
    }
}

// The same Button named by state words ("Done" / "Not done", the Base table's rows): VoiceOver
// says "Done, Button", no checkbox role; still reported.
struct StatusRow: View {
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
            .accessibilityLabel(isDone ? String(localized: "status_done") : String(localized: "status_not_done"))
            Text(title)
        }
    }
}

// A key no table holds stays a key: its words are known only at run time.
struct MissingKeySheet: View {
    @State private var isOn = false
    var body: some View {
        Toggle("settings.missing.key", isOn: $isOn)
    }
}
