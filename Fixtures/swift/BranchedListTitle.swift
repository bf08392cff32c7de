import SwiftUI

// A multi-select list that is one branch of a `Group { if … else … }` whose navigation title is set
// on the `Group` (Aidoku's `MultiSelectDestination`, met in round twenty-four's review run once
// the loop body's `let selected` was read): the title is the set's, `(group title) {title},
// Heading`, and no group-header-missing (`OptionsPage`). Without the title (`UntitledOptionsPage`)
// the set has no header: group-header-missing, at the loop's checkbox.
struct OptionsPage: View {
    let title: String
    let values: [String]
    let custom: AnyView?
    @Binding var chosen: [String]

    var body: some View {
        Group {
            if let custom {
                custom
            } else {
                List {
                    ForEach(values, id: \.self) { value in
                        let selected = chosen.contains(value)
                        Button {
                            if selected {
                                chosen.removeAll { $0 == value }
                            } else {
                                chosen.append(value)
                            }
                        } label: {
                            HStack {
                                Text(value)
                                Spacer()
                                if selected {
                                    Image(systemName: "checkmark")
                                }
                            }
                        }
                    }
                }
            }
        }
        .navigationTitle(title)
    }
}

struct UntitledOptionsPage: View {
    let values: [String]
    let custom: AnyView?
    @Binding var chosen: [String]

    var body: some View {
        Group {
            if let custom {
                custom
            } else {
                List {
                    ForEach(values, id: \.self) { value in
                        let selected = chosen.contains(value)
                        Button {
                            if selected {
                                chosen.removeAll { $0 == value }
                            } else {
                                chosen.append(value)
                            }
                        } label: {
                            HStack {
                                Text(value)
                                Spacer()
                                if selected {
                                    Image(systemName: "checkmark")
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
