import SwiftUI

// Components handed their Bool and their tap's closure by a caller that only hands on what it was
// handed itself (round thirty-seven, hholdout37b, pattern 1): the caller neither toggles nor sets a
// value, so it says nothing either way, and each component is judged as with no caller.

// A box symbol beside the content, in a ViewModifier: `checkmark.square.fill` / `square` chosen by the
// handed Bool, the tap the handed closure. Fires at the modifier: no trait, no name of its own.
struct CheckboxSelection: ViewModifier {
    let isSelected: Bool
    let onSelectionChange: () -> Void

    func body(content: Content) -> some View {
        HStack {
            iconForSelection(isSelected)
            content
            Spacer()
        }
    }

    @ViewBuilder
    private func iconForSelection(_ isSelected: Bool) -> some View {
        Image(systemName: isSelected ? "checkmark.square.fill" : "square")
            .imageScale(.large)
            .onTapGesture {
                onSelectionChange()
            }
    }
}

// The content recoloured by the handed Bool, the whole row tapped to call the handed closure. Fires
// at the modifier: selected is only a colour.
struct TapRowSelection: ViewModifier {
    let isSelected: Bool
    let onSelectionChange: () -> Void

    func body(content: Content) -> some View {
        HStack {
            content
                .foregroundColor(isSelected ? .blue : .primary)
            Spacer()
        }
        .contentShape(Rectangle())
        .onTapGesture {
            onSelectionChange()
        }
    }
}

// The same box as a View, named with "Checkbox" at its start. Fires at the view.
struct CheckboxRow<Content: View>: View {
    let isSelected: Bool
    let onSelectionChange: () -> Void
    let content: Content

    var body: some View {
        HStack {
            Image(systemName: isSelected ? "checkmark.square.fill" : "square")
                .imageScale(.large)
                .onTapGesture {
                    onSelectionChange()
                }
            content
            Spacer()
        }
    }
}

// The pass-through callers: each hands on its own parameters of the same names.
extension View {
    @ViewBuilder
    func withSelectionIndicator(_ style: Int, isSelected: Bool, onSelectionChange: @escaping () -> Void) -> some View {
        switch style {
        case 0:
            self.modifier(CheckboxSelection(isSelected: isSelected, onSelectionChange: onSelectionChange))
        case 1:
            self.modifier(TapRowSelection(isSelected: isSelected, onSelectionChange: onSelectionChange))
        case 2:
            self.modifier(FavouriteSelection(isSelected: isSelected, onSelectionChange: onSelectionChange))
        case 3:
            self.modifier(HighlightSelection(isHighlighted: isSelected, onSelectionChange: onSelectionChange))
        default:
            self.modifier(RadioSelection(isSelected: isSelected, onSelectionChange: onSelectionChange))
        }
    }

    func withCheckbox(isSelected: Bool, onSelectionChange: @escaping () -> Void) -> some View {
        CheckboxRow(isSelected: isSelected, onSelectionChange: onSelectionChange, content: self)
    }
}

// Not checkboxes, though handed on the same way (silent):
// a favourite's heart chosen by the Bool (a toggle button of another kind),
struct FavouriteSelection: ViewModifier {
    let isSelected: Bool
    let onSelectionChange: () -> Void

    func body(content: Content) -> some View {
        HStack {
            content
            Image(systemName: isSelected ? "heart.fill" : "heart")
                .onTapGesture {
                    onSelectionChange()
                }
        }
    }
}

// a colour chosen by a Bool not named for a choice (a highlight), handed on under another name,
struct HighlightSelection: ViewModifier {
    let isHighlighted: Bool
    let onSelectionChange: () -> Void

    func body(content: Content) -> some View {
        content
            .foregroundColor(isHighlighted ? .yellow : .primary)
            .onTapGesture {
                onSelectionChange()
            }
    }
}

// a radio's dot in a ring,
struct RadioSelection: ViewModifier {
    let isSelected: Bool
    let onSelectionChange: () -> Void

    func body(content: Content) -> some View {
        HStack {
            Image(systemName: isSelected ? "circle.inset.filled" : "circle")
                .onTapGesture {
                    onSelectionChange()
                }
            content
        }
    }
}

// a circled check chosen by a Bool, the row named for selecting one of several (a theme picker's row),
struct ThemeChoiceRow: View {
    let name: String
    let isSelected: Bool
    let onSelect: () -> Void

    var body: some View {
        Button(action: onSelect) {
            HStack {
                Text(name)
                Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
            }
        }
    }
}

struct ThemeChoiceCell: View {
    let name: String
    let isSelected: Bool
    let onSelect: () -> Void

    var body: some View {
        ThemeChoiceRow(name: name, isSelected: isSelected, onSelect: onSelect)
    }
}

// and a box whose one caller hands a constant: that caller decides (a sample that never changes).
struct SampleBox: View {
    let isSelected: Bool
    let onSelectionChange: () -> Void

    var body: some View {
        Image(systemName: isSelected ? "checkmark.square.fill" : "square")
            .onTapGesture {
                onSelectionChange()
            }
    }
}

extension View {
    func withSample(onSelectionChange: @escaping () -> Void) -> some View {
        SampleBox(isSelected: true, onSelectionChange: onSelectionChange)
    }
}
