// Options of a multiple choice told apart only by their colour (SPEC §10, "a colour"): a weekday
// picker of Buttons coloured by membership of a selection set that their tap changes. VoiceOver
// says "Mon, Button" whether the day is chosen or not. The Button that says so is clean; a Bool
// shown only by colour (a chip, as often a favourite or an expander) and a coloured symbol are left
// alone; a Button whose action branches on the selection it changes finds its box in its label.
import SwiftUI

struct RepeatDays: View {
    let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    @State private var chosen: Set<String> = []

    var body: some View {
        Form {
            Section("Repeat on") {
                HStack {
                    ForEach(days, id: \.self) { day in
                        Button(day) {
                            if chosen.contains(day) { chosen.remove(day) } else { chosen.insert(day) }
                        }
                        .foregroundColor(chosen.contains(day) ? .accentColor : .secondary)
                    }
                }
            }
        }
    }
}

struct RepeatDaysSaid: View {
    let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    @State private var chosen: Set<String> = []

    var body: some View {
        Form {
            Section("Repeat on") {
                HStack {
                    ForEach(days, id: \.self) { day in
                        Button(day) {
                            if chosen.contains(day) { chosen.remove(day) } else { chosen.insert(day) }
                        }
                        .foregroundColor(chosen.contains(day) ? .accentColor : .secondary)
                        .accessibilityAddTraits(chosen.contains(day) ? [.isButton, .isSelected] : .isButton)
                    }
                }
            }
        }
    }
}

/// A Bool shown only by a colour, and a symbol coloured by a set: not read as checkboxes.
struct Chips: View {
    let title: String
    let items: [String]
    @State private var isOn = false
    @State private var starred: Set<String> = []

    var body: some View {
        VStack {
            Text(title)
                .padding()
                .background(isOn ? Color.accentColor : Color.gray)
                .onTapGesture { isOn.toggle() }
            ForEach(items, id: \.self) { item in
                Button {
                    if starred.contains(item) { starred.remove(item) } else { starred.insert(item) }
                } label: {
                    Image(systemName: "star")
                }
                .foregroundColor(starred.contains(item) ? .yellow : .gray)
            }
        }
    }
}

/// The Button's action branches on the selection it changes; its label draws the box.
struct ExportCategories: View {
    let categories = ["Settings", "Logs"]
    @State private var selected: Set<String> = []

    var body: some View {
        List {
            Section("Export") {
                ForEach(categories, id: \.self) { category in
                    Button {
                        if selected.contains(category) {
                            selected.remove(category)
                        } else {
                            selected.insert(category)
                        }
                    } label: {
                        HStack {
                            Image(systemName: selected.contains(category) ? "checkmark.square.fill" : "square")
                            Text(category)
                        }
                    }
                }
            }
        }
    }
}

/// Chips whose Button labels hold their text: named by that text, not by the text above them.
struct TagChips: View {
    let tags: [String]
    @State private var picked: Set<String> = []

    var body: some View {
        Form {
            Section("Tags") {
                Text("Pick as many as you like")
                HStack {
                    ForEach(tags, id: \.self) { tag in
                        Button {
                            if picked.contains(tag) { picked.remove(tag) } else { picked.insert(tag) }
                        } label: {
                            Text(tag)
                                .padding(8)
                        }
                        .background(picked.contains(tag) ? Color.accentColor : Color.clear)
                    }
                }
            }
        }
    }
}
