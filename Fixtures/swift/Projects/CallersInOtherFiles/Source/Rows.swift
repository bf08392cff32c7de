import SwiftUI

// Tapped rows declared in a file of their own; their callers are in `People.swift`. Each file is
// mapped alone, so what a caller's closure does to the value it passes is read from the project's
// other files: a row is a checkbox only when a caller flips what it hands it.

// A checkbox: the caller passes `chosen.contains(name)` and its method inserts and removes the name.
struct ParticipantRow: View {
    var title: String
    var isSelected: Bool
    var action: () -> Void

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
        }
        .contentShape(Rectangle())
        .onTapGesture {
            action()
        }
    }
}

// A checkbox shown by its colours only: the caller takes the tag in and out of the set it tests.
struct FilterChip: View {
    let text: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(text)
                .padding(8)
                .background(isSelected ? Color.blue : Color.gray.opacity(0.2))
        }
    }
}

// Not a checkbox: the caller assigns the one order tapped (a radio's state, not a flip).
struct OrderRow: View {
    var title: String
    var isSelected: Bool
    var action: () -> Void

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
        }
        .contentShape(Rectangle())
        .onTapGesture {
            action()
        }
    }
}

// A checkbox: its closure is handed back the group the row holds (`onToggle(group)`); the caller
// passes a membership of a projection (`snapshot.groupIds`) built from the list its method adds the
// group to and removes it from.
struct GroupTemplateRow: View {
    let name: String
    let group: TemplateGroup
    let isAdded: Bool
    let isLoading: Bool
    let onToggle: (TemplateGroup) -> Void

    var body: some View {
        Button {
            guard !isLoading else { return }
            onToggle(group)
        } label: {
            HStack {
                Text(name)
                Spacer()
                if isAdded {
                    Image(systemName: "checkmark.circle.fill")
                } else {
                    Image(systemName: "plus.circle.fill")
                }
            }
        }
        .buttonStyle(.plain)
    }
}

// Not a checkbox: handed back its group, the caller opens that one group (one choice, no flip).
struct GroupPreviewRow: View {
    let name: String
    let group: TemplateGroup
    let isOpen: Bool
    let onOpen: (TemplateGroup) -> Void

    var body: some View {
        Button {
            onOpen(group)
        } label: {
            HStack {
                Text(name)
                Spacer()
                if isOpen {
                    Image(systemName: "checkmark.circle.fill")
                } else {
                    Image(systemName: "circle")
                }
            }
        }
        .buttonStyle(.plain)
    }
}

// A checkbox whose file also holds its Xcode preview: the preview's call is no caller, and the
// row's callers are still read in `People.swift`.
struct MultipleToppingPicker: View {
    var topping: Topping
    var isSelected: Bool
    var action: () -> Void

    var body: some View {
        Button(action: self.action) {
            HStack {
                Text(topping.name)
                Spacer()
                Text("+ \(topping.price, specifier: "%.2f")")
                if self.isSelected {
                    Image(systemName: "checkmark")
                }
            }
        }
    }
}

struct MultipleToppingPicker_Previews: PreviewProvider {
    static var previews: some View {
        MultipleToppingPicker(topping: Topping(name: "Olives", price: 0.5), isSelected: true) {}
    }
}
