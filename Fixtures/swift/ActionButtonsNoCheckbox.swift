import SwiftUI

// Round ten, pattern 4: buttons that name an action to take are no checkboxes, whatever symbol
// they show. A swipe action: VoiceOver offers it as a custom action of the row, "Bought" or
// "Unbuy".
struct ShoppingList: View {
    let items: [ShoppingListItem]

    var body: some View {
        List(items) { item in
            Text(item.name)
                .swipeActions(edge: .leading) {
                    Button {
                        item.isChecked.toggle()
                    } label: {
                        if item.isChecked {
                            Label("Unbuy", systemImage: "arrow.uturn.left.circle")
                        } else {
                            Label("Bought", systemImage: "checkmark.circle.fill")
                        }
                    }
                }
        }
    }
}

// A context menu's item and a toolbar's button: menu items and bar buttons.
struct TaskScreen: View {
    @State private var isDone = false
    @State private var showsCompleted = false

    var body: some View {
        Text("Water the plants")
            .contextMenu {
                Button {
                    isDone.toggle()
                } label: {
                    Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
                }
            }
            .toolbar {
                Button {
                    showsCompleted.toggle()
                } label: {
                    Image(systemName: showsCompleted ? "checkmark.circle.fill" : "circle")
                }
            }
    }
}

// A Button whose title changes with the Bool it toggles: the title is the action it takes next.
struct PurchaseRow: View {
    @State private var isBought = false

    var body: some View {
        Button {
            isBought.toggle()
        } label: {
            if isBought {
                Label("Unbuy", systemImage: "arrow.uturn.left.circle")
            } else {
                Label("Bought", systemImage: "checkmark.circle.fill")
            }
        }
    }
}

struct ReopenRow: View {
    @State private var done = false

    var body: some View {
        Button {
            done.toggle()
        } label: {
            Label(done ? "Reopen" : "Mark as finished", systemImage: done ? "arrow.uturn.left" : "checkmark.circle")
        }
    }
}

// Still checkboxes: branches that differ only in their symbol, and titles that say a state
// ("Done"/"Not done").
struct RememberMe: View {
    @State private var isOn = false

    var body: some View {
        Button {
            isOn.toggle()
        } label: {
            if isOn {
                Label("Remember me", systemImage: "checkmark.square")
            } else {
                Label("Remember me", systemImage: "square")
            }
        }
    }
}

struct DoneRow: View {
    @State private var done = false

    var body: some View {
        Button {
            done.toggle()
        } label: {
            Label(done ? "Done" : "Not done", systemImage: done ? "checkmark.circle.fill" : "circle")
        }
    }
}

// The row's own tap is a checkbox; its swipe action is not.
struct ChecklistRow: View {
    @State private var isChecked = false

    var body: some View {
        HStack {
            Image(systemName: isChecked ? "checkmark.circle.fill" : "circle")
            Text("Milk")
        }
        .onTapGesture {
            isChecked.toggle()
        }
        .swipeActions {
            Button {
                isChecked.toggle()
            } label: {
                Label(isChecked ? "Unbuy" : "Bought", systemImage: "checkmark")
            }
        }
    }
}
