import SwiftUI

// Round thirty-one (third part): a state kept as a Bool member of a struct value the view holds,
// and an own-state chip whose flip is guarded by a disabled flag and tells its caller.

// A switch keeping its caller's Bool and action in a nested `Style`: found, read as `isSelected`.
public struct StyledSwitch: View {
    private var style: Style

    public init(isSelected: Bool = false, _ action: @escaping () -> Void) {
        self.style = .init(isSelected: isSelected, action: action)
    }

    struct Style {
        var isSelected: Bool
        var action: () -> Void
        var icon: String { isSelected ? "checkmark" : "xmark" }
        var backgroundColor: Color { isSelected ? .blue : .gray }
    }

    public var body: some View {
        Capsule()
            .fill(style.backgroundColor)
            .frame(width: 40, height: 24)
            .overlay(alignment: .leading, content: knob)
            .onTapGesture(perform: style.action)
    }

    private func knob() -> some View {
        ZStack {
            Circle().fill(Color.white).frame(width: 20, height: 20)
            Image(systemName: style.icon)
        }
    }
}

struct ChecklistItem: Identifiable {
    var id = UUID()
    var title: String
    var isComplete: Bool
}

// A row handed the list's item, its tap the caller's flip of `item.isComplete`: found.
struct ChecklistRow: View {
    var item: ChecklistItem
    var tapAction: () -> Void

    var body: some View {
        HStack {
            Image(systemName: item.isComplete ? "checkmark.circle.fill" : "circle")
            Text(item.title)
        }
        .onTapGesture { tapAction() }
    }
}

// Near miss: a row handed the item whose look no member chooses (the caller flips a member no
// one sees): silent.
struct PlainItemRow: View {
    var item: ChecklistItem
    var tapAction: () -> Void

    var body: some View {
        HStack {
            Image(systemName: "doc")
            Text(item.title)
        }
        .onTapGesture { tapAction() }
    }
}

// A chip with its own choice, flipped unless disabled, its caller told after: found.
struct GuardedChip: View {
    let value: String
    @State var isSelected: Bool
    var isDisabled: Bool = false
    var onTap: () -> Void

    var body: some View {
        Text(value)
            .padding(12)
            .background(isSelected ? Color.blue : Color.white)
            .onTapGesture {
                if !isDisabled {
                    isSelected.toggle()
                    onTap()
                }
            }
    }
}

// Near miss: the flip guarded by another choice (only while nothing else is chosen): silent.
struct SingleGuardChip: View {
    let value: String
    @State var isSelected: Bool
    var othersChosen: Bool = false
    var onTap: () -> Void

    var body: some View {
        Text(value)
            .padding(12)
            .background(isSelected ? Color.blue : Color.white)
            .onTapGesture {
                if !othersChosen {
                    isSelected.toggle()
                    onTap()
                }
            }
    }
}

struct ChecklistScreen: View {
    @State private var isOn = false
    @State private var items = [ChecklistItem(title: "Milk", isComplete: false)]

    var body: some View {
        List {
            HStack {
                Text("Sync")
                StyledSwitch(isSelected: isOn) { isOn.toggle() }
            }
            ForEach(items) { item in
                ChecklistRow(item: item, tapAction: {
                    if let index = items.firstIndex(where: { $0.id == item.id }) { items[index].isComplete.toggle() }
                })
                PlainItemRow(item: item, tapAction: {
                    if let index = items.firstIndex(where: { $0.id == item.id }) { items[index].isComplete.toggle() }
                })
            }
            GuardedChip(value: "Vegan", isSelected: false) {}
            SingleGuardChip(value: "Halal", isSelected: false) {}
        }
    }
}
