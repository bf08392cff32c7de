import SwiftUI

// A component's optional action run when given, nothing when not (`action ?? {}`): the caller's
// closure, as `action?()` is. Each is a checkbox read at its definition.

// A tapped mark running `(self.action ?? {})()`: role-missing and label-missing at the struct.
struct SimpleTask: View {
    let title: String
    let isCompleted: Bool
    let action: (() -> Void)?

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
                .onTapGesture { (self.action ?? {})() }
        }
    }
}

// An image-only Button handed `action ?? {}`, framed 30 × 30: on iOS also hit-area-too-small.
struct TaskButton: View {
    let isCompleted: Bool
    let action: (() -> Void)?

    var body: some View {
        Button(action: action ?? {}) {
            Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
        }
        .frame(width: 30, height: 30)
    }
}

// Near miss: the default does something of its own (`?? { print(…) }`), not the caller's
// closure alone: not read, silent.
struct LoggedTaskButton: View {
    let isCompleted: Bool
    let action: (() -> Void)?

    var body: some View {
        Button(action: action ?? { print("no action") }) {
            Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
        }
    }
}
