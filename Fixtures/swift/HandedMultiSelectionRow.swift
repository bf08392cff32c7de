// A kit's row whose kind is an enum case: the Button declares the toggle trait itself (a method of
// the file's extension adds it) and hands its Bool to a view of the kit as a multiple choice
// (`accessory: .multiSelection(isSelected)`); that view, out of sight, draws the circle. VoiceOver
// reads "{label}, Switch button, {isSelected}" (iOS 17).
import SwiftUI

struct KitRow<Label: View>: View {
    enum Kind {
        case label
        case selection(isSelected: Bool, action: () -> Void)
        case multiSelection(isSelected: Bool, action: () -> Void)
    }

    let label: Label
    let kind: Kind

    var body: some View {
        switch kind {
        case .label:
            KitRowContent { label }
        // No line: one choice of many, whatever trait the kit adds (a radio).
        case .selection(let isSelected, let action):
            Button(action: action) {
                KitRowContent(accessory: .selection(isSelected)) { label }
            }
            .toggleTrait()
        // Read, no finding: the Bool handed as a multiple choice.
        case .multiSelection(let isSelected, let action):
            Button(action: action) {
                KitRowContent(accessory: .multiSelection(isSelected)) { label }
            }
            .toggleTrait()
        }
    }
}

// No line: the same multiple choice without the trait; nothing in the file flips the Bool.
struct PlainKitRow<Label: View>: View {
    let label: Label
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            KitRowContent(accessory: .multiSelection(isSelected)) { label }
        }
    }
}

private extension Button {
    @ViewBuilder func toggleTrait() -> some View {
        if #available(iOS 17.0, *) {
            accessibilityAddTraits(.isToggle)
        } else {
            self
        }
    }
}
