import SwiftUI

// Chips of a multiple choice whose look is computed in `let`s of the loop's body before the chip:
// the state a ternary `let` chooses, a theme's colour for that state, then the chip's modifiers
// given the plain names (round twenty-six, miss 4, a design kit's ChipControl). The colour shows
// `selections.contains(value)` as a ternary written in the modifier would: role-missing, at each
// chip.

enum ChipState { case selected, unselected }

struct ChipTheme {
    func background(state: ChipState) -> Color { state == .selected ? .blue : .gray }
}

// Fires: the colour a theme gives for the state a ternary `let` chose.
struct ThemedChips: View {
    let options: [String]
    let theme = ChipTheme()
    @Binding var selections: [String]

    var body: some View {
        HStack {
            ForEach(options, id: \.self) { value in
                let selectState: ChipState = selections.contains(value) ? .selected : .unselected
                let chipBackground = theme.background(state: selectState)

                Text(value)
                    .padding(8)
                    .background(chipBackground)
                    .onTapGesture {
                        if selections.contains(value) {
                            selections.removeAll { $0 == value }
                        } else {
                            selections.append(value)
                        }
                    }
            }
        }
    }
}

// Fires: a Bool `let` of the body is the ternary's condition.
struct BoolLetChips: View {
    let options: [String]
    @Binding var selections: [String]

    var body: some View {
        HStack {
            ForEach(options, id: \.self) { value in
                let isChosen = selections.contains(value)
                Text(value)
                    .padding(8)
                    .background(isChosen ? Color.blue : Color.gray)
                    .onTapGesture {
                        if selections.contains(value) {
                            selections.removeAll { $0 == value }
                        } else {
                            selections.append(value)
                        }
                    }
            }
        }
    }
}

// Silent: the `let`s choose the colour by something the tap does not change (the option's own
// name), whatever the tap does to the selection.
struct FixedColourChips: View {
    let options: [String]
    let theme = ChipTheme()
    @Binding var selections: [String]

    var body: some View {
        HStack {
            ForEach(options, id: \.self) { value in
                let selectState: ChipState = value.hasPrefix("A") ? .selected : .unselected
                let chipBackground = theme.background(state: selectState)

                Text(value)
                    .padding(8)
                    .background(chipBackground)
                    .onTapGesture {
                        if selections.contains(value) {
                            selections.removeAll { $0 == value }
                        } else {
                            selections.append(value)
                        }
                    }
            }
        }
    }
}
