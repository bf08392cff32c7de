// A settings row of a title and a label-hidden switch, combined into one element
// (docs/review/swiftui-unseen.md, round six, pattern 5): VoiceOver reads the one control the row
// holds, named by the row's texts ("Wi-Fi, Switch button, off").
import SwiftUI

struct CombinedTitleRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        HStack(spacing: 12) {
            Text(title)
                .frame(maxWidth: .infinity, alignment: .leading)
            Toggle("", isOn: $isOn)
                .labelsHidden()
        }
        .padding(.horizontal, 16)
        .accessibilityElement(children: .combine)
    }
}

// A literal title and a subtitle, both read, in order.
struct CombinedLiteralRow: View {
    @State private var syncOn = false

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("Sync")
                Text("Over cellular")
            }
            Toggle(isOn: $syncOn) {}
                .labelsHidden()
        }
        .accessibilityElement(children: .combine)
    }
}

// Two controls in one combined row: which one the texts name is not known; stays unnamed.
struct CombinedTwoControls: View {
    @State private var alertsOn = false

    var body: some View {
        HStack {
            Text("Alerts")
            Toggle("", isOn: $alertsOn)
                .labelsHidden()
            Button("Edit") {}
        }
        .accessibilityElement(children: .combine)
    }
}

// Not combined: the title beside the switch is not its name.
struct UncombinedRow: View {
    @State private var muteOn = false

    var body: some View {
        HStack {
            Text("Mute")
            Toggle("", isOn: $muteOn)
                .labelsHidden()
        }
    }
}

// A text hidden from VoiceOver is left out of the combined name.
struct CombinedRowWithHiddenText: View {
    @State private var darkOn = false

    var body: some View {
        HStack {
            Text("Dark mode")
            Text("🌙")
                .accessibilityHidden(true)
            Toggle("", isOn: $darkOn)
                .labelsHidden()
        }
        .accessibilityElement(children: .combine)
    }
}

// A run-time title and a literal one, combined: joined as a section header of the same texts is,
// each run-time part in braces ("{title}, Sync"), known at run time as a whole.
struct CombinedMixedRow: View {
    let title: String
    @State private var syncOn = false

    var body: some View {
        HStack {
            Text(title)
            Text("Sync")
            Toggle("", isOn: $syncOn)
                .labelsHidden()
        }
        .accessibilityElement(children: .combine)
    }
}
