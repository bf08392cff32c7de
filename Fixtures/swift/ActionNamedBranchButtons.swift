// Two Buttons in the branches of an `if`, each named by its action (docs/review/swiftui-unseen.md,
// round twenty, pattern E): one checkbox per row, named by the choice the `if` makes,
// `{highlighted.contains(name) ? "Remove Highlight" : "Highlight"}`. VoiceOver hears the state in
// the action's name: no role-missing.
import SwiftUI

struct HighlightRows: View {
    @State private var highlighted: [String] = []
    let names = ["Caffeine", "Alcohol"]

    var body: some View {
        List {
            Section(header: Text("Substances")) {
                ForEach(names, id: \.self) { name in
                    HStack {
                        Text(name)
                        Spacer()
                        if highlighted.contains(name) {
                            Button {
                                highlighted.removeAll { $0 == name }
                            } label: {
                                Label("Remove Highlight", systemImage: "checkmark.circle").labelStyle(.iconOnly)
                            }
                        } else {
                            Button {
                                highlighted.append(name)
                            } label: {
                                Label("Highlight", systemImage: "circle").labelStyle(.iconOnly)
                            }
                        }
                    }
                }
            }
        }
    }
}

// Titles that say the state, not an action: still role-missing.
struct ChosenRows: View {
    @State private var chosen: [String] = []
    let names = ["Tea", "Coffee"]

    var body: some View {
        List {
            Section(header: Text("Drinks")) {
                ForEach(names, id: \.self) { name in
                    if chosen.contains(name) {
                        Button {
                            chosen.removeAll { $0 == name }
                        } label: {
                            Label(name, systemImage: "checkmark.circle")
                        }
                    } else {
                        Button {
                            chosen.append(name)
                        } label: {
                            Label(name, systemImage: "circle")
                        }
                    }
                }
            }
        }
    }
}
