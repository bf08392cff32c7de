import SwiftUI

// A row of marks over the indices of a list its caller gives, each Button handing the caller's
// closure the index (`action(index)`), its image chosen by the element at that index
// (`itemList[index].isCompleted`, or `days[index]` of a list of Bools): the index stands for the
// element, so each mark is a checkbox of that element's Bool, as in `ForEach(itemList) { item in …
// action(item) … item.isCompleted … }` (round thirty-four, a watch library's task cards).
struct TaskItem: Hashable {
    var label: String
    var isCompleted: Bool
}

public struct TaskGrid: View {
    let itemList: [TaskItem]
    let action: ((Int) -> Void)?

    public var body: some View {
        HStack {
            ForEach(0..<itemList.count, id: \.self) { index in
                Button(action: { self.action?(index) }) {
                    Image(systemName: self.itemList[index].isCompleted ? "checkmark.circle.fill" : "circle")
                }
            }
        }
    }
}

public struct TaskIndicesGrid: View {
    let itemList: [TaskItem]
    let action: (Int) -> Void

    public var body: some View {
        HStack {
            ForEach(itemList.indices, id: \.self) { index in
                Button(action: { action(index) }) {
                    Image(systemName: itemList[index].isCompleted ? "checkmark.circle.fill" : "circle")
                }
            }
        }
    }
}

public struct DayMarks: View {
    let days: [Bool]
    let action: (Int) -> Void

    public var body: some View {
        HStack {
            ForEach(0 ..< days.count) { day in
                Button(action: { action(day) }) {
                    Image(systemName: days[day] ? "checkmark.circle.fill" : "circle")
                }
            }
        }
    }
}

// Near misses, silent: a constant subscript (`itemList[0]`) is no loop element; a tap that hands
// the caller nothing of the item; a loop over another range than the indices; a list the loop
// does not index.
public struct FirstTaskMarks: View {
    let itemList: [TaskItem]
    let action: (Int) -> Void

    public var body: some View {
        HStack {
            ForEach(0..<itemList.count, id: \.self) { index in
                Button(action: { action(index) }) {
                    Image(systemName: itemList[0].isCompleted ? "checkmark.circle.fill" : "circle")
                }
            }
        }
    }
}

public struct UntargetedMarks: View {
    let itemList: [TaskItem]
    let action: () -> Void

    public var body: some View {
        HStack {
            ForEach(0..<itemList.count, id: \.self) { index in
                Button(action: { action() }) {
                    Image(systemName: itemList[index].isCompleted ? "checkmark.circle.fill" : "circle")
                }
            }
        }
    }
}

public struct LaterTaskMarks: View {
    let itemList: [TaskItem]
    let action: (Int) -> Void

    public var body: some View {
        HStack {
            ForEach(1..<itemList.count, id: \.self) { index in
                Button(action: { action(index) }) {
                    Image(systemName: itemList[index].isCompleted ? "checkmark.circle.fill" : "circle")
                }
            }
        }
    }
}

public struct OtherListMarks: View {
    let itemList: [TaskItem]
    let done: [Bool]
    let action: (Int) -> Void

    public var body: some View {
        HStack {
            ForEach(itemList.indices, id: \.self) { index in
                Button(action: { action(index) }) {
                    Image(systemName: done[index] ? "checkmark.circle.fill" : "circle")
                }
            }
        }
    }
}
