import Foundation

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
