// A set under a plain title of its own, in a stack inside a form's section with no header,
// after another switch of the section (docs/review/swiftui-unseen.md, round nineteen, pattern D):
// the stack is the set, and its text its title, also when a checkbox of it sits in a row beside a
// picker.
import SwiftUI

// Fires group-header-missing at "Keep scrolling after release", naming 'Modes'.
struct AutoScrollSection: View {
    @State private var enabled = true
    @State private var keepScrolling = false
    @State private var holdToScroll = true
    @State private var activation = 0

    var body: some View {
        Form {
            Section {
                Toggle("Enable autoscroll", isOn: $enabled)

                if enabled {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Modes")
                            .font(.headline)

                        HStack(spacing: 12) {
                            Toggle("Keep scrolling after release", isOn: $keepScrolling)
                                .toggleStyle(.checkbox)

                            Spacer(minLength: 12)

                            if keepScrolling {
                                Picker(String(""), selection: $activation) {
                                    Text("Short press").tag(0)
                                    Text("Long press").tag(1)
                                }
                                .labelsHidden()
                            }
                        }

                        Toggle("Hold to scroll", isOn: $holdToScroll)
                            .toggleStyle(.checkbox)
                    }
                }
            }
        }
        .formStyle(.grouped)
    }
}

// Silent: the title is marked as a heading.
struct AutoScrollHeading: View {
    @State private var enabled = true
    @State private var keepScrolling = false
    @State private var holdToScroll = true

    var body: some View {
        Form {
            Section {
                Toggle("Enable autoscroll", isOn: $enabled)
                VStack(alignment: .leading, spacing: 8) {
                    Text("Modes")
                        .font(.headline)
                        .accessibilityAddTraits(.isHeader)
                    Toggle("Keep scrolling after release", isOn: $keepScrolling)
                        .toggleStyle(.checkbox)
                    Toggle("Hold to scroll", isOn: $holdToScroll)
                        .toggleStyle(.checkbox)
                }
            }
        }
        .formStyle(.grouped)
    }
}

// Silent: a section with a header titles what it holds.
struct AutoScrollTitledSection: View {
    @State private var keepScrolling = false
    @State private var holdToScroll = true

    var body: some View {
        Form {
            Section("Autoscroll") {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Modes")
                    Toggle("Keep scrolling after release", isOn: $keepScrolling)
                        .toggleStyle(.checkbox)
                    Toggle("Hold to scroll", isOn: $holdToScroll)
                        .toggleStyle(.checkbox)
                }
            }
        }
        .formStyle(.grouped)
    }
}

// Silent: rows of a caption and one checkbox each, in a section that mixes them with a picker:
// separate settings, each named by its row.
struct ClickSettings: View {
    @State private var left = true
    @State private var right = false
    @State private var mode = 0

    var body: some View {
        Form {
            Section {
                Picker("Method", selection: $mode) {
                    Text("Classic").tag(0)
                    Text("Modern").tag(1)
                }
                VStack(alignment: .leading) {
                    Text("Left button")
                    Toggle("Debounce", isOn: $left)
                        .toggleStyle(.checkbox)
                }
                VStack(alignment: .leading) {
                    Text("Right button")
                    Toggle("Debounce right", isOn: $right)
                        .toggleStyle(.checkbox)
                }
            }
        }
        .formStyle(.grouped)
    }
}
