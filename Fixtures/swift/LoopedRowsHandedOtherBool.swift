// A loop of a checkbox view handed a Bool the box never reads (round thirty-five, hholdout35c): the
// row's state is its task's `checked`, flipped by its own tap; `showCompleted` only starts an
// animation. The loop is a set of those checkboxes all the same, titled by nothing here.
import SwiftUI

final class RoutineTask: ObservableObject, Identifiable {
    let id = UUID()
    @Published var name = ""
    @Published var checked = false
}

struct TaskItemView: View {
    @ObservedObject var task: RoutineTask
    var showCompleted: Bool

    var body: some View {
        Button(action: { task.checked = !task.checked }) {
            HStack {
                Text(task.checked ? "☑️" : "")
                Text(task.name)
                Spacer()
            }
        }
        .frame(minHeight: 65)
        .opacity(showCompleted ? 0.5 : 1)
    }
}

struct TasksView: View {
    var tasks: [RoutineTask]
    @State private var showCompleted = false

    var body: some View {
        List {
            // Firing: a set with no header.
            ForEach(tasks) { task in
                TaskItemView(task: task, showCompleted: showCompleted)
            }
        }
    }
}

// Near miss: the row is handed the Bool it shows (`isChecked`), one choice of its caller's: a
// radio's options, left to what the caller hands.
struct ChoiceRow: View {
    var title: String
    var isChecked: Bool
    var action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Image(systemName: isChecked ? "checkmark.circle.fill" : "circle")
                Text(title)
            }
        }
        .frame(minHeight: 44)
    }
}

struct SizePicker: View {
    let sizes = ["S", "M", "L"]
    @State private var chosen = "M"

    var body: some View {
        List {
            ForEach(sizes, id: \.self) { size in
                ChoiceRow(title: size, isChecked: chosen == size) { chosen = size }
            }
        }
    }
}
