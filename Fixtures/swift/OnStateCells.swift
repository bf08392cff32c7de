import SwiftUI

// Cells whose own tap flips the Bool their caller binds, shown only by colour, the Bool named for
// being on (`isOn`, `isActive`) rather than for a choice, or the colour chosen in a computed
// property the tapped view uses (`.background(bgColor)`): read as a chip named `isSelected` is —
// role-missing at the type. EhPanda's `LaboratoryCell` is the first.

// Fires: `isOn`, colours in computed properties, an icon beside the title, the tap a method.
struct LaboratoryCell: View {
    @Binding private var isOn: Bool
    private let title: String
    private let symbol: String
    private let tintColor: Color

    init(isOn: Binding<Bool>, title: String, symbol: String, tintColor: Color) {
        _isOn = isOn
        self.title = title
        self.symbol = symbol
        self.tintColor = tintColor
    }

    private var bgColor: Color {
        isOn ? tintColor.opacity(0.2) : Color(.systemGray5)
    }
    private var contentColor: Color {
        isOn ? tintColor : .secondary
    }

    var body: some View {
        HStack {
            Spacer()
            Group {
                Image(systemName: symbol)
                Text(title)
                    .fontWeight(.bold)
            }
            .foregroundColor(contentColor)
            .font(.title2)
            Spacer()
        }
        .contentShape(Rectangle())
        .onTapGesture(perform: onTap)
        .padding(.vertical, 20)
        .background(bgColor)
        .cornerRadius(15)
    }

    private func onTap() {
        withAnimation {
            isOn.toggle()
        }
    }
}

// Fires: `isActive` flipped by the chip's own tap gesture, its fill chosen in place.
struct ActiveChip: View {
    let title: String
    @Binding var isActive: Bool

    var body: some View {
        Text(title)
            .padding(8)
            .background(isActive ? Color.blue : Color.gray.opacity(0.2))
            .clipShape(Capsule())
            .onTapGesture { isActive.toggle() }
    }
}

// Fires: `isSelected`, its colour chosen in a computed property that returns it.
struct SelectedCell: View {
    let title: String
    @Binding var isSelected: Bool

    private var fill: Color {
        return isSelected ? .accentColor : .clear
    }

    var body: some View {
        Text(title)
            .padding(12)
            .background(fill)
            .onTapGesture { isSelected.toggle() }
    }
}

// Silent: an item whose `isActive` its tap sets (one choice of many), never flips.
struct SortItem: View {
    let title: String
    @Binding var isActive: Bool

    var body: some View {
        Text(title)
            .padding(8)
            .background(isActive ? Color.blue : Color.clear)
            .onTapGesture { isActive = true }
    }
}

// Silent: a Bool named for something else than being on (`isPlaying`), flipped and coloured.
struct PlayChip: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Text("Preview")
            .padding(8)
            .background(isPlaying ? Color.green : Color.gray)
            .onTapGesture { isPlaying.toggle() }
    }
}

// Silent: the view's own `@State` (a pressed or highlighted look), in a computed property.
struct HighlightCell: View {
    let title: String
    @State private var isOn = false

    private var bgColor: Color { isOn ? .yellow : .clear }

    var body: some View {
        Text(title)
            .background(bgColor)
            .onTapGesture { isOn.toggle() }
    }
}

// Silent: `isEnabled` only shown (a disabled look), the tap the caller's action.
struct EnabledChip: View {
    let title: String
    let isEnabled: Bool
    let action: () -> Void

    var body: some View {
        Text(title)
            .padding(8)
            .background(isEnabled ? Color.blue : Color.gray)
            .onTapGesture { action() }
    }
}
