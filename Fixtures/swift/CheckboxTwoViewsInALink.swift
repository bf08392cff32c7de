// A hand-made checkbox two views deep in a link's label: the link shows a row view of the file,
// whose body shows the checkbox view. VoiceOver meets the link as one element; the checkbox in it
// cannot be reached or toggled (docs/review/swiftui-unseen.md, round four: a to-do list's rows).
import SwiftUI

struct Checkbox: View {
    @Binding var isChecked: Bool

    var body: some View {
        Image(systemName: isChecked ? "checkmark.square.fill" : "square")
            .frame(width: 44, height: 44)
            .onTapGesture { isChecked.toggle() }
            .accessibilityLabel("Done")
            .accessibilityAddTraits(.isToggle)
    }
}

struct TaskRow: View {
    @Binding var task: TodoTask

    var body: some View {
        HStack {
            Text(task.name)
            Spacer()
            Checkbox(isChecked: $task.isDone)
        }
    }
}

struct TitleRow: View {
    let task: TodoTask

    var body: some View {
        Text(task.name)
    }
}

struct TaskList: View {
    @Binding var tasks: [TodoTask]

    var body: some View {
        List($tasks) { $task in
            // The row shows the checkbox: reported at the link.
            NavigationLink {
                TaskDetail(task: task)
            } label: {
                TaskRow(task: $task)
            }
        }
    }
}

// The checkbox beside the link, the link's label showing only the title: nothing nested.
struct SplitTaskList: View {
    @Binding var tasks: [TodoTask]

    var body: some View {
        List($tasks) { $task in
            HStack {
                Checkbox(isChecked: $task.isDone)
                NavigationLink {
                    TaskDetail(task: task)
                } label: {
                    TitleRow(task: task)
                }
            }
        }
    }
}
