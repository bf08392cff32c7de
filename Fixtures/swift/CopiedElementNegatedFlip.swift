import SwiftUI

struct PackItem: Identifiable {
    let id: Int
    var title: String
    var checked = false
    var archived = false
}

// The flip written to a copy of each element in a `map`: `var item = $0`, then `item.checked =
// !$0.checked` for the tapped one. A flip of `checked`, as `item.checked.toggle()` is: the Button's
// symbol follows it, a checkbox.
struct PackList: View {
    @State private var items: [PackItem] = [PackItem(id: 1, title: "Charger"), PackItem(id: 2, title: "Jacket")]

    var body: some View {
        List {
            ForEach(items) { item in
                HStack {
                    Text(item.title)
                    Spacer()
                    Button {
                        toggleItem(item)
                    } label: {
                        Image(systemName: item.checked ? "checkmark.circle.fill" : "circle")
                    }
                }
            }
        }
    }

    func toggleItem(_ item: PackItem) {
        items = items.map {
            var copy = $0
            if $0.id == item.id { copy.checked = !$0.checked }
            return copy
        }
    }
}

// Near miss: the copy's other Bool negated (`archived`, which the symbol does not show): no flip of
// `checked`, no checkbox.
struct ArchiveList: View {
    @State private var items: [PackItem] = [PackItem(id: 1, title: "Charger")]

    var body: some View {
        List {
            ForEach(items) { item in
                HStack {
                    Text(item.title)
                    Spacer()
                    Button {
                        archive(item)
                    } label: {
                        Image(systemName: item.checked ? "checkmark.circle.fill" : "circle")
                    }
                }
            }
        }
    }

    func archive(_ item: PackItem) {
        items = items.map {
            var copy = $0
            if $0.id == item.id { copy.checked = !$0.archived }
            return copy
        }
    }
}
