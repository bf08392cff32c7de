import SwiftUI

// Interpolated strings, shown as VoiceOver says them: the literal parts as text, each
// interpolation as the value it shows, in braces. The text is known only at run time, so no
// text rule judges it; a literal part still names the control.
struct ReminderSettings: View {
    @State private var remind = false
    @State private var weekly = true
    @State private var shared = false
    @State private var option = false
    let days: Int
    let name: String

    var body: some View {
        Form {
            Section("Reminders for \(name)") {
                Toggle("Remind me \(days) days before", isOn: $remind)
                Toggle(isOn: $weekly) {
                    Text("Every \(days, specifier: "%d") weeks")
                }
                Toggle("\(name)", isOn: $shared)
                // "Option" alone would be a placeholder; "Option {days}" names the days.
                Toggle("Option \(days)", isOn: $option)
            }
        }
    }
}

struct OrderRow: View {
    @State private var chosen = false
    let count: Int

    var body: some View {
        VStack {
            Toggle("x", isOn: $chosen)
                .accessibilityLabel("Select \(count) items")
                .accessibilityHint(String(localized: "Adds \(count) items to the order"))
            OUDSCheckboxItem(isOn: $chosen, label: "Notify \(count) people")
        }
    }
}

// An unnamed Toggle stays unnamed: an interpolation elsewhere does not name it.
struct UnnamedBesideInterpolation: View {
    @State private var on = false
    let count: Int

    var body: some View {
        HStack {
            Text("\(count) new")
            Toggle("", isOn: $on)
        }
    }
}
