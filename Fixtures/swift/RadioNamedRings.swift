import SwiftUI

// Round twenty-eight (hholdout28b, Civ3Guide): a radio button built as a Button that flips a Bool
// binding its caller feeds from one selected index. Named for a radio and drawn with a radio's
// mark, it is one choice of several, not a checkbox: silent.
struct RadioButton: View {
    let text: String
    @Binding var isChecked: Bool

    var body: some View {
        Button(action: onClick) {
            HStack {
                Image(systemName: isChecked ? "largecircle.fill.circle" : "circle")
                Text(text)
            }
        }
    }

    private func onClick() {
        isChecked = !isChecked
    }
}

struct RadioGroup: View {
    let items: [String]
    @Binding var selectedIndex: Int?

    var body: some View {
        VStack {
            ForEach(0..<items.count, id: \.self) { index in
                RadioButton(
                    text: items[index],
                    isChecked: Binding(
                        get: { selectedIndex == index },
                        set: { _ in selectedIndex = selectedIndex == index ? nil : index }
                    )
                )
            }
        }
    }
}

// Fires: drawn with rings but not named for a radio — a multiple choice may be drawn so.
struct ExtraOption: View {
    let text: String
    @Binding var isChecked: Bool

    var body: some View {
        Button(action: { isChecked.toggle() }) {
            HStack {
                Image(systemName: isChecked ? "largecircle.fill.circle" : "circle")
                Text(text)
            }
        }
    }
}

// Fires: named for a radio but drawn with a box, as a checkbox is.
struct RadioListCheckbox: View {
    let text: String
    @Binding var isChecked: Bool

    var body: some View {
        Button(action: { isChecked.toggle() }) {
            HStack {
                Image(systemName: isChecked ? "checkmark.square.fill" : "square")
                Text(text)
            }
        }
    }
}
