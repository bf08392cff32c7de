// A navigation title names a set that comes after fields naming or adding to it (round thirty-six,
// hholdout36a pattern 2): the list's name field and an add-item field whose submit appends to the
// collection the loop draws stand between the title and the items; VoiceOver's nearest heading above
// the items is still the screen's title. Another control or other content there still leaves the set
// untitled (the search field of NavigationTitleSet.swift's third view).
import SwiftUI

struct ShoppingItem: Identifiable {
    let id = UUID()
    var name: String
    var bought = false
}

struct ShoppingList {
    var name = ""
    var items: [ShoppingItem] = []
}

final class ShoppingStore {
    func add(title: String, items: [ShoppingItem]) {}
}

// Titled: the list's name (saved with the items) and an add-item field, then the items.
struct NewShoppingListSheet: View {
    let store: ShoppingStore
    @State private var title = ""
    @State private var items: [ShoppingItem] = []
    @State private var newItem = ""

    var body: some View {
        NavigationStack {
            VStack {
                HStack {
                    Image(systemName: "cart")
                    TextField("List name", text: $title)
                }
                HStack {
                    TextField("Add item", text: $newItem)
                        .onSubmit(addItem)
                }
                ForEach($items) { $item in
                    Button {
                        item.bought.toggle()
                    } label: {
                        HStack {
                            Image(systemName: item.bought ? "checkmark.circle.fill" : "circle")
                            Text(item.name)
                        }
                    }
                    .accessibilityAddTraits(item.bought ? .isSelected : [])
                }
            }
            .navigationTitle("New Shopping List")
            .toolbar {
                Button("Save") { store.add(title: title, items: items) }
            }
        }
    }

    private func addItem() {
        items.append(ShoppingItem(name: newItem))
        newItem = ""
    }
}

// Titled: a field bound to the name of the model whose items the list shows.
struct EditShoppingList: View {
    @Binding var list: ShoppingList

    var body: some View {
        List {
            TextField("Name", text: $list.name)
            ForEach($list.items) { $item in
                Button {
                    item.bought.toggle()
                } label: {
                    HStack {
                        Image(systemName: item.bought ? "checkmark.circle.fill" : "circle")
                        Text(item.name)
                    }
                }
                .accessibilityAddTraits(item.bought ? .isSelected : [])
            }
        }
        .navigationTitle("Edit List")
    }
}

// Untitled: a field that neither names nor adds to the set (a note, kept apart from the items).
struct ShoppingListWithNote: View {
    @State private var note = ""
    @State private var items: [ShoppingItem] = []

    var body: some View {
        VStack {
            TextField("Note", text: $note)
            ForEach($items) { $item in
                Button {
                    item.bought.toggle()
                } label: {
                    HStack {
                        Image(systemName: item.bought ? "checkmark.circle.fill" : "circle")
                        Text(item.name)
                    }
                }
                .accessibilityAddTraits(item.bought ? .isSelected : [])
            }
        }
        .navigationTitle("Shopping")
    }
}

// Untitled: an add-item field, but a text of other content between the title and the items.
struct ShoppingListWithTip: View {
    @State private var items: [ShoppingItem] = []
    @State private var newItem = ""

    var body: some View {
        VStack {
            TextField("Add item", text: $newItem)
                .onSubmit { items.append(ShoppingItem(name: newItem)) }
            Text("Tap an item when it is in the basket.")
            ForEach($items) { $item in
                Button {
                    item.bought.toggle()
                } label: {
                    HStack {
                        Image(systemName: item.bought ? "checkmark.circle.fill" : "circle")
                        Text(item.name)
                    }
                }
                .accessibilityAddTraits(item.bought ? .isSelected : [])
            }
        }
        .navigationTitle("Shopping")
    }
}
