// A tap target that toggles a Bool and passes that same Bool to a view declared in another file
// (docs/review/swiftui-unseen.md, round seven, pattern 1b): the view's drawing is chosen by the
// state the tap changes, so the tapped view is a hand-made checkbox (SPEC §10), named by its
// label's texts or, with none, by the text arguments it gives that view. `ListRow`, `TaskMark`,
// `ItemRow`, `TermsBox` and the rest are not declared here, as in the project the shape comes from.
import SwiftUI

// Found: a Button per task, its label a row of another file given `task.checked`; the action
// toggles the same Bool through the collection the loop reads.
struct TaskListScreen: View {
    @EnvironmentObject var userData: UserData

    var body: some View {
        NavigationView {
            List {
                ForEach(userData.tasks) { task in
                    let index = self.userData.tasks.firstIndex(of: task)

                    Button(action: {
                        self.userData.tasks[index!].checked.toggle()
                    }) {
                        ListRow(task: task.title, isCheck: task.checked)
                    }
                }
            }
            .navigationTitle(Text("Tasks"))
        }
    }
}

// Found: the toggle is in a helper of the type that finds the element by its id; the label shows
// a text of its own, which names it.
struct TodoScreen: View {
    @State private var todos: [Todo] = []

    var body: some View {
        VStack {
            Text("Today")
            ForEach(todos) { todo in
                Button {
                    toggleDone(todo)
                } label: {
                    HStack {
                        TaskMark(isCompleted: todo.isCompleted)
                        Text(todo.title)
                    }
                }
            }
        }
    }

    private func toggleDone(_ todo: Todo) {
        if let index = todos.firstIndex(where: { $0.id == todo.id }) {
            todos[index].isCompleted.toggle()
        }
    }
}

// Found: a row tapped with `.onTapGesture`, a loop over bindings; and a Button that toggles with
// `x = !x`, named by the literal it passes. The Button that says its state (`.isSelected`) is clean.
struct ShoppingScreen: View {
    @State private var items: [Item] = []
    @State private var agreed = false
    @State private var subscribed = false

    var body: some View {
        VStack {
            ForEach($items) { $item in
                ItemRow(name: item.name, done: item.done)
                    .onTapGesture { item.done.toggle() }
            }
            Button(action: { agreed = !agreed }) {
                TermsBox(text: "I agree to the terms", isChecked: agreed)
            }
            Button(action: { subscribed.toggle() }) {
                TermsBox(text: "Send me the newsletter", isChecked: subscribed)
            }
            .accessibilityAddTraits(subscribed ? [.isButton, .isSelected] : .isButton)
        }
    }
}

// Not found: a Bool passed that is not the one toggled; the same name in another collection; a
// binding given only to a sheet; a disclosure row; a favourite; a Bool whose name says nothing.
struct NotCheckboxes: View {
    @State private var tasks: [Todo] = []
    @State private var archive: [Todo] = []
    @State private var sections: [TaskGroup] = []
    @State private var isChecking = false
    @State private var lampOn = false

    var body: some View {
        VStack {
            ForEach(tasks) { task in
                Button {
                    if let i = tasks.firstIndex(of: task) { tasks[i].isCompleted.toggle() }
                } label: {
                    TaskMark(isCompleted: task.isArchivedDone)
                }
            }
            ForEach(archive) { old in
                Button {
                    if let i = tasks.firstIndex(of: old) { tasks[i].isCompleted.toggle() }
                } label: {
                    TaskMark(isCompleted: old.isCompleted)
                }
            }
            Text("Review the checklist")
                .sheet(isPresented: $isChecking) { ChecklistSheet(isChecking: $isChecking) }
                .onTapGesture { isChecking.toggle() }
            ForEach($sections) { $section in
                Button {
                    withAnimation { section.isExpanded.toggle() }
                } label: {
                    SectionHeader(title: section.title, isExpanded: section.isExpanded, isSelected: section.isExpanded)
                }
            }
            ForEach($tasks) { $task in
                Button {
                    task.isFavorite.toggle()
                } label: {
                    FavoriteRow(title: task.title, isFavorite: task.isFavorite)
                }
            }
            Button {
                lampOn.toggle()
            } label: {
                LampRow(title: "Desk lamp", isOn: lampOn)
            }
        }
    }
}

// Declared here, its body read (what the hand-made checkbox search already does): it draws no
// box, so the Button that gives it the state is no checkbox.
struct DoneBadge: View {
    let done: Bool

    var body: some View {
        Text(done ? "Done" : "Open")
    }
}

struct BadgeScreen: View {
    @State private var tasks: [Todo] = []

    var body: some View {
        ForEach($tasks) { $task in
            Button {
                task.done.toggle()
            } label: {
                DoneBadge(done: task.done)
            }
        }
    }
}
