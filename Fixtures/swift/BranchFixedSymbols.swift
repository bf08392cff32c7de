import SwiftUI

struct PackingItem: Identifiable {
    let id: Int
    var title: String
    var checked = false
    var archived = false
}

// A check whose symbol is fixed per section, the section chosen by the Bool the tap flips: the
// unpacked items' rows show `circle`, the packed items' `checkmark.circle.fill`, and a tap moves
// the item to the other section. Each Button is the checkbox of `checked`, as if its symbol were
// `checked ? "checkmark.circle.fill" : "circle"`: one line each, named by its symbol.
struct PackingList: View {
    @State private var items: [PackingItem] = [PackingItem(id: 1, title: "Charger"), PackingItem(id: 2, title: "Jacket")]

    var body: some View {
        List {
            Section {
                let unpacked = items.filter { !$0.checked }
                if unpacked.isEmpty {
                    Text("All packed")
                } else {
                    ForEach(unpacked) { item in
                        HStack {
                            Text(item.title)
                            Spacer()
                            // ↓ fires here (unpacked: `circle`)
                            Button {
                                withAnimation {
                                    toggleItem(item)
                                }
                            } label: {
                                Image(systemName: "circle")
                            }
                        }
                    }
                }
            } header: {
                Text("Unpacked")
            }
            Section {
                ForEach(items.filter { $0.checked }) { item in
                    HStack {
                        Text(item.title)
                        Spacer()
                        // ↓ fires here (packed: `checkmark.circle.fill`)
                        Button {
                            withAnimation {
                                toggleItem(item)
                            }
                        } label: {
                            Image(systemName: "checkmark.circle.fill")
                                .foregroundColor(.secondary)
                        }
                    }
                }
            } header: {
                Text("Already Packed")
            }
        }
    }

    func toggleItem(_ item: PackingItem) {
        items = items.map {
            var copy = $0
            if $0.id == item.id { copy.checked = !$0.checked }
            return copy
        }
    }
}

struct Chore: Identifiable {
    let id: Int
    var name: String
    var done = false
}

// The same through computed properties (`filter(\.done)` and `filter { chore in !chore.done }`),
// the flip in a method of the type: one checkbox in each section.
struct ChoreBoard: View {
    @State private var chores: [Chore] = [Chore(id: 1, name: "Dishes")]

    private var openChores: [Chore] { chores.filter { chore in !chore.done } }
    private var doneChores: [Chore] { chores.filter(\.done) }

    var body: some View {
        List {
            Section("To do") {
                ForEach(openChores) { chore in
                    HStack {
                        // ↓ fires here (`square`)
                        Button(action: { flip(chore) }) {
                            Image(systemName: "square")
                        }
                        Text(chore.name)
                    }
                }
            }
            Section("Done") {
                ForEach(doneChores) { chore in
                    HStack {
                        // ↓ fires here (`checkmark.square.fill`)
                        Button(action: { flip(chore) }) {
                            Image(systemName: "checkmark.square.fill")
                        }
                        Text(chore.name)
                    }
                }
            }
        }
    }

    func flip(_ chore: Chore) {
        if let index = chores.firstIndex(where: { $0.id == chore.id }) {
            chores[index].done.toggle()
        }
    }
}

// The two symbols in the branches of one `if` on the Bool, in one row: one control on screen,
// judged once at the first branch (as the same checkbox drawn in each branch of an `if` is).
struct ChoreRow: View {
    @Binding var chore: Chore

    var body: some View {
        HStack {
            Text(chore.name)
            Spacer()
            if chore.done {
                // ↓ fires here (one line for the `if`)
                Button {
                    chore.done.toggle()
                } label: {
                    Image(systemName: "checkmark.circle.fill")
                }
            } else {
                Button {
                    chore.done.toggle()
                } label: {
                    Image(systemName: "circle")
                }
            }
        }
    }
}

// Near miss: a fixed check in the open items' list only, its tap marking the item done, which
// leaves the list (no section shows the done ones): an action, "complete", no checkbox.
struct Inbox: View {
    @State private var chores: [Chore] = [Chore(id: 1, name: "Dishes")]

    var body: some View {
        List {
            ForEach(chores.filter { !$0.done }) { chore in
                HStack {
                    Text(chore.name)
                    Spacer()
                    Button {
                        complete(chore)
                    } label: {
                        Image(systemName: "checkmark.circle")
                    }
                }
            }
        }
    }

    func complete(_ chore: Chore) {
        if let index = chores.firstIndex(where: { $0.id == chore.id }) {
            chores[index].done.toggle()
        }
    }
}

// Near miss: twin sections over a Bool the tap flips, but their symbols are no box (an archive
// and an unarchive action): action buttons, no checkbox.
struct ArchiveBoard: View {
    @State private var items: [PackingItem] = [PackingItem(id: 1, title: "Charger")]

    var body: some View {
        List {
            Section("Current") {
                ForEach(items.filter { !$0.archived }) { item in
                    HStack {
                        Text(item.title)
                        Button {
                            items = items.map { var copy = $0; if $0.id == item.id { copy.archived = !$0.archived }; return copy }
                        } label: {
                            Image(systemName: "archivebox")
                        }
                    }
                }
            }
            Section("Archived") {
                ForEach(items.filter { $0.archived }) { item in
                    HStack {
                        Text(item.title)
                        Button {
                            items = items.map { var copy = $0; if $0.id == item.id { copy.archived = !$0.archived }; return copy }
                        } label: {
                            Image(systemName: "tray.and.arrow.up")
                        }
                    }
                }
            }
        }
    }
}
