import SwiftUI

// A cell whose look is chosen by the record's query for a key, flipped for the same key through a
// namespace's static method (`StaticModelFlips`): a checkbox with no name and no trait.
struct TagCell: View {
    @ObservedObject var task: TaskItem
    let tag: TaskTag
    let store: TaskStore

    var body: some View {
        let tagged = task.isTagged(tag)
        Rectangle()
            .frame(width: 110, height: 66)
            .opacity(tagged ? 1.0 : 0.4)
            .onTapGesture { withAnimation { TaskRecords.toggle(tag: tag, for: task, store: store) } }
    }
}

// A Bool member of the record flipped by a static method: a checkbox Button.
struct DoneRow: View {
    @ObservedObject var task: TaskItem

    var body: some View {
        Button {
            TaskRecords.toggleDone(for: task)
        } label: {
            HStack {
                Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                Text(task.title)
            }
        }
    }
}

// Near misses: a static method that only reads; one that writes an unrelated field; a flip for
// another key than the one the look reads.
struct ReadOnlyCell: View {
    @ObservedObject var task: TaskItem

    var body: some View {
        Circle()
            .frame(width: 60, height: 60)
            .opacity(task.isDone ? 1.0 : 0.3)
            .onTapGesture { _ = TaskRecords.toggleable(for: task) }
    }
}

struct NoteCell: View {
    @ObservedObject var task: TaskItem

    var body: some View {
        Circle()
            .frame(width: 60, height: 60)
            .opacity(task.isDone ? 1.0 : 0.3)
            .onTapGesture { TaskRecords.toggleNote(for: task) }
    }
}

struct OtherTagCell: View {
    @ObservedObject var task: TaskItem
    let store: TaskStore

    var body: some View {
        Rectangle()
            .frame(width: 110, height: 66)
            .opacity(task.isTagged(.home) ? 1.0 : 0.4)
            .onTapGesture { TaskRecords.toggle(tag: .work, for: task, store: store) }
    }
}
