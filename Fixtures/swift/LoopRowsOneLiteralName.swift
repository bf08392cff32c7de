import SwiftUI

// Rows of a loop whose checkbox is named by one literal, beside a text made from the row's item:
// every row reads the same name (round fourteen, pattern C).
struct Item: Identifiable { let id: Int; let s: String; var on = false }

// Fires: every row reads "isOn".
struct RowsNamedIsOn: View {
    @State var items: [Item] = []
    var body: some View {
        List($items) { $item in
            HStack {
                Text(item.s)
                Spacer()
                Toggle("isOn", isOn: $item.on)
                    .labelsHidden()
            }
        }
    }
}

// Fires: a literal accessibility label is the same on every row too.
struct RowsLabelledEnabled: View {
    @State var items: [Item] = []
    var body: some View {
        List {
            Section("Servers") {
                ForEach($items) { $item in
                    HStack {
                        Text("Server \(item.s)")
                        Toggle("", isOn: $item.on)
                            .accessibilityLabel("Enabled")
                    }
                }
            }
        }
    }
}

// Does not fire: each row's Toggle is named by its item.
struct RowsNamedByItem: View {
    @State var items: [Item] = []
    var body: some View {
        List {
            Section("Items") {
                ForEach($items) { $item in
                    HStack {
                        Text(item.s)
                        Toggle(item.s, isOn: $item.on)
                            .labelsHidden()
                    }
                }
            }
        }
    }
}

// Does not fire: labelled by the item.
struct RowsLabelledByItem: View {
    @State var items: [Item] = []
    var body: some View {
        List {
            Section("Items") {
                ForEach($items) { $item in
                    HStack {
                        Text(item.s)
                        Toggle("isOn", isOn: $item.on)
                            .accessibilityLabel(item.s)
                    }
                }
            }
        }
    }
}

// Does not fire: the rows show no text made from their item.
struct RowsWithoutItemText: View {
    @State var items: [Item] = []
    var body: some View {
        List {
            Section("Items") {
                ForEach($items) { $item in
                    HStack {
                        Text("Row")
                        Toggle("Include", isOn: $item.on)
                    }
                }
            }
        }
    }
}

// Does not fire: no loop.
struct OneRow: View {
    @State var name = "Wi-Fi"
    @State var on = false
    var body: some View {
        HStack {
            Text(name)
            Toggle("isOn", isOn: $on)
                .labelsHidden()
        }
    }
}

// Fires: a hand-made box Button labelled "Select" on every row.
struct RowsPickedBySelect: View {
    @State var items: [Item] = []
    var body: some View {
        List {
            Section("Items") {
                ForEach($items) { $item in
                    HStack {
                        Text(item.s)
                        Spacer()
                        Button { item.on.toggle() } label: {
                            Image(systemName: item.on ? "checkmark.square" : "square")
                        }
                        .accessibilityLabel("Select")
                    }
                }
            }
        }
    }
}

// Fires: the row reads its item through a value the loop's content takes from it first.
struct RowsThroughAValue: View {
    @State var items: [Item] = []
    var body: some View {
        List($items) { itemBinding in
            let item = itemBinding.wrappedValue
            HStack {
                Text(item.s)
                Toggle("isOn", isOn: itemBinding.on)
                    .labelsHidden()
            }
        }
    }
}

// Does not fire: two texts made from the item; which one names the row is not known.
struct RowsWithTwoItemTexts: View {
    @State var items: [Item] = []
    var body: some View {
        List {
            Section("Items") {
                ForEach($items) { $item in
                    HStack {
                        Text(item.s)
                        Text("#\(item.id)")
                        Toggle("isOn", isOn: $item.on)
                    }
                }
            }
        }
    }
}
