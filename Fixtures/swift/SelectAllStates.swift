// A "select all" box whose state is computed from the items its tap sets (docs/review/swiftui-unseen.md,
// round thirty-seven: hholdout37a pattern 2, a packing list's theme row): the symbol chosen by
// `items.first(where: { !$0.isPacked }) == nil`, by a computed Bool `items.allSatisfy(\.isPacked)`, or
// by `!items.contains { !$0.done }`, the tap setting that field on every item (a loop over the indices,
// `items = items.map { … }`). Each is a checkbox a stored Bool's box would be. The near misses (the
// last types): a tap that sets another field of every item, and one that sets the first item only.
// Then two loops of the rows on a card (a shape under them), with and without a navigation title.
import SwiftUI

struct PackItem: Identifiable {
    var id = UUID()
    var name: String
    var isPacked = false
    var isHidden = false
}

struct ThemeRow: View {
    var theme: String
    @State var items: [PackItem]

    var body: some View {
        HStack(spacing: 0) {
            Button {
                if items.first(where: { !$0.isPacked }) == nil {
                    for index in items.indices { items[index].isPacked = false }
                } else {
                    for index in items.indices { items[index].isPacked = true }
                }
            } label: {
                Image(systemName: items.first(where: { !$0.isPacked }) == nil ? "checkmark.circle.fill" : "circle")
                    .frame(width: 44, height: 44)
            }
            Text(theme)
            Spacer()
        }
    }
}

struct PackAllRow: View {
    @State var items: [PackItem]
    var allPacked: Bool { items.allSatisfy(\.isPacked) }

    var body: some View {
        HStack {
            Button {
                let value = !allPacked
                for index in items.indices { items[index].isPacked = value }
            } label: {
                Image(systemName: allPacked ? "checkmark.square.fill" : "square")
                    .frame(width: 44, height: 44)
            }
            Text("Pack everything")
        }
    }
}

struct Chore: Identifiable {
    var id = UUID()
    var title: String
    var done = false
}

struct ChoresHeader: View {
    @Binding var chores: [Chore]

    var body: some View {
        HStack {
            Text("All chores")
            Spacer()
            Image(systemName: !chores.contains { !$0.done } ? "checkmark.square.fill" : "square")
                .frame(width: 44, height: 44)
                .onTapGesture {
                    let all = !chores.contains { !$0.done }
                    chores = chores.map { chore in
                        var changed = chore
                        changed.done = !all
                        return changed
                    }
                }
        }
    }
}

struct HideAllRow: View {
    @State var items: [PackItem]

    var body: some View {
        HStack {
            Button {
                for index in items.indices { items[index].isHidden = true }
            } label: {
                Image(systemName: items.allSatisfy(\.isPacked) ? "checkmark.circle.fill" : "circle")
                    .frame(width: 44, height: 44)
            }
            Text("Hide all")
        }
    }
}

struct FirstItemRow: View {
    @State var items: [PackItem]

    var body: some View {
        HStack {
            Button {
                if !items.isEmpty { items[0].isPacked = true }
            } label: {
                Image(systemName: items.allSatisfy { $0.isPacked } ? "checkmark.circle.fill" : "circle")
                    .frame(width: 44, height: 44)
            }
            Text("First item")
        }
    }
}

// A loop of the select-all rows on a card: the card's shape under them in a `ZStack` is no element, so
// the set opens the screen and the navigation title names it (no group-header-missing); without the
// title, the set has none.
struct PackingSheet: View {
    var themes: [String]
    var items: [PackItem]

    var body: some View {
        NavigationStack {
            ScrollView {
                ZStack {
                    RoundedRectangle(cornerRadius: 8)
                        .foregroundStyle(.white)
                    VStack(spacing: 0) {
                        ForEach(themes, id: \.self) { theme in
                            ThemeRow(theme: theme, items: items)
                        }
                    }
                }
            }
            .navigationTitle("Add items")
        }
    }
}

struct UntitledPackingSheet: View {
    var themes: [String]
    var items: [PackItem]

    var body: some View {
        ScrollView {
            ZStack {
                RoundedRectangle(cornerRadius: 8)
                    .foregroundStyle(.white)
                VStack(spacing: 0) {
                    ForEach(themes, id: \.self) { theme in
                        ThemeRow(theme: theme, items: items)
                    }
                }
            }
        }
    }
}
