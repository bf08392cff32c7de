import SwiftUI

// Callers' loops of checkbox views declared in other files (`IngredientRow`, `TagChip`), round
// twenty-two's D. Found: a loop whose rows' state is a model's question about the item and whose
// change is that model's toggle of the same item, under a plain bold title
// (`RecipeDetail`, group-header-missing naming "Ingredients"); a loop of chips handed a
// membership and its change, laid out under a search field and no text at all (`RecipeSearch`,
// group-header-missing asking for a heading). Silent: a favourite's question and toggle
// (`FavouriteRecipes`), a toggle of another value than the one asked about (`StepList`), a loop
// of chips that opens its view (`TagStrip`: the screen that shows it may title it), a grid of
// chips under a caption the file shows (`MuscleGrid`), and a vertical list of records with a box
// each under a search field (`HistoryList`: a list, not a set of options).
struct RecipeDetail: View {
    let ingredients: [Ingredient]
    @StateObject private var model = RecipeDetailModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Ingredients")
                .font(.title2)
                .bold()
            ForEach(ingredients) { ingredient in
                IngredientRow(
                    ingredient: ingredient,
                    isChecked: model.isIngredientChecked(ingredient.name)
                ) {
                    model.toggleIngredient(ingredient.name)
                }
            }
        }
    }
}

struct RecipeSearch: View {
    let tags: [String]
    @State private var query = ""
    @State private var selectedTags: Set<String> = []

    var body: some View {
        VStack {
            TextField("Search by title or ingredient", text: $query)
                .padding()
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 8) {
                    ForEach(tags, id: \.self) { tag in
                        TagChip(text: tag, isSelected: selectedTags.contains(tag)) {
                            if selectedTags.contains(tag) {
                                selectedTags.remove(tag)
                            } else {
                                selectedTags.insert(tag)
                            }
                        }
                    }
                }
            }
        }
    }
}

struct FavouriteRecipes: View {
    let recipes: [Recipe]
    @StateObject private var model = FavouritesModel()

    var body: some View {
        VStack {
            Text("Recipes")
            ForEach(recipes) { recipe in
                RecipeRow(recipe: recipe, isFavorite: model.isFavorite(recipe.id)) {
                    model.toggleFavorite(recipe.id)
                }
            }
        }
    }
}

struct StepList: View {
    let steps: [Step]
    @StateObject private var model = StepsModel()

    var body: some View {
        VStack {
            Text("Steps")
            ForEach(steps) { step in
                StepRow(step: step, isChecked: model.isStepChecked(step.id)) {
                    model.toggleStep(step.number)
                }
            }
        }
    }
}

struct TagStrip: View {
    let tags: [String]
    @Binding var selectedTags: Set<String>

    var body: some View {
        HStack(spacing: 8) {
            ForEach(tags, id: \.self) { tag in
                TagChip(text: tag, isSelected: selectedTags.contains(tag)) {
                    if selectedTags.contains(tag) {
                        selectedTags.remove(tag)
                    } else {
                        selectedTags.insert(tag)
                    }
                }
            }
        }
    }
}

struct MuscleGrid: View {
    @Binding var selectedMuscles: Set<String>
    let muscles: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Select all that apply:")
                .font(.caption)
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                ForEach(muscles, id: \.self) { muscle in
                    TagChip(text: muscle, isSelected: selectedMuscles.contains(muscle)) {
                        if selectedMuscles.contains(muscle) {
                            selectedMuscles.remove(muscle)
                        } else {
                            selectedMuscles.insert(muscle)
                        }
                    }
                }
            }
        }
    }
}

struct HistoryList: View {
    let records: [Record]
    @State private var searchText = ""
    @State private var checked: Set<Record> = []

    var body: some View {
        VStack(spacing: 0) {
            TextField("Search transcriptions", text: $searchText)
            Divider()
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(records) { record in
                        RecordRow(record: record, isChecked: checked.contains(record)) {
                            if checked.contains(record) {
                                checked.remove(record)
                            } else {
                                checked.insert(record)
                            }
                        }
                    }
                }
            }
        }
    }
}
