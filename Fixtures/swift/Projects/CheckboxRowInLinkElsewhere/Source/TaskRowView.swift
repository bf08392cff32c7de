import SwiftUI

struct TaskItem: Identifiable {
    let id: Int
    var title: String
    var isCompleted = false
}

// A row whose completion circle is a checkbox, the whole type (its own line, here).
struct TaskRowView: View {
    let task: TaskItem
    let toggleCompletion: () -> Void

    var body: some View {
        HStack {
            Button(action: toggleCompletion) {
                Image(systemName: task.isCompleted ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.plain)
            Text(task.title)
                .strikethrough(task.isCompleted)
        }
    }
}

// A row of texts only: no checkbox.
struct TaskSummaryView: View {
    let task: TaskItem

    var body: some View {
        VStack(alignment: .leading) {
            Text(task.title)
            Text(task.isCompleted ? "Done" : "Open")
                .font(.caption)
        }
    }
}
