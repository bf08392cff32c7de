import SwiftUI

// A row that runs its caller's action: each caller below decides whether its rows are checkboxes.
struct FilterRow: View {
    let title: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Text(title)
                Spacer()
                Image(systemName: isSelected ? "checkmark.square.fill" : "square")
            }
        }
        .buttonStyle(PlainButtonStyle())
    }
}

enum Slot: String, CaseIterable, Identifiable {
    case morning = "Morning", day = "Day", evening = "Evening"
    var id: String { rawValue }
}

// Each slot on or off by itself, under a text that is not a heading: a set with no header.
struct DepartureFilters: View {
    @State private var chosen: Set<Slot> = []

    var body: some View {
        VStack(alignment: .leading) {
            Text("Departure time")
                .font(.system(size: 24, weight: .bold))
            ForEach(Slot.allCases) { slot in
                FilterRow(title: slot.rawValue, isSelected: chosen.contains(slot)) {
                    if chosen.contains(slot) { chosen.remove(slot) } else { chosen.insert(slot) }
                }
            }
        }
    }
}

// The same set under a text marked as a heading: titled.
struct HeadedFilters: View {
    @State private var chosen: Set<Slot> = []

    var body: some View {
        VStack(alignment: .leading) {
            Text("Departure time")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            ForEach(Slot.allCases) { slot in
                FilterRow(title: slot.rawValue, isSelected: chosen.contains(slot)) {
                    if chosen.contains(slot) { chosen.remove(slot) } else { chosen.insert(slot) }
                }
            }
        }
    }
}

// The same set in a Section with that title: titled.
struct SectionFilters: View {
    @State private var chosen: Set<Slot> = []

    var body: some View {
        Form {
            Section("Departure time") {
                ForEach(Slot.allCases) { slot in
                    FilterRow(title: slot.rawValue, isSelected: chosen.contains(slot)) {
                        if chosen.contains(slot) { chosen.remove(slot) } else { chosen.insert(slot) }
                    }
                }
            }
        }
    }
}

// One slot at a time: a radio set, not checkboxes.
struct OneSlotFilter: View {
    @State private var slot: Slot = .day

    var body: some View {
        VStack(alignment: .leading) {
            Text("Departure time")
            ForEach(Slot.allCases) { option in
                FilterRow(title: option.rawValue, isSelected: slot == option) {
                    slot = option
                }
            }
        }
    }
}

// A view of another file given its Bool as a Binding over the set: a set with no header.
struct ArrivalFilters: View {
    @State private var chosen: Set<Slot> = []

    var body: some View {
        VStack(alignment: .leading) {
            Text("Arrival time")
            ForEach(Slot.allCases) { slot in
                SlotChip(label: slot.rawValue, isSelected: Binding(
                    get: { chosen.contains(slot) },
                    set: { isOn in
                        if isOn { chosen.insert(slot) } else { chosen.remove(slot) }
                    }
                ))
            }
        }
    }
}

// The same loop with no text before it, of a chip read as no checkbox where it is declared (only
// this caller's membership says it is one): left alone, silent (`CallerCheckboxLoops.isShownUntitled`).
struct UntitledFilters: View {
    @State private var chosen: Set<Slot> = []

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(Slot.allCases) { slot in
                SlotChip(label: slot.rawValue, isSelected: Binding(
                    get: { chosen.contains(slot) },
                    set: { isOn in
                        if isOn { chosen.insert(slot) } else { chosen.remove(slot) }
                    }
                ))
            }
        }
    }
}
