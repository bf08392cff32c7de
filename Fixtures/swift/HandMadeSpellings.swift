// Hand-made checkboxes spelt every way SPEC §10 lists: an if/else image, an overlay shown `if`,
// an opacity, a fill and an icon-font glyph, a selection changed through a helper, a tap gesture,
// a selection set in List rows; and a favourite button, which is not a checkbox.
import SwiftUI

struct TermsForm: View {
    @State private var accepted = false
    @State private var newsletter = false
    @State private var remember = true
    @State private var isFavorite = false

    var body: some View {
        VStack {
            Text("Before you start")
                .accessibilityAddTraits(.isHeader)
            // An if/else of two images in a Button: one element, but only "Button".
            Button {
                accepted.toggle()
            } label: {
                if accepted {
                    HStack {
                        Image(systemName: "checkmark.square")
                        Text("Accept the terms")
                    }
                } else {
                    HStack {
                        Image(systemName: "square")
                        Text("Accept the terms")
                    }
                }
            }
            Divider()
            // An overlay shown while on, with the tap on the 14 pt box only.
            HStack {
                RoundedRectangle(cornerRadius: 3)
                    .stroke(Color.gray)
                    .frame(width: 14, height: 14)
                    .overlay {
                        if newsletter {
                            Image(systemName: "checkmark")
                        }
                    }
                    .onTapGesture { newsletter = !newsletter }
                Text("Send me the newsletter")
            }
            Divider()
            // The accessible way: one Button, selected while on (`remember` starts true).
            Button {
                remember.toggle()
            } label: {
                HStack {
                    Image(systemName: "checkmark")
                        .opacity(remember ? 1 : 0)
                    Text("Remember me")
                }
            }
            .accessibilityAddTraits(remember ? [.isButton, .isSelected] : .isButton)
            Divider()
            // A favourite button: a heart, not a checkbox.
            Button {
                isFavorite.toggle()
            } label: {
                Image(systemName: isFavorite ? "heart.fill" : "heart")
            }
        }
    }
}

/// A box drawn with a shape and an icon font's glyph, in a 22 pt row tapped by a gesture.
struct GlyphCheckbox: View {
    @Binding var isChecked: Bool
    let title: String

    var body: some View {
        HStack {
            ZStack {
                RoundedRectangle(cornerRadius: 4)
                    .fill(isChecked ? Color.blue : Color.clear)
                Text("\u{f00c}")
                    .font(.custom("FontAwesome", size: 12))
                    .opacity(isChecked ? 1 : 0)
            }
            .frame(width: 18, height: 18)
            Text(title)
        }
        .frame(height: 22)
        .gesture(TapGesture().onEnded { isChecked.toggle() })
    }
}

/// An icon-only table checkbox whose selection changes through a helper.
struct FileTable: View {
    let files: [String]
    @State private var selected: Set<String> = []

    var body: some View {
        List {
            Section("Files") {
                ForEach(files, id: \.self) { file in
                    HStack {
                        Button {
                            toggleSelection(for: file)
                        } label: {
                            Image(systemName: selected.contains(file) ? "checkmark.circle.fill" : "circle")
                        }
                        .buttonStyle(.plain)
                        Text(file)
                    }
                }
            }
        }
    }

    private func toggleSelection(for file: String) {
        if selected.contains(file) {
            selected.remove(file)
        } else {
            selected.insert(file)
        }
    }
}

/// A selection set in List rows: the whole row is tapped, and the row is one element that says
/// whether it is selected.
struct ToppingsList: View {
    let toppings = ["Cheese", "Olives", "Basil"]
    @State private var chosen: Set<String> = []

    var body: some View {
        List(toppings, id: \.self) { topping in
            HStack {
                Text(topping)
                Spacer()
                if chosen.contains(topping) {
                    Image(systemName: "checkmark")
                }
            }
            .contentShape(Rectangle())
            .onTapGesture {
                if chosen.contains(topping) { chosen.remove(topping) } else { chosen.insert(topping) }
            }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(chosen.contains(topping) ? [.isButton, .isSelected] : .isButton)
        }
    }
}
