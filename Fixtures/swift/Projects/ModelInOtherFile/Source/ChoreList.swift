import SwiftUI

// A row whose image-only button calls a method of the view's model, the model declared in another
// file of the project (`ChoreStore.swift`), as Todo-Swift's `TodoView` and `TodoViewModel` (round
// twenty-four, pattern 2). Found: the completion button (`store.finish(id:)` flips
// `chores[index].isFinished`, the index found by the chore's id). Silent: the button beside it,
// whose method removes the chore.
struct ChoreList: View {
    @ObservedObject var store: ChoreStore

    var body: some View {
        List {
            ForEach(store.chores) { chore in
                HStack {
                    Button {
                        store.finish(id: chore.id)
                    } label: {
                        Image(systemName: chore.isFinished ? "checkmark.square.fill" : "square")
                    }
                    Text(chore.name)
                    Spacer()
                    Button {
                        store.drop(id: chore.id)
                    } label: {
                        Image(systemName: chore.isFinished ? "xmark.circle" : "circle")
                    }
                }
            }
        }
    }
}
