// A checkbox's name is looked for only in the branch of an `if` that shows it
// (docs/review/swiftui-unseen.md, round eight, pattern 5): a recipe grid whose card is a Button
// showing a view of another file, its check image beside the Button, and an empty state in the
// `else` branch whose heading is never on screen with the grid.
import SwiftUI

struct RecipePicker: View {
    @Binding var selected: [Recipe]
    var recipes: [Recipe]

    var body: some View {
        VStack {
        if recipes.count > 0 {
            ScrollView {
                ForEach(recipes) { recipe in
                    ZStack {
                        // Named by RecipeCard (another file's view, its texts unknown), not by
                        // the other branch's heading; the image beside it is an element of its
                        // own (announcement-split); it takes no tap (no label-not-tappable).
                        Button(action: {
                            if selected.contains(recipe) { selected.removeAll { $0 == recipe } } else { selected.append(recipe) }
                        }) {
                            RecipeCard(recipe: recipe)
                        }
                        Image(systemName: selected.contains(recipe) ? "checkmark.circle" : "plus.circle.fill")
                    }
                }
            }
        } else {
            VStack {
                Text("Your favorite recipes")
                Text("Save recipes you love.")
            }
        }
        }
    }
}

// The same branch holds the text: it names the checkbox; the else branch's does not.
struct SyncRow: View {
    @State private var sync = false
    var enabled: Bool

    var body: some View {
        if enabled {
            HStack {
                Image(systemName: sync ? "checkmark.square" : "square")
                    .onTapGesture { sync.toggle() }
                Text("Sync contacts")
            }
        } else {
            Text("Sync is off")
        }
    }
}

// The box's branch shows no text: the other branch's is not its name (label-missing).
struct MuteRow: View {
    @State private var muted = false
    var available: Bool

    var body: some View {
        VStack {
            if available {
                Image(systemName: muted ? "checkmark.square" : "square")
                    .frame(width: 44, height: 44)
                    .onTapGesture { muted.toggle() }
            } else {
                Text("Mute is unavailable")
            }
        }
    }
}
