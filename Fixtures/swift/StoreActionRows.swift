import SwiftUI
import ComposableArchitecture

// A row whose tap sends an action to its store (The Composable Architecture), named for flipping the
// field its check shows: a checkbox, whatever the reducer does. Read as the row; role-missing fires
// (no trait says a state) and announcement-split (the symbol and the text are two elements).
struct TodoRow: View {
    let store: Store<Todo, TodoAction>

    var body: some View {
        WithViewStore(self.store) { viewStore in
            HStack {
                if viewStore.isDone {
                    Image(systemName: "checkmark.circle.fill")
                    Text(viewStore.title).strikethrough()
                } else {
                    Image(systemName: "circle")
                    Text(viewStore.title)
                }
                Spacer()
            }
            .onTapGesture {
                viewStore.send(.checkboxTapped)
            }
        }
    }
}

// The store kept by the view and its action nested in a view action: the same reading.
struct ObservedTodoRow: View {
    let store: StoreOf<TodoFeature>

    var body: some View {
        Button {
            store.send(.view(.toggleDoneTapped))
        } label: {
            HStack {
                Image(systemName: store.isDone ? "checkmark.square" : "square")
                Text(store.title)
            }
        }
    }
}

// An action named for something else (deleting the item) beside the same check: the check only
// reports a status, so no checkbox.
struct DeletableTodoRow: View {
    let store: Store<Todo, TodoAction>

    var body: some View {
        WithViewStore(self.store) { viewStore in
            HStack {
                Image(systemName: viewStore.isDone ? "checkmark.circle.fill" : "circle")
                Text(viewStore.title)
            }
            .onTapGesture {
                viewStore.send(.deleteTapped)
            }
        }
    }
}
