// A chip whose own Button flips the choice its caller binds to it, shown only by colours
// (docs/review/swiftui-unseen.md, round eighteen, pattern A): a checkbox of that Bool, reported
// at the type; VoiceOver reads "Sports, Button" chosen or not.
import SwiftUI

// Fires role-missing at the type: a `@Binding` named for a choice, flipped by the tap.
struct InterestChip: View {
    let label: String
    @Binding var isSelected: Bool

    var body: some View {
        Button {
            isSelected.toggle()
        } label: {
            Text(label)
                .foregroundColor(isSelected ? .white : .primary)
                .padding(8)
                .background(isSelected ? Color.blue : Color.clear)
                .cornerRadius(15)
        }
    }
}

// The view's own state, flipped by the Button's whole action and shown by its colour: a two-state
// control too (`ColouredModeButtons`), named by its text, role-missing.
struct PressedChip: View {
    let label: String
    @State private var isSelected = false

    var body: some View {
        Button {
            isSelected.toggle()
        } label: {
            Text(label)
                .background(isSelected ? Color.blue : Color.clear)
        }
    }
}

// Silent: a type named for one choice of many (a tab).
struct FilterTabButton: View {
    let label: String
    @Binding var isSelected: Bool

    var body: some View {
        Button {
            isSelected.toggle()
        } label: {
            Text(label)
                .background(isSelected ? Color.blue : Color.clear)
        }
    }
}

// Silent: a Bool named for something else than a choice (a section opened).
struct SectionHeaderChip: View {
    let label: String
    @Binding var isExpanded: Bool

    var body: some View {
        Button {
            isExpanded.toggle()
        } label: {
            Text(label)
                .background(isExpanded ? Color.blue : Color.clear)
        }
    }
}
