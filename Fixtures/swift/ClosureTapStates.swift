import SwiftUI

struct Item: Identifiable {
    let id = UUID()
    var name: String
    var isChecked: Bool
    var isFavorite: Bool
}

// The tap hands the row's item to its caller's closure; the box shows the item's field. Fires at
// the Button: a box image alone, no name of its own, no trait.
struct ChecklistRow: View {
    let item: Item
    let isTapped: (Item) -> Void

    var body: some View {
        HStack {
            Button {
                isTapped(item)
            } label: {
                Image(systemName: item.isChecked ? "checkmark.square" : "square")
            }
            Text(item.name)
        }
    }
}

// The same through a loop's element. Fires at each row's Button.
struct ChecklistRows: View {
    let items: [Item]
    var onToggle: (Item) -> Void

    var body: some View {
        VStack {
            ForEach(items) { item in
                Button(action: { onToggle(item) }) {
                    Label(item.name, systemImage: item.isChecked ? "checkmark.circle.fill" : "circle")
                }
            }
        }
    }
}

// A Bool handed in and shown by a box; the tap runs the caller's closure, and no caller in this
// file says what it does: a hand-made checkbox at the component. Fires at the HStack.
struct OptionCardView: View {
    let title: String
    let isChoosed: Bool
    let onTap: () -> Void

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            if isChoosed == true {
                Image(systemName: "checkmark.circle.fill")
            } else {
                Image(systemName: "circle")
            }
        }
        .onTapGesture {
            onTap()
        }
    }
}

// Not checkboxes: the item's field chooses a star, not a box (a favourite).
struct FavouriteRow: View {
    let item: Item
    let onFavourite: (Item) -> Void

    var body: some View {
        Button {
            onFavourite(item)
        } label: {
            Image(systemName: item.isFavorite ? "star.fill" : "star")
        }
    }
}

// Not checkboxes: the box is the view's own state, which the caller's closure cannot change.
struct OwnStateRow: View {
    let title: String
    @State private var isExpanded: Bool = false
    let onTap: () -> Void

    var body: some View {
        HStack {
            Text(title)
            Image(systemName: isExpanded ? "checkmark.square" : "square")
        }
        .onTapGesture { onTap() }
    }
}

// Not checkboxes: the closure is handed another value than the one the box shows.
struct OtherValueRow: View {
    let item: Item
    let other: Item
    let isTapped: (Item) -> Void

    var body: some View {
        Button {
            isTapped(other)
        } label: {
            Image(systemName: item.isChecked ? "checkmark.square" : "square")
        }
    }
}

// Not checkboxes: the box is outside the view whose tap runs the closure (a delete button beside
// a status mark).
struct DeleteBesideStatusRow: View {
    let item: Item
    let onDelete: (Item) -> Void

    var body: some View {
        HStack {
            Image(systemName: item.isChecked ? "checkmark.circle" : "circle")
            Text(item.name)
            Button("Delete") { onDelete(item) }
        }
    }
}

// Not checkboxes: two Bools handed in, each shown by a box; which one the tap changes is unknown.
struct TwoFlagsRow: View {
    let isRequired: Bool
    let isDone: Bool
    let onTap: () -> Void

    var body: some View {
        HStack {
            Image(systemName: isRequired ? "checkmark.square" : "square")
            Image(systemName: isDone ? "checkmark.circle" : "circle")
        }
        .onTapGesture { onTap() }
    }
}

// Not checkboxes: a caller in the file sets one choice of several (a radio), so the row is left
// to what its callers' closures do.
struct PlanRow: View {
    let name: String
    let isChosen: Bool
    let onTap: () -> Void

    var body: some View {
        HStack {
            Text(name)
            Image(systemName: isChosen ? "checkmark.circle.fill" : "circle")
        }
        .onTapGesture { onTap() }
    }
}

struct PlanPicker: View {
    @State private var plan = "Monthly"

    var body: some View {
        VStack {
            PlanRow(name: "Monthly", isChosen: plan == "Monthly") { plan = "Monthly" }
            PlanRow(name: "Yearly", isChosen: plan == "Yearly") { plan = "Yearly" }
        }
    }
}

// An Xcode preview's call is no caller: the component is still read as a checkbox of its Bool.
// Fires at the HStack.
struct InterestCard: View {
    let name: String
    let isPicked: Bool
    let onTap: () -> Void

    var body: some View {
        HStack {
            Text(name)
            Image(systemName: isPicked ? "checkmark.square.fill" : "square")
        }
        .onTapGesture(perform: onTap)
    }
}

#Preview {
    InterestCard(name: "Astrology", isPicked: true, onTap: {})
}

// Not checkboxes: a row of a single choice, said by its symbol (a radio's filled circle) or by
// its closure's name (`onSelect`).
struct RadioRow: View {
    var isSelected: Bool
    var label: String
    var action: () -> Void

    var body: some View {
        Button(action: { action() }) {
            HStack {
                Image(systemName: isSelected ? "largecircle.fill.circle" : "circle")
                Text(label)
            }
        }
    }
}

struct ThemeRow: View {
    let name: String
    let isSelected: Bool
    let onSelect: () -> Void

    var body: some View {
        Button(action: onSelect) {
            HStack {
                Text(name)
                Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
            }
        }
    }
}

// Not checkboxes: the other symbols of a dot in a ring (`record.circle`, `dot.circle.fill`) are a
// radio's too.
struct TransferOptionRow: View {
    let title: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Text(title)
                Spacer()
                Image(systemName: isSelected ? "record.circle" : "circle")
            }
        }
        .buttonStyle(PlainButtonStyle())
    }
}

struct SortOptionRow: View {
    let title: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Label(title, systemImage: isSelected ? "dot.circle.fill" : "circle")
        }
    }
}
