// A component of the project handed its look, not its state (docs/review/swiftui-unseen.md, round
// thirty-five, hholdout35a pattern 1): the chip and the icon button take no Bool; each call picks
// their colours (or image) by a membership or a Bool that its action flips. Each call is the
// checkbox the component would be if it took that value, where the call stands: named by what the
// call gives for the text (or the image) the component shows, a Button with no selected trait.
// Near misses, silent: a single choice (`selection == option`, `selection = option`), a look chosen
// by a value the action leaves alone, an action that flips nothing shown, a favourite's star.
import SwiftUI

final class SearchModel: ObservableObject {
    let options: [String] = ["Easy", "Medium", "Hard"]
    @Published var selected: [String] = []
}

struct FilterChip: View {
    var title: String? = nil
    var backgroundColor: Color?
    var borderColor: Color?
    var action: () -> Void

    var body: some View {
        Button(action: action) {
            if let text = title {
                Text(text)
            }
        }
        .padding()
        .background(backgroundColor)
        .overlay(RoundedRectangle(cornerRadius: 16).stroke(borderColor ?? .clear, lineWidth: 2))
    }
}

struct RoundIconButton: View {
    var color: Color
    var image: String
    var action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: image)
                .frame(width: 44, height: 44)
                .background(color)
                .clipShape(Circle())
        }
    }
}

struct DifficultyFilter: View {
    @EnvironmentObject var search: SearchModel

    var body: some View {
        Form {
            Section("Difficulty") {
                ForEach(search.options, id: \.self) { option in
                    let isSelected = search.selected.contains(option)
                    // ↓ fires: '{option}, Button', role-missing
                    FilterChip(title: option, backgroundColor: isSelected ? .orange.opacity(0.1) : .gray,
                               borderColor: isSelected ? .orange : .clear) {
                        if isSelected {
                            search.selected.removeAll { $0 == option }
                        } else {
                            search.selected.append(option)
                        }
                    }
                }
            }
        }
    }
}

struct StepTick: View {
    let title: String
    @State private var isCompleted = false

    var body: some View {
        HStack {
            // ↓ fires: 'checkmark, Button', role-missing, label-missing (the title beside it)
            RoundIconButton(color: isCompleted ? .green : .orange, image: "checkmark") {
                isCompleted.toggle()
            }
            Text(title)
        }
    }
}

// Near miss: one choice of several (a radio set), not a checkbox.
struct SortFilter: View {
    let options: [String] = ["Name", "Date"]
    @State private var selection = "Name"

    var body: some View {
        Section("Sort by") {
            ForEach(options, id: \.self) { option in
                FilterChip(title: option, backgroundColor: selection == option ? .orange : .gray,
                           borderColor: selection == option ? .orange : .clear) {
                    selection = option
                }
            }
        }
    }
}

// Near misses: a look chosen by a value the action leaves alone; an action that flips nothing
// the look shows; a favourite's star; a title the flag chooses ("Undo" / "Complete"), naming the
// action the next tap takes.
struct OtherCalls: View {
    @State private var isHighlighted = false
    @State private var isSelected = false
    @State private var isFavorite = false
    @State private var isDone = false

    var body: some View {
        VStack {
            FilterChip(title: "Spicy", backgroundColor: isHighlighted ? .orange : .gray) {
                isSelected.toggle()
            }
            FilterChip(title: "Search", backgroundColor: isSelected ? .orange : .gray) {
                print("search")
            }
            RoundIconButton(color: isFavorite ? .yellow : .gray, image: "star.fill") {
                isFavorite.toggle()
            }
            FilterChip(title: isDone ? "Undo" : "Complete", backgroundColor: isDone ? .green : .gray) {
                isDone.toggle()
            }
        }
    }
}
