// A Button that declares the toggle trait itself (`.accessibilityAddTraits(.isToggle)`, or a
// method of the file's extension that adds it) and whose label's look a Bool chooses: a two-state
// control by its own word, though its tap runs whatever its callers give and no caller is in the
// file. VoiceOver reads "{title}, Switch button, {isSelected}" (iOS 17).
import SwiftUI

// Read, no finding: the trait on the Button, a circle filled while selected.
struct SelectableRow: View {
    let title: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Text(title)
                Spacer()
                if isSelected {
                    Image(systemName: "checkmark.circle.fill")
                        .accessibilityAddTraits(.isSelected)
                } else {
                    Image(systemName: "circle")
                }
            }
            .accessibilityElement(children: .combine)
        }
        .accessibilityAddTraits(.isToggle)
    }
}

// Read, no finding: a kit's row whose kind is an enum case, the trait added by a private extension.
struct KindRow<Label: View>: View {
    enum Kind {
        case label
        case multiSelection(isSelected: Bool, action: () -> Void)
    }

    let label: Label
    let kind: Kind

    var body: some View {
        switch kind {
        case .label:
            label
        case .multiSelection(let isSelected, let action):
            Button(action: action) {
                HStack {
                    label
                    Spacer()
                    Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                }
                .accessibilityElement(children: .combine)
            }
            .declaredToggle()
        }
    }
}

private extension Button {
    @ViewBuilder func declaredToggle() -> some View {
        if #available(iOS 17.0, *) {
            accessibilityAddTraits(.isToggle)
        } else {
            self
        }
    }
}

// No line: the same row without the trait; nothing in the file flips the Bool.
struct PlainSelectableRow: View {
    let title: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Text(title)
                if isSelected { Image(systemName: "checkmark") }
            }
        }
    }
}

// No line: the trait on a Button whose look is chosen by a comparison, one choice of many.
struct ChoiceRow: View {
    let item: String
    let selection: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Text(item)
                Image(systemName: selection == item ? "checkmark.circle.fill" : "circle")
            }
        }
        .accessibilityAddTraits(.isToggle)
    }
}
