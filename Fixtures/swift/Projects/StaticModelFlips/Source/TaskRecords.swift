import SwiftUI

// A namespace of static methods over the records (`StaticModelFlips`): what each does to what it is handed.
enum TaskRecords {
    // Flips the record's flag for the key it is handed, through the record's own method.
    static func toggle(tag: TaskTag, for task: TaskItem, store: TaskStore) {
        task.toggle(tag: tag)
        save(store)
    }

    // Flips a Bool member of the record it is handed.
    static func toggleDone(for task: TaskItem) {
        task.isDone.toggle()
    }

    // Near miss: only reads.
    static func toggleable(for task: TaskItem) -> Bool {
        task.isDone
    }

    // Near miss: writes a field that is no flip.
    static func toggleNote(for task: TaskItem) {
        task.note = ""
    }

    static func save(_ store: TaskStore) {}
}

// Each file of a project fixture holds a checkbox of its own.
struct TaskRecordSettings: View {
    @ObservedObject var task: TaskItem

    var body: some View {
        Toggle("At work", isOn: $task.atWork)
    }
}
