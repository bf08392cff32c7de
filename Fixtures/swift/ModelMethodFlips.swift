import Observation
import SwiftUI

// A Button whose action calls a method of the view's model, the method flipping the Bool the
// button's image shows (round twenty-four, pattern 2; Todo-Swift's completion button). Found: the
// image-only completion button of `TaskList` (`model.complete(id:)` flipping `tasks[index].done`,
// the index found by the task's id), with label-missing and role-missing. Silent: a button whose
// model method deletes the task (`TrashList`), one whose method sets a single choice
// (`PickList`), and one whose method flips another Bool than the one shown (`ArchiveList`).
// The method may be named by reference (`Button(action: model.toggleShowDone)`): found in
// `DoneFilterBar`; silent in `ResetBar`, whose method only sets the Bool. A model method named
// `toggle` (`model.toggle(task)`) is read as the model's, not as `model` toggled: found in
// `ToggledTaskList`; silent in `ToggledArchiveList`, whose method flips a Bool the row does not show.
struct TaskItem: Identifiable {
    let id = UUID()
    var title: String
    var done = false
    var archived = false
}

@Observable
final class TaskModel {
    var tasks: [TaskItem] = []
    var picked: UUID?
    var showDone = true

    func complete(id: UUID) {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return }
        tasks[index].done.toggle()
    }

    func delete(id: UUID) {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return }
        tasks.remove(at: index)
    }

    func pick(id: UUID) {
        picked = id
    }

    func toggleShowDone() {
        showDone.toggle()
    }

    func toggle(_ task: TaskItem) {
        guard let index = tasks.firstIndex(where: { $0.id == task.id }) else { return }
        tasks[index].done.toggle()
    }

    func toggleArchived(_ task: TaskItem) {
        guard let index = tasks.firstIndex(where: { $0.id == task.id }) else { return }
        tasks[index].archived.toggle()
    }

    func resetShowDone() {
        showDone = true
    }

    func archive(id: UUID) {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return }
        tasks[index].archived.toggle()
    }
}

struct TaskList: View {
    @Bindable var model: TaskModel

    var body: some View {
        List {
            ForEach(model.tasks) { task in
                HStack {
                    Button {
                        withAnimation { model.complete(id: task.id) }
                    } label: {
                        Image(systemName: task.done ? "checkmark.circle.fill" : "circle")
                    }
                    .buttonStyle(.plain)
                    Text(task.title)
                }
            }
        }
    }
}

struct TrashList: View {
    @State private var model = TaskModel()

    var body: some View {
        List {
            ForEach(model.tasks) { task in
                HStack {
                    Button {
                        model.delete(id: task.id)
                    } label: {
                        Image(systemName: task.done ? "checkmark.circle.fill" : "circle")
                    }
                    Text(task.title)
                }
            }
        }
    }
}

struct PickList: View {
    @Environment(TaskModel.self) private var model

    var body: some View {
        List {
            ForEach(model.tasks) { task in
                Button {
                    model.pick(id: task.id)
                } label: {
                    HStack {
                        Image(systemName: model.picked == task.id ? "checkmark.circle.fill" : "circle")
                        Text(task.title)
                    }
                }
            }
        }
    }
}

struct ArchiveList: View {
    var model: TaskModel

    var body: some View {
        List {
            ForEach(model.tasks) { task in
                HStack {
                    Button {
                        model.archive(id: task.id)
                    } label: {
                        Image(systemName: task.done ? "checkmark.circle.fill" : "circle")
                    }
                    Text(task.title)
                }
            }
        }
    }
}

struct DoneFilterBar: View {
    @Bindable var model: TaskModel

    var body: some View {
        Button(action: model.toggleShowDone) {
            Image(systemName: model.showDone ? "checkmark.square" : "square")
        }
    }
}

struct ResetBar: View {
    @Bindable var model: TaskModel

    var body: some View {
        Button(action: model.resetShowDone) {
            Image(systemName: model.showDone ? "checkmark.square" : "square")
        }
    }
}

struct ToggledTaskList: View {
    @Bindable var model: TaskModel

    var body: some View {
        List(model.tasks) { task in
            HStack {
                Image(systemName: task.done ? "checkmark.circle.fill" : "circle")
                    .onTapGesture { model.toggle(task) }
                Text(task.title)
            }
        }
    }
}

struct ToggledArchiveList: View {
    @Bindable var model: TaskModel

    var body: some View {
        List(model.tasks) { task in
            HStack {
                Image(systemName: task.done ? "checkmark.circle.fill" : "circle")
                    .onTapGesture { model.toggleArchived(task) }
                Text(task.title)
            }
        }
    }
}
