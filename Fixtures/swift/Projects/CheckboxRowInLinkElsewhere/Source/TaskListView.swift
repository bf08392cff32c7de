import SwiftUI

// The row view of another file, a checkbox type there, in a `NavigationLink`'s label built by a
// helper function: VoiceOver meets the link as one element, and the circle in it cannot be reached
// or toggled on its own (nested-interactive, at the link).
struct TaskListView: View {
    @State private var tasks: [TaskItem] = [TaskItem(id: 1, title: "Write report")]

    var body: some View {
        NavigationStack {
            List {
                ForEach(tasks) { task in
                    taskRow(task: task)
                }
            }
            .navigationTitle("Tasks")
        }
    }

    @ViewBuilder
    private func taskRow(task: TaskItem) -> some View {
        // ↓ fires here
        NavigationLink(destination: Text(task.title)) {
            TaskRowView(task: task, toggleCompletion: {
                Task { await complete(task) }
            })
            .contextMenu {
                Button("Delete") { delete(task) }
            }
        }
    }

    private func complete(_ task: TaskItem) async {}

    private func delete(_ task: TaskItem) {
        tasks.removeAll { $0.id == task.id }
    }
}

// Near misses: a link whose label is a view of another file that draws no checkbox, and one whose
// row is handed an empty action (its circle does nothing when tapped): no checkbox in either link.
struct ArchiveView: View {
    let tasks: [TaskItem]

    var body: some View {
        List(tasks) { task in
            NavigationLink(destination: Text(task.title)) {
                TaskSummaryView(task: task)
            }
            NavigationLink(destination: Text(task.title)) {
                TaskRowView(task: task, toggleCompletion: {})
            }
        }
    }
}
