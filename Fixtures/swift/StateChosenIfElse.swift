// A Toggle named by an `if`/`else` of two texts its own state chooses: the ternary's other
// spelling (StateChosenNames; docs/review/swiftui-unseen.md, holdout round twenty-one, pattern H).
// VoiceOver reads "Deselect All, checked, checkbox": the name says the state again and never what
// is selected, so it is label-missing, as `Text(isOn ? … : …)` is.
import AppKit
import SwiftUI

struct CaskSelectionSheet: View {
    let casks: [String]
    @State private var selected: Set<String> = []
    @State private var allOwn = false
    @State private var showsDetails = false

    private var allSelected: Bool {
        !casks.isEmpty && selected.count == casks.count
    }

    // A computed Binding that reads the Bool the label's `if` reads.
    private var selectAllBinding: Binding<Bool> {
        Binding(
            get: { allSelected },
            set: { selectAll in selected = selectAll ? Set(casks) : [] }
        )
    }

    var body: some View {
        Form {
            Section("Casks to install") {
                // Its own state (the Binding's getter) chooses the name: label-missing.
                Toggle(isOn: selectAllBinding) {
                    if allSelected {
                        Text("Deselect All")
                    } else {
                        Text("Select All")
                    }
                }
                .toggleStyle(.checkbox)
                // Its own @State chooses the name: label-missing.
                Toggle(isOn: $allOwn) {
                    if allOwn {
                        Text("Deselect every cask")
                    } else {
                        Text("Select every cask")
                    }
                }
                .toggleStyle(.checkbox)
                // Another Bool chooses the name: it still names it.
                Toggle(isOn: $allOwn) {
                    if showsDetails {
                        Text("Select all casks")
                    } else {
                        Text("Select all")
                    }
                }
                .toggleStyle(.checkbox)
            }
        }
    }
}
