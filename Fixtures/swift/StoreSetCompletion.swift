// A completion circle whose Bool is computed from a stored value (`var isCompleted: Bool {
// item.isCompleted }`) and flipped by asking a store for the opposite and storing the answer:
// `item = store.mark(complete: !isCompleted, item: item)` in a helper the Button calls
// (docs/review/swiftui-unseen.md, round seventeen, pattern G; a reminder's detail screen). The
// tap flips the Bool the circle shows, as `isCompleted.toggle()` would.
import SwiftUI

final class ItemStore {
    func mark(complete: Bool, item: TodoItem) -> TodoItem {
        var copy = item
        copy.isCompleted = complete
        return copy
    }

    func save(complete: Bool, item: TodoItem) {}
}

struct TodoItem {
    var title: String
    var isCompleted: Bool
}

// Silent: named by its next action ("Mark as complete"), which tells its state.
struct TodoDetail: View {
    @State var item: TodoItem
    let store = ItemStore()

    var isCompleted: Bool { item.isCompleted }

    var body: some View {
        List {
            HStack(spacing: 14) {
                Button { toggleCompletion() } label: {
                    Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
                        .font(.title2)
                }
                .accessibilityLabel(isCompleted ? "Mark as incomplete" : "Mark as complete")
                TextField("Title", text: $item.title)
            }
        }
    }

    func toggleCompletion() {
        do {
            let updated = try markedItem()
            withAnimation {
                self.item = updated
            }
        } catch {}
    }

    func markedItem() throws -> TodoItem {
        store.mark(complete: !isCompleted, item: item)
    }
}

// Fires: the same circle with no name but its symbol — label-missing, role-missing.
struct TodoDetailUnnamed: View {
    @State var item: TodoItem
    let store = ItemStore()

    var isCompleted: Bool { item.isCompleted }

    var body: some View {
        List {
            HStack(spacing: 14) {
                Button { item = store.mark(complete: !isCompleted, item: item) } label: {
                    Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
                        .font(.title2)
                }
                TextField("Title", text: $item.title)
            }
        }
    }
}

// Silent: the store is told, but nothing the circle reads is stored back — the file cannot see
// the circle change.
struct TodoDetailUnsaved: View {
    let item: TodoItem
    let store = ItemStore()

    var isCompleted: Bool { item.isCompleted }

    var body: some View {
        HStack(spacing: 14) {
            Button { store.save(complete: !isCompleted, item: item) } label: {
                Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
            }
            Text(item.title)
        }
    }
}
