import SwiftUI

// Round ten, pattern 3: a tap that calls a model's method named for toggling the very property the
// row shows. `togglePurchased(item: item)` toggles `item.isPurchased`: a checkbox of that Bool.
protocol ShoppingModel: AnyObject {
    func togglePurchased(item: ShoppingItem) async
    func toggleSort()
}

struct ShoppingRow<Model: ShoppingModel>: View {
    let item: ShoppingItem
    let model: Model

    var body: some View {
        Button {
            Task {
                await model.togglePurchased(item: item)
            }
        } label: {
            HStack {
                Image(systemName: item.isPurchased ? "checkmark.square" : "square")
                Text(item.title)
                Spacer()
                Text(item.amount)
            }
        }
        .buttonStyle(.plain)
    }
}

// The same without a `Task`: a method with no argument beside the receiver's `isDone`, and one
// given the chore whose `completed` the row shows.
struct AllChoresRow: View {
    @ObservedObject var model: ChoreModel

    var body: some View {
        Button {
            model.toggleDone()
        } label: {
            HStack {
                Image(systemName: model.isDone ? "checkmark.circle.fill" : "circle")
                Text("All chores")
            }
        }
    }
}

struct ChoreRow: View {
    let chore: Chore
    @ObservedObject var model: ChoreModel

    var body: some View {
        Button {
            model.toggleCompleted(chore)
        } label: {
            HStack {
                Image(systemName: chore.completed ? "checkmark.circle.fill" : "circle")
                Text(chore.title)
            }
        }
    }
}

// Not checkboxes: the method's name is another property's, and its argument is another value.
struct SortedRow<Model: ShoppingModel>: View {
    let item: ShoppingItem
    let other: ShoppingItem
    let model: Model

    var body: some View {
        VStack {
            Button {
                model.toggleSort()
            } label: {
                HStack {
                    Image(systemName: item.isPurchased ? "checkmark.square" : "square")
                    Text(item.title)
                }
            }
            Button {
                Task { await model.togglePurchased(item: other) }
            } label: {
                HStack {
                    Image(systemName: item.isPurchased ? "checkmark.square" : "square")
                    Text(item.title)
                }
            }
        }
    }
}
