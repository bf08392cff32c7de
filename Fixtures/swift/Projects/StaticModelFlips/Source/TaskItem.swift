import SwiftUI

final class TaskStore {}

enum TaskTag {
    case home
    case work
}

final class TaskItem: ObservableObject {
    @Published var title = ""
    @Published var isDone = false
    @Published var atHome = false
    @Published var atWork = false
    @Published var note = ""
}

extension TaskItem {
    func isTagged(_ tag: TaskTag) -> Bool {
        switch tag {
        case .home: return atHome
        case .work: return atWork
        }
    }

    func toggle(tag: TaskTag) {
        switch tag {
        case .home: atHome.toggle()
        case .work: atWork.toggle()
        }
    }
}

// Each file of a project fixture holds a checkbox of its own.
struct TaskItemSettings: View {
    @ObservedObject var task: TaskItem

    var body: some View {
        Toggle("At home", isOn: $task.atHome)
    }
}
