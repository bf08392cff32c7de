import SwiftUI

// A chip made by hand: a Button that adds its tag to the chosen set or takes it out, whose only
// look of the choice is a colour (SPEC §10, "a colour"). VoiceOver reads "{tag}, Button" chosen or
// not: role-missing, at each chip. The colour reaches the view's modifier in a spelling of its own
// in each (`StateLooks`); each is read as a ternary written in the modifier is.

// Fires: a `let` of the body chooses the colour.
struct BodyLetChip: View {
    let tag: String
    @Binding var chosen: Set<String>

    var body: some View {
        let fill = chosen.contains(tag) ? Color.blue : Color.gray
        Button {
            if chosen.contains(tag) { chosen.remove(tag) } else { chosen.insert(tag) }
        } label: {
            Text(tag).padding(8).background(fill)
        }
    }
}

// Fires: an `if` in a computed member's getter chooses it.
struct GetterIfChip: View {
    let tag: String
    @Binding var chosen: Set<String>

    private var fill: Color {
        if chosen.contains(tag) { return .blue }
        return .gray
    }

    var body: some View {
        Button {
            if chosen.contains(tag) { chosen.remove(tag) } else { chosen.insert(tag) }
        } label: {
            Text(tag).padding(8).background(fill)
        }
    }
}

// Fires: a method given the tag chooses it, at each chip of the loop.
struct MethodColourChips: View {
    let tags: [String]
    @State private var chosen: Set<String> = []

    private func fill(for tag: String) -> Color { chosen.contains(tag) ? .blue : .gray }

    var body: some View {
        HStack {
            ForEach(tags, id: \.self) { tag in
                Button {
                    if chosen.contains(tag) { chosen.remove(tag) } else { chosen.insert(tag) }
                } label: {
                    Text(tag).padding(8).background(fill(for: tag))
                }
            }
        }
    }
}

// Fires: the ternary is inside a call in the modifier's argument (an asset colour's name).
struct AssetColourChip: View {
    let tag: String
    @Binding var chosen: Set<String>

    var body: some View {
        Button {
            if chosen.contains(tag) { chosen.remove(tag) } else { chosen.insert(tag) }
        } label: {
            Text(tag).padding(8).background(Color(chosen.contains(tag) ? "ChipOn" : "ChipOff"))
        }
    }
}

// Fires: an `if` around one view whose branches differ only by its background.
struct BranchedLookChip: View {
    let tag: String
    @Binding var chosen: Set<String>

    var body: some View {
        Button {
            if chosen.contains(tag) { chosen.remove(tag) } else { chosen.insert(tag) }
        } label: {
            if chosen.contains(tag) {
                Text(tag).padding(8).background(Color.blue)
            } else {
                Text(tag).padding(8)
            }
        }
    }
}

// Fires: a view of the file is handed the choice and colours by it (one level).
struct ChipFace: View {
    let title: String
    let isSelected: Bool

    var body: some View {
        Text(title).padding(8).background(isSelected ? Color.blue : Color.gray)
    }
}

struct HandedFaceChip: View {
    let tag: String
    @Binding var chosen: Set<String>

    var body: some View {
        Button {
            if chosen.contains(tag) { chosen.remove(tag) } else { chosen.insert(tag) }
        } label: {
            ChipFace(title: tag, isSelected: chosen.contains(tag))
        }
    }
}

// Silent: the body's `let` only shows or hides the whole control (its opacity is 0 when not chosen).
struct FadedAwayChip: View {
    let tag: String
    @Binding var chosen: Set<String>

    var body: some View {
        let alpha = chosen.contains(tag) ? 1.0 : 0.0
        Button {
            if chosen.contains(tag) { chosen.remove(tag) } else { chosen.insert(tag) }
        } label: {
            Text(tag).padding(8)
        }
        .opacity(alpha)
    }
}

// Silent: the body's `let` reading the choice is read only by the action, not by the view.
struct ActionReadChip: View {
    let tag: String
    @Binding var chosen: Set<String>

    var body: some View {
        let wasChosen = chosen.contains(tag)
        Button {
            if wasChosen { chosen.remove(tag) } else { chosen.insert(tag) }
        } label: {
            Text(tag).padding(8).background(Color.gray)
        }
    }
}

// Silent: the getter's `if`, and the handed view's colour, read another Bool than the choice.
struct OtherBoolChip: View {
    let tag: String
    let isPinned: Bool
    @Binding var chosen: Set<String>

    private var fill: Color {
        if isPinned { return .orange }
        return .gray
    }

    var body: some View {
        Button {
            if chosen.contains(tag) { chosen.remove(tag) } else { chosen.insert(tag) }
        } label: {
            ChipFace(title: tag, isSelected: isPinned).background(fill)
        }
    }
}

// Silent: the `if`'s branches show different texts (words, not a look of one view).
struct BranchedWordsChip: View {
    let tag: String
    @Binding var chosen: Set<String>

    var body: some View {
        Button {
            if chosen.contains(tag) { chosen.remove(tag) } else { chosen.insert(tag) }
        } label: {
            if chosen.contains(tag) {
                Text("Remove " + tag).background(Color.blue)
            } else {
                Text("Add " + tag)
            }
        }
    }
}

// Silent: the `if`'s branches differ only by an opacity that hides the view when not chosen.
struct BranchedHiddenChip: View {
    let tag: String
    @Binding var chosen: Set<String>

    var body: some View {
        Button {
            if chosen.contains(tag) { chosen.remove(tag) } else { chosen.insert(tag) }
        } label: {
            if chosen.contains(tag) {
                Text(tag).padding(8).opacity(1)
            } else {
                Text(tag).padding(8).opacity(0)
            }
        }
    }
}

// A mode Button (its whole action toggles one Bool of the view) shown only by its symbol's colour
// (`ColouredModeButtons`), the colour reaching the modifier through a spelling of `StateLooks`:
// label-missing and role-missing at each, "… , Button" (and the note that a symbol's size is the font's).

// Fires: a `let` of the body.
struct GridModeButton: View {
    @State private var gridLayout = false

    var body: some View {
        let tint = gridLayout ? Color.blue : Color.gray
        Button {
            gridLayout.toggle()
        } label: {
            Image(systemName: "square.grid.2x2").foregroundColor(tint)
        }
    }
}

// Fires: an `if` in a computed member's getter.
struct FilterModeButton: View {
    @State private var filtering = false

    private var tint: Color {
        if filtering { return .blue }
        return .gray
    }

    var body: some View {
        Button {
            filtering.toggle()
        } label: {
            Image(systemName: "line.3.horizontal.decrease").foregroundColor(tint)
        }
    }
}

// Silent: the body's `let` fades the whole Button out (its opacity 0 in one branch).
struct FadedModeButton: View {
    @State private var compactLayout = false

    var body: some View {
        let alpha = compactLayout ? 1.0 : 0.0
        Button {
            compactLayout.toggle()
        } label: {
            Image(systemName: "square.grid.2x2")
        }
        .opacity(alpha)
    }
}
