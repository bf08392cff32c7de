import SwiftUI

// Ingredient ticks whose excluded set is kept per recipe in a dictionary (`[Int: Set<String>]`):
// read by `excludedByRecipe[recipeId]?.contains(item) == true` and flipped through a copy written
// back (`var set = excludedByRecipe[recipeId] ?? []; …insert/remove…; excludedByRecipe[recipeId] =
// set`), or written through the dictionary itself (`excludedByRecipe[recipeId]?.remove(item)`,
// `excludedByRecipe[recipeId, default: []].insert(item)`). The set is the dictionary's, the
// copy is what it copies: each row is a checkbox (round thirty-four, a grocery app's recipe card).
struct RecipeIngredients: View {
    @State private var excludedByRecipe: [Int: Set<String>] = [:]
    let recipeId = 1
    let ingredients = ["Salt", "Pepper"]

    var body: some View {
        List {
            Section("Ingredients") {
                ForEach(ingredients, id: \.self) { item in
                    IngredientTick(
                        ingredient: item,
                        isExcluded: excludedByRecipe[recipeId]?.contains(item) == true,
                        onToggle: { toggle(recipeId: recipeId, item: item) }
                    )
                }
            }
            Section("Pantry") {
                ForEach(ingredients, id: \.self) { item in
                    pantryRow(item: item)
                }
                Button("Keep All") { excludedByRecipe[recipeId] = [] }
            }
        }
    }

    private func toggle(recipeId: Int, item: String) {
        var set = excludedByRecipe[recipeId] ?? []
        if set.contains(item) { set.remove(item) } else { set.insert(item) }
        excludedByRecipe[recipeId] = set
    }

    private func flipPantry(_ item: String) {
        if excludedByRecipe[recipeId]?.contains(item) == true {
            excludedByRecipe[recipeId]?.remove(item)
        } else {
            excludedByRecipe[recipeId, default: []].insert(item)
        }
    }

    private func pantryRow(item: String) -> some View {
        let isExcluded = excludedByRecipe[recipeId]?.contains(item) == true
        return Button { flipPantry(item) } label: {
            HStack {
                Image(systemName: isExcluded ? "minus.circle" : "checkmark.circle.fill")
                Text(item)
            }
        }
        .buttonStyle(.plain)
    }
}

struct IngredientTick: View {
    let ingredient: String
    let isExcluded: Bool
    let onToggle: () -> Void

    var body: some View {
        Button(action: onToggle) {
            HStack {
                Image(systemName: isExcluded ? "minus.circle" : "checkmark.circle.fill")
                Text(ingredient)
            }
        }
        .buttonStyle(.plain)
    }
}

// A plain set copied and written back, the caller handing the membership negated
// (`isIncluded: !excluded.contains(item)`): the same membership, inverted.
struct ShoppingExtras: View {
    @State private var excluded: Set<String> = []
    let extras = ["Bags", "Ice"]

    var body: some View {
        List {
            Section("Extras") {
                ForEach(extras, id: \.self) { item in
                    ExtraTick(name: item, isIncluded: !excluded.contains(item), onToggle: { toggle(item) })
                }
            }
        }
    }

    private func toggle(_ item: String) {
        var set = excluded
        if set.contains(item) { set.remove(item) } else { set.insert(item) }
        excluded = set
    }
}

struct ExtraTick: View {
    let name: String
    let isIncluded: Bool
    let onToggle: () -> Void

    var body: some View {
        Button(action: onToggle) {
            HStack {
                Image(systemName: isIncluded ? "checkmark.circle.fill" : "circle")
                Text(name)
            }
        }
        .buttonStyle(.plain)
    }
}

// Near miss, silent: a copy flipped and stored elsewhere (`history = set`) leaves the set the
// ticks show as it was.
struct DraftTicks: View {
    @State private var chosen: Set<String> = []
    @State private var history: Set<String> = []
    let options = ["A", "B"]

    var body: some View {
        VStack {
            ForEach(options, id: \.self) { option in
                Button {
                    var set = chosen
                    if set.contains(option) { set.remove(option) } else { set.insert(option) }
                    history = set
                } label: {
                    HStack {
                        Image(systemName: chosen.contains(option) ? "checkmark.circle.fill" : "circle")
                        Text(option)
                    }
                }
            }
        }
    }
}
