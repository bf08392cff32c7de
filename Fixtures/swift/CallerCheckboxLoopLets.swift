import SwiftUI

// A caller's loop of a chip declared in another file, its Bool read through `let`s of the loop's
// body: a membership test for the getter, a Binding whose setter inserts and removes.
struct QuestionView: View {
    let question: String
    let options: [String]
    var single: Bool = false
    @State private var chosen: Set<Int> = []
    @State private var only: Int?
    var chosenBinding: Binding<Set<Int>>? = nil

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text(question)
                .font(.system(size: 27))
            FlowLayout(spacing: 10) {
                ForEach(Array(options.indices), id: \.self) { index in
                    let label = options[index]
                    let chipBinding = Binding<Bool>(
                        get: { (chosenBinding?.wrappedValue ?? chosen).contains(index) },
                        set: { newValue in
                            if single {
                                only = newValue ? index : nil
                            } else if let binding = chosenBinding {
                                if newValue { binding.wrappedValue.insert(index) } else { binding.wrappedValue.remove(index) }
                            } else {
                                if newValue { chosen.insert(index) } else { chosen.remove(index) }
                            }
                        }
                    )
                    let current = chosenBinding?.wrappedValue ?? chosen
                    let isSelectedVisual: Bool = single ? only == index : current.contains(index)
                    PreferenceChip(
                        label: label,
                        isSelected: Binding(
                            get: { isSelectedVisual },
                            set: { newValue in chipBinding.wrappedValue = newValue }
                        )
                    )
                }
            }
        }
    }
}

// The same loop whose chips show a Bool the file does not tie to a set: no set is read.
struct HighlightView: View {
    let question: String
    let options: [String]
    @State private var highlighted: Int?

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text(question)
            FlowLayout(spacing: 10) {
                ForEach(Array(options.indices), id: \.self) { index in
                    let isSelectedVisual = highlighted == index
                    PreferenceChip(
                        label: options[index],
                        isSelected: Binding(
                            get: { isSelectedVisual },
                            set: { newValue in highlighted = newValue ? index : nil }
                        )
                    )
                }
            }
        }
    }
}

// The chip: a Button toggling its caller's Bool, shown only by its colours.
struct PreferenceChip: View {
    let label: String
    @Binding var isSelected: Bool

    var body: some View {
        Button {
            isSelected.toggle()
        } label: {
            Text(label)
                .foregroundColor(isSelected ? .white : .black)
                .padding(8)
                .background(isSelected ? Color.blue : Color.white)
        }
    }
}
