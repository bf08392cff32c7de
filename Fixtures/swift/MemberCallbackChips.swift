import SwiftUI

// A chip grid handed the chosen set and a callback taking the member (`let selected: Set<String>`,
// `let onToggle: (String) -> Void`, or a `@Binding` set): each chip hands the caller the very
// option whose membership its colours show (`onToggle(option)` beside `selected.contains(option)`,
// here through a `let` of the loop), so each is a checkbox of that membership, told only by its
// look (round thirty-four, a grocery app's diet and allergy chips). The callers' `Section` header
// titles the set.
struct DietSurvey: View {
    @State private var diets: Set<String> = []
    @State private var allergies: Set<String> = []
    let dietOptions = ["Vegan", "Vegetarian"]
    let allergyOptions = ["Nuts", "Gluten"]

    var body: some View {
        List {
            Section {
                PreferenceChips(options: dietOptions, selected: diets, onToggle: { toggle($0, in: &diets) })
            } header: {
                Text("Diet Preferences")
            }
            Section {
                BoundChips(options: allergyOptions, selected: $allergies, onToggle: { option in
                    if allergies.contains(option) { allergies.remove(option) } else { allergies.insert(option) }
                })
            } header: {
                Text("Allergies")
            }
        }
    }

    private func toggle(_ value: String, in set: inout Set<String>) {
        if set.contains(value) { set.remove(value) } else { set.insert(value) }
    }
}

private struct PreferenceChips: View {
    let options: [String]
    let selected: Set<String>
    let onToggle: (String) -> Void

    var body: some View {
        VStack {
            ForEach(options, id: \.self) { option in
                let isSelected = selected.contains(option)
                Button {
                    onToggle(option)
                } label: {
                    Text(option)
                        .padding(8)
                        .background(isSelected ? Color.blue : Color.gray)
                }
                .buttonStyle(.plain)
            }
        }
    }
}

private struct BoundChips: View {
    let options: [String]
    @Binding var selected: Set<String>
    let onToggle: (String) -> Void

    var body: some View {
        VStack {
            ForEach(options, id: \.self) { option in
                Button {
                    onToggle(option)
                } label: {
                    Text(option)
                        .padding(8)
                        .background(selected.contains(option) ? Color.blue : Color.gray)
                }
                .buttonStyle(.plain)
            }
        }
    }
}

// Near misses, silent: a single choice — chips whose look compares the option with one chosen value
// (`chosen == option`), and chips over a set whose every caller only assigns the member handed
// back (`{ size = $0 }`); chips whose look reads a set the tap does not hand the option for (the
// view's own `@State`).
struct SizePicker: View {
    @State private var size = "M"
    let sizes = ["S", "M", "L"]

    var body: some View {
        VStack {
            EqualChips(options: sizes, chosen: size, onPick: { size = $0 })
            SetChips(options: sizes, selected: [size], onToggle: { size = $0 })
        }
    }
}

private struct EqualChips: View {
    let options: [String]
    let chosen: String
    let onPick: (String) -> Void

    var body: some View {
        HStack {
            ForEach(options, id: \.self) { option in
                Button { onPick(option) } label: {
                    Text(option).padding(8).background(chosen == option ? Color.blue : Color.gray)
                }
            }
        }
    }
}

private struct SetChips: View {
    let options: [String]
    let selected: Set<String>
    let onToggle: (String) -> Void

    var body: some View {
        HStack {
            ForEach(options, id: \.self) { option in
                Button { onToggle(option) } label: {
                    Text(option).padding(8).background(selected.contains(option) ? Color.blue : Color.gray)
                }
            }
        }
    }
}

struct HoverChips: View {
    let options: [String]
    @State private var hovered: Set<String> = []
    let onOpen: (String) -> Void

    var body: some View {
        HStack {
            ForEach(options, id: \.self) { option in
                Button { onOpen(option) } label: {
                    Text(option).padding(8).background(hovered.contains(option) ? Color.blue : Color.gray)
                }
            }
        }
    }
}
