// A tapped text or row whose only look of a flag is a strike, a colour or an overlay, the tap flipping
// that flag through what the shown value stands for (docs/review/swiftui-unseen.md, round thirty-five:
// hholdout35a pattern 2, hholdout35b pattern 3): a dictionary entry bound by `if let` and flipped by a
// `mutating func` of its type whose whole body is the flip; a loop's bound element flipped in place;
// a bound row value that a method of the view's model finds again by its id and flips; a computed Bool
// asking the model whether a step is in the set another of its methods flips. Each is a
// checkbox VoiceOver reads by its text alone. The near misses (the last types): a disclosure word, a
// model method that only sets the flag, a mutating method that does more than the flip, a strike
// shown while a tap opens something, a model method that only adds the step.
import SwiftUI

struct Clue {
    let number: Int
    let text: String
    var used = false
    var uses = 0

    mutating func toggleUsed() {
        used = !used
    }

    mutating func countUse() {
        used.toggle()
        uses += 1
    }
}

struct ClueList: View {
    @State private var clues: [String: Clue] = [:]

    var body: some View {
        List {
            ForEach(clues.keys.sorted(), id: \.self) { slug in
                if let clue = clues[slug] {
                    // ↓ fires: the entry's `used`, flipped by `toggleUsed()`, shown only by the strike.
                    Text(clue.text).strikethrough(clue.used).onTapGesture {
                        clues[slug]?.toggleUsed()
                    }
                }
            }
        }
    }
}

struct Chore: Identifiable {
    let id: Int
    let title: String
    var isDone = false
    var isExpanded = false
}

struct ChoreChecklist: View {
    @State private var chores: [Chore] = []

    var body: some View {
        List {
            ForEach($chores) { $chore in
                // ↓ fires: the loop's bound element's `isDone`, flipped in place, struck through.
                Text(chore.title).strikethrough(chore.isDone).onTapGesture {
                    chore.isDone.toggle()
                }
            }
        }
    }
}

struct BasketItem: Identifiable {
    var id = UUID()
    var name: String
    var isBought = false
}

final class BasketModel: ObservableObject {
    @Published var items: [BasketItem] = []

    func toggleItem(_ item: BasketItem) {
        if let index = items.firstIndex(where: { $0.id == item.id }) {
            items[index].isBought.toggle()
        }
    }

    func markBought(_ item: BasketItem) {
        if let index = items.firstIndex(where: { $0.id == item.id }) {
            items[index].isBought = true
        }
    }
}

// ↓ fires: the row's bound item, flipped by the model's `toggleItem(_:)`, shown by a dimming overlay.
struct BasketRow: View {
    @EnvironmentObject private var model: BasketModel
    @Binding var item: BasketItem

    var body: some View {
        HStack {
            Text(item.name)
            Spacer()
        }
        .onTapGesture {
            model.toggleItem(item)
        }
        .overlay {
            if item.isBought {
                ZStack {
                    RoundedRectangle(cornerRadius: 16).opacity(0.3)
                    Rectangle().fill(Color.black.opacity(0.5)).frame(height: 2)
                }
            }
        }
    }
}

// Near miss: the model's method only sets the flag (a one-way mark, no checkbox).
struct MarkedBasketRow: View {
    @EnvironmentObject private var model: BasketModel
    @Binding var item: BasketItem

    var body: some View {
        HStack {
            Text(item.name)
            Spacer()
        }
        .onTapGesture {
            model.markBought(item)
        }
        .overlay {
            if item.isBought {
                Rectangle().fill(Color.black.opacity(0.5)).frame(height: 2)
            }
        }
    }
}

// Near miss: a disclosure's flag, flipped on the loop's bound element, struck through.
struct ChoreOutline: View {
    @State private var chores: [Chore] = []

    var body: some View {
        List {
            ForEach($chores) { $chore in
                Text(chore.title).strikethrough(chore.isExpanded).onTapGesture {
                    chore.isExpanded.toggle()
                }
            }
        }
    }
}

// Near miss: the mutating method does more than flip the flag it is named for.
struct CountedClueList: View {
    @State private var clues: [String: Clue] = [:]

    var body: some View {
        List {
            ForEach(clues.keys.sorted(), id: \.self) { slug in
                if let clue = clues[slug] {
                    Text(clue.text).strikethrough(clue.used).onTapGesture {
                        clues[slug]?.countUse()
                    }
                }
            }
        }
    }
}

// Near miss: the strike shows a done chore, but the tap opens it.
struct ChoreBrowser: View {
    @State private var chores: [Chore] = []
    @State private var opened: Chore?

    var body: some View {
        List {
            ForEach($chores) { $chore in
                Text(chore.title).strikethrough(chore.isDone).onTapGesture {
                    opened = chore
                }
            }
        }
    }
}

final class RecipeModel: ObservableObject {
    @Published var doneSteps: Set<Int> = []

    func toggleStep(_ id: Int) {
        if doneSteps.contains(id) {
            doneSteps.remove(id)
        } else {
            doneSteps.insert(id)
        }
    }

    func finishStep(_ id: Int) {
        doneSteps.insert(id)
    }

    func isDone(stepId: Int) -> Bool {
        doneSteps.contains(stepId)
    }
}

struct RecipeStep: Identifiable {
    let id: Int
    let title: String
}

// ↓ fires: `isDone` asks the model whether the step is in `doneSteps`, which `toggleStep` flips.
struct StepTick: View {
    @EnvironmentObject private var recipe: RecipeModel
    let step: RecipeStep

    var isDone: Bool { recipe.isDone(stepId: step.id) }

    var body: some View {
        HStack {
            Button {
                recipe.toggleStep(step.id)
            } label: {
                Image(systemName: "checkmark")
                    .padding(5)
                    .background(isDone ? Color.green : Color.orange)
                    .clipShape(Circle())
            }
            Text(step.title)
        }
    }
}

// Near miss: the model's method only adds the step (a one-way mark).
struct FinishedStepMark: View {
    @EnvironmentObject private var recipe: RecipeModel
    let step: RecipeStep

    var isDone: Bool { recipe.isDone(stepId: step.id) }

    var body: some View {
        HStack {
            Button {
                recipe.finishStep(step.id)
            } label: {
                Image(systemName: "checkmark")
                    .padding(5)
                    .background(isDone ? Color.green : Color.orange)
                    .clipShape(Circle())
            }
            Text(step.title)
        }
    }
}
