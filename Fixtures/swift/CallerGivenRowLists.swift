import SwiftUI

// Multi-select lists whose Button's whole label is a row their callers build, through a closure
// property the list calls with the chosen Bool (round twenty-four, E2; the kit's
// `VGRMultiSelectionList` with `VGRCheckRow`). The rows are read in the callers' closures.
// Found, at the list's Button: `TickedRowList` (its caller's `TickedFruitRow` adds `.isSelected` while
// chosen: no finding, the state said by the trait) and `MarkedRowList` (its caller's row shows a
// checkmark with no trait: role-missing). Silent: `PickedRowList` (a single choice, set by
// assignment), `OutsideRowList` (its caller's row is a view declared nowhere here: not read) and
// `UncalledRowList` (no caller: what its rows say is unknown).

struct TickedFruitRow: View {
    var title: String
    var isSelected: Bool

    var body: some View {
        HStack {
            Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                .accessibilityHidden(true)
            Text(title)
        }
        .contentShape(Rectangle())
        .accessibilityAddTraits(isSelected ? [.isSelected] : [])
    }
}

struct TickedRowList<Item: Identifiable & Hashable, Row: View>: View {
    let items: [Item]
    @Binding var selection: Set<Item>
    let row: (Item, Bool) -> Row

    var body: some View {
        VStack {
            ForEach(items) { item in
                let isSelected = selection.contains(item)
                Button {
                    toggle(item)
                } label: {
                    row(item, isSelected)
                }
                .buttonStyle(.plain)
            }
        }
    }

    private func toggle(_ item: Item) {
        if selection.contains(item) {
            selection.remove(item)
        } else {
            selection.insert(item)
        }
    }
}

struct MarkedRowList<Item: Identifiable & Hashable, Row: View>: View {
    let items: [Item]
    @Binding var selection: Set<Item>
    @ViewBuilder var content: (Item, Bool) -> Row

    var body: some View {
        VStack {
            ForEach(items) { item in
                Button {
                    if selection.contains(item) { selection.remove(item) } else { selection.insert(item) }
                } label: {
                    content(item, selection.contains(item))
                }
            }
        }
    }
}

struct PickedRowList<Item: Identifiable & Hashable, Row: View>: View {
    let items: [Item]
    @Binding var selection: Item?
    let row: (Item, Bool) -> Row

    var body: some View {
        VStack {
            ForEach(items) { item in
                let isSelected = selection == item
                Button {
                    selection = item
                } label: {
                    row(item, isSelected)
                }
            }
        }
    }
}

struct OutsideRowList<Item: Identifiable & Hashable, Row: View>: View {
    let items: [Item]
    @Binding var selection: Set<Item>
    let row: (Item, Bool) -> Row

    var body: some View {
        VStack {
            ForEach(items) { item in
                let isSelected = selection.contains(item)
                Button {
                    if isSelected { selection.remove(item) } else { selection.insert(item) }
                } label: {
                    row(item, isSelected)
                }
            }
        }
    }
}

struct UncalledRowList<Item: Identifiable & Hashable, Row: View>: View {
    let items: [Item]
    @Binding var selection: Set<Item>
    let row: (Item, Bool) -> Row

    var body: some View {
        VStack {
            ForEach(items) { item in
                let isSelected = selection.contains(item)
                Button {
                    if isSelected { selection.remove(item) } else { selection.insert(item) }
                } label: {
                    row(item, isSelected)
                }
            }
        }
    }
}

struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct FruitScreen: View {
    let fruits: [Fruit]
    @State private var liked: Set<Fruit> = []
    @State private var bought: Set<Fruit> = []
    @State private var favourite: Fruit?
    @State private var packed: Set<Fruit> = []

    var body: some View {
        Form {
            Section("Liked") {
                TickedRowList(items: fruits, selection: $liked) { fruit, selected in
                    TickedFruitRow(title: fruit.name, isSelected: selected)
                }
            }
            Section("Bought") {
                MarkedRowList(items: fruits, selection: $bought) { fruit, chosen in
                    HStack {
                        Text(fruit.name)
                        Spacer()
                        Image(systemName: chosen ? "checkmark" : "circle")
                    }
                }
            }
            Section("Favourite") {
                PickedRowList(items: fruits, selection: $favourite) { fruit, selected in
                    HStack {
                        Text(fruit.name)
                        if selected { Image(systemName: "checkmark") }
                    }
                }
            }
            Section("Packed") {
                OutsideRowList(items: fruits, selection: $packed) { fruit, selected in
                    KitCheckRow(fruit.name, checked: selected)
                }
            }
        }
    }
}
