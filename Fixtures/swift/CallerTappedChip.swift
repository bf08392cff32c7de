import SwiftUI

// A design system's chip with no tap of its own: its callers make it one option of a multiple
// choice with a gesture that takes the option in and out of a set. What VoiceOver meets is the
// chip as it declares itself, so it is read there, with its own label, traits and hint.

// Says its role and state itself (the button trait, the selected trait while chosen, built by a
// property; one element named by its label): found, no defect of its own.
struct FilterChip: View {
    let label: String
    private var isSelected: Bool = false

    init(_ label: String) {
        self.label = label
    }

    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: "tag")
                .accessibilityHidden(true)
            Text(label)
        }
        .padding(.horizontal, 12)
        .foregroundStyle(foregroundColor)
        .accessibilityElement(children: .combine)
        .accessibilityLabel(accessibilityLabel)
        .accessibilityHint(isSelected ? "Double tap to deselect" : "Double tap to select")
        .accessibilityAddTraits(accessibilityTraits)
    }

    private var accessibilityLabel: String {
        label
    }

    private var accessibilityTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = [.isButton]
        if isSelected {
            traits.insert(.isSelected)
        }
        return traits
    }

    private var foregroundColor: Color {
        isSelected ? .accentColor : .primary
    }

    func selected(_ isSelected: Bool) -> Self {
        var copy = self
        copy.isSelected = isSelected
        return copy
    }
}

// Its chosen state only its colours, no trait: role-missing at the chip.
struct PlainChip: View {
    let title: String
    var isSelected: Bool

    var body: some View {
        Text(title)
            .padding(8)
            .background(isSelected ? Color.blue.opacity(0.2) : Color.clear)
            .clipShape(Capsule())
    }
}

// Tapped by its caller to choose one option only (a radio): not found.
struct SortChip: View {
    let title: String
    var isSelected: Bool

    var body: some View {
        Text(title)
            .background(isSelected ? Color.blue : Color.gray)
    }
}

// Tapped by its caller only to add (never to take out): not found.
struct AddChip: View {
    let title: String
    var isSelected: Bool

    var body: some View {
        Text(title)
            .background(isSelected ? Color.blue : Color.gray)
    }
}

enum Typography {
    static let bodySmall = Font.footnote
    static let headingMedium = Font.title2
}

struct ChipScreen: View {
    @State private var chosenFilters: Set<String> = []
    @State private var chosenTopics: Set<String> = []
    @State private var sort = "Name"
    @State private var added: Set<String> = []
    private let options = ["Swift", "Kotlin", "Rust"]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Filters")
                .font(.title2)
            // A caption in a design system's small style: the title is the text above it.
            Text("Tap to choose")
                .font(Typography.bodySmall)
            HStack {
                ForEach(options, id: \.self) { option in
                    FilterChip(option)
                        .selected(chosenFilters.contains(option))
                        .onTapGesture {
                            if chosenFilters.contains(option) {
                                chosenFilters.remove(option)
                            } else {
                                chosenFilters.insert(option)
                            }
                        }
                }
            }
            Text("Topics")
                .font(Typography.headingMedium)
            HStack {
                ForEach(options, id: \.self) { option in
                    PlainChip(title: option, isSelected: chosenTopics.contains(option))
                        .onTapGesture {
                            withAnimation {
                                if chosenTopics.contains(option) {
                                    chosenTopics.remove(option)
                                } else {
                                    chosenTopics.insert(option)
                                }
                            }
                        }
                }
            }
            HStack {
                ForEach(["Name", "Date"], id: \.self) { option in
                    SortChip(title: option, isSelected: sort == option)
                        .onTapGesture { sort = option }
                }
            }
            HStack {
                ForEach(options, id: \.self) { option in
                    AddChip(title: option, isSelected: added.contains(option))
                        .onTapGesture { added.insert(option) }
                }
            }
        }
    }
}
