// A hand-made checkbox drawn in the label of a link: VoiceOver meets the link, its label combined
// into one element read as a button (docs/review/swiftui-unseen.md, a to-do app's row).
import SwiftUI

struct TodoRow: View {
    @Binding var todo: Todo

    var body: some View {
        NavigationLink {
            TodoDetail(todo: $todo)
        } label: {
            HStack {
                Image(systemName: todo.isCompleted ? "checkmark.circle.fill" : "circle")
                    .onTapGesture { todo.isCompleted.toggle() }
                Text(todo.title)
            }
        }
    }
}

// The same circle in a plain row: two elements, the text and the image.
struct PlainTodoRow: View {
    @Binding var todo: Todo

    var body: some View {
        HStack {
            Image(systemName: todo.isCompleted ? "checkmark.circle.fill" : "circle")
                .onTapGesture { todo.isCompleted.toggle() }
            Text(todo.title)
        }
    }
}
