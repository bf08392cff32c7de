import SwiftUI

struct PackItem: Identifiable {
    let id = UUID()
    var name: String
    var isPacked: Bool
}

// The box's tap names the caller's closure (`perform: onTogglePacked`), a closure named for
// flipping the field the box shows. Fires at the Image: the name beside it has a tap of its own.
struct PackedRow: View {
    let item: PackItem
    let onTogglePacked: () -> Void
    let onEdit: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: item.isPacked ? "checkmark.square.fill" : "square")
                .font(.title3)
                .onTapGesture(perform: onTogglePacked)
            Text(item.name)
                .onTapGesture(perform: onEdit)
        }
    }
}

// The caller's closure is handed the state flipped (`onToggle(!isSelected)`). Fires at the type.
struct MuscleButton: View {
    let muscle: String
    let isSelected: Bool
    let onToggle: (Bool) -> Void

    var body: some View {
        Button {
            onToggle(!isSelected)
        } label: {
            HStack {
                Text(muscle)
                if isSelected {
                    Image(systemName: "checkmark")
                }
            }
        }
    }
}

// The closure passed by name (`Button(action: onTap)`), its caller in this file handing a set's
// membership and flipping it through a helper. Fires at the type.
struct ListCard: View {
    let name: String
    let isSelected: Bool
    let onTap: () -> Void

    var body: some View {
        Button(action: onTap) {
            HStack {
                Text(name)
                if isSelected {
                    Image(systemName: "checkmark.circle.fill")
                }
            }
        }
    }
}

struct ListPicker: View {
    let names: [String]
    @State private var chosen: [String] = []

    var body: some View {
        ForEach(names, id: \.self) { name in
            ListCard(name: name, isSelected: chosen.contains(name)) {
                toggleChoice(name)
            }
        }
    }

    private func toggleChoice(_ name: String) {
        if chosen.contains(name) {
            chosen.removeAll { $0 == name }
        } else {
            chosen.append(name)
        }
    }
}

// Not checkboxes. A radio: the same card, its caller setting one choice (`selected = name`).
struct PlanCard: View {
    let name: String
    let isSelected: Bool
    let onTap: () -> Void

    var body: some View {
        Button(action: onTap) {
            HStack {
                Text(name)
                if isSelected {
                    Image(systemName: "checkmark.circle.fill")
                }
            }
        }
    }
}

struct PlanPicker: View {
    let names: [String]
    @State private var selected = ""

    var body: some View {
        ForEach(names, id: \.self) { name in
            PlanCard(name: name, isSelected: selected == name) {
                selected = name
            }
        }
    }
}

// A one-way action: the row's tap opens the item (`perform: onOpen`); the box only reports it.
struct OpenRow: View {
    let item: PackItem
    let onOpen: () -> Void

    var body: some View {
        HStack {
            Image(systemName: item.isPacked ? "checkmark.square.fill" : "square")
            Text(item.name)
        }
        .onTapGesture(perform: onOpen)
    }
}

// A button that is no choice: the flipped Bool is handed to a closure, but what it shows is a
// star (a favourite), not a box.
struct FavouriteButton: View {
    let isFavourite: Bool
    let onChange: (Bool) -> Void

    var body: some View {
        Button {
            onChange(!isFavourite)
        } label: {
            Image(systemName: isFavourite ? "star.fill" : "star")
        }
    }
}

// A button that is no choice: a delete button named by reference.
struct DeleteRow: View {
    let item: PackItem
    let onDelete: () -> Void

    var body: some View {
        HStack {
            Text(item.name)
            Button(action: onDelete) {
                Image(systemName: "trash")
            }
        }
    }
}
