import SwiftUI

// Round thirty-seven, second part, pattern 3: label-missing's advice names the text to give an
// unnamed switch. A required marker shown by an `if` on a required flag, or a text of punctuation
// only, is no name: the row's other text is the one to give.

// The field's label, then "*" while required: the advice names `{label}`.
struct RequiredToggleField: View {
    let label: String
    let isRequired: Bool
    @State private var value = false

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                HStack {
                    Text(label)
                    if isRequired {
                        Text("*").foregroundColor(.red)
                    }
                }
            }
            Spacer()
            Toggle("", isOn: $value)
                .labelsHidden()
        }
    }
}

// A literal label and a bullet always shown: the advice names "Newsletter".
struct BulletToggleRow: View {
    @State private var subscribed = false

    var body: some View {
        HStack {
            Text("•")
            Text("Newsletter")
            Toggle("", isOn: $subscribed)
                .labelsHidden()
        }
    }
}

// Near miss: only a colon beside the switch: the advice names no text.
struct ColonOnlyRow: View {
    @State private var on = false

    var body: some View {
        HStack {
            Text(":")
            Toggle("", isOn: $on)
                .labelsHidden()
        }
    }
}

// Near miss: an `if` on another flag shows the field's title: that text is still named.
struct OptionalTitleRow: View {
    let showsTitle: Bool
    @State private var on = false

    var body: some View {
        HStack {
            if showsTitle {
                Text("Reminders")
            }
            Toggle("", isOn: $on)
                .labelsHidden()
        }
    }
}
