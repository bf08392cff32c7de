import SwiftUI

// Round twenty-eight, hholdout28a's to-do list: a row with no tap of its own shows a done member of
// the value its caller hands it, and the caller's tap on the row flips that member — by itself, or
// through its model's method storing a copy that negates it. The row is the checkbox, read at its
// declaration: its image and its text are two elements and nothing says its role or state.
struct TaskItem: Identifiable {
    let id: String
    let title: String
    var isCompleted: Bool
    var isPinned: Bool

    func togglingCompletion() -> TaskItem {
        TaskItem(id: id, title: title, isCompleted: !isCompleted, isPinned: isPinned)
    }
}

final class TaskStore: ObservableObject {
    @Published var items: [TaskItem] = []

    func complete(task: TaskItem) {
        if let index = items.firstIndex(where: { $0.id == task.id }) {
            items[index] = task.togglingCompletion()
        }
    }
}

struct TaskRow: View {
    let item: TaskItem
    var body: some View {
        HStack {
            Image(systemName: item.isCompleted ? "checkmark.circle" : "circle")
            Text(item.title)
        }
    }
}

struct StoredTaskRow: View {
    let task: TaskItem
    var body: some View {
        HStack {
            Image(systemName: task.isCompleted ? "checkmark.square" : "square")
            Text(task.title)
        }
    }
}

// Silent: its caller's tap opens the task.
struct OpenedTaskRow: View {
    let entry: TaskItem
    var body: some View {
        HStack {
            Image(systemName: entry.isCompleted ? "checkmark.circle" : "circle")
            Text(entry.title)
        }
    }
}

// Silent: its caller's tap pins the task; the check it shows is not what the tap changes.
struct PinnedTaskRow: View {
    let note: TaskItem
    var body: some View {
        HStack {
            Image(systemName: note.isCompleted ? "checkmark.circle" : "circle")
            Text(note.title)
        }
    }
}

struct TaskLists: View {
    @State private var tasks: [TaskItem] = []
    @State private var opened: TaskItem?
    @EnvironmentObject var store: TaskStore

    var body: some View {
        List {
            Section("Today") {
                ForEach($tasks) { $item in
                    TaskRow(item: item)
                        .onTapGesture { item.isCompleted.toggle() }
                }
            }
            Section("Stored") {
                ForEach(store.items) { task in
                    StoredTaskRow(task: task)
                        .onTapGesture { store.complete(task: task) }
                }
            }
            Section("Open") {
                ForEach(tasks) { entry in
                    OpenedTaskRow(entry: entry)
                        .onTapGesture { opened = entry }
                }
            }
            Section("Pin") {
                ForEach($tasks) { $note in
                    PinnedTaskRow(note: note)
                        .onTapGesture { note.isPinned.toggle() }
                }
            }
        }
    }
}
