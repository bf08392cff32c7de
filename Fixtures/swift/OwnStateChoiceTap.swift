import SwiftUI

// A tapped chip (no Button) whose choice is its own `@State`, flipped by its whole tap and shown only
// by colour (round thirty, a UI kit's `ChipView`): read as the same look in `Button { isSelected.toggle() }`
// is — `{titleKey}`, role-missing, and announcement-split while its icon and its title are two
// elements; the caller's loop is a set of them (group-header-missing: its title is no heading).

// Fires: role-missing, announcement-split; its start handed by the caller.
struct SelectableChip: View {
    let systemImage: String
    let titleKey: LocalizedStringKey
    @State var isSelected: Bool

    var body: some View {
        HStack(spacing: 4) {
            Image.init(systemName: systemImage).font(.body)
            Text(titleKey).font(.body).lineLimit(1)
        }
        .padding(.vertical, 4)
        .padding(.horizontal, 10)
        .foregroundColor(isSelected ? .white : .blue)
        .background(isSelected ? Color.blue : Color.white)
        .cornerRadius(20)
        .onTapGesture {
            isSelected.toggle()
        }
    }
}

struct ChipItem: Identifiable {
    let id = UUID()
    var isSelected: Bool
    let systemImage: String
    let titleKey: LocalizedStringKey
}

// group-header-missing at the loop: each chip keeps its own choice, the caller hands only its start.
struct SelectableChips: View {
    let chips: [ChipItem]

    var body: some View {
        VStack {
            Text("Select Your Chips").font(.title)
            ForEach(chips) { data in
                SelectableChip(systemImage: data.systemImage, titleKey: data.titleKey, isSelected: data.isSelected)
            }
        }
    }
}

// Fires: role-missing; a text alone, its own state with a start of its own, flipped as `x = !x`.
struct ChosenTag: View {
    let title: String
    @State private var isChosen = false

    var body: some View {
        Text(title)
            .padding(8)
            .background(isChosen ? Color.green : Color.gray)
            .onTapGesture {
                withAnimation { isChosen = !isChosen }
            }
    }
}

// Silent: the same state set by hovering too (the view's own look, not a choice).
struct HoverChip: View {
    let title: String
    @State private var isSelected = false

    var body: some View {
        Text(title)
            .background(isSelected ? Color.blue : Color.clear)
            .onHover { isSelected = $0 }
            .onTapGesture { isSelected.toggle() }
    }
}

// Silent: a tap that does more than the flip (it opens the item too).
struct OpeningChip: View {
    let title: String
    let open: () -> Void
    @State private var isSelected = false

    var body: some View {
        Text(title)
            .background(isSelected ? Color.blue : Color.clear)
            .onTapGesture {
                isSelected.toggle()
                open()
            }
    }
}

// Silent: a Bool named for no choice (a card turned over), and one a sheet presents.
struct FlipCard: View {
    let title: String
    @State private var flipped = false
    @State private var isSelected = false

    var body: some View {
        VStack {
            Text(title)
                .background(flipped ? Color.blue : Color.white)
                .onTapGesture { flipped.toggle() }
            Text("Details")
                .background(isSelected ? Color.blue : Color.white)
                .onTapGesture { isSelected.toggle() }
                .sheet(isPresented: $isSelected) { Text("Sheet") }
        }
    }
}

// Silent: a favourite's heart beside the text, and a type named for one choice of many.
struct FavouriteChip: View {
    let title: String
    @State private var isSelected = false

    var body: some View {
        HStack {
            Image(systemName: "heart")
            Text(title)
        }
        .foregroundColor(isSelected ? .red : .gray)
        .onTapGesture { isSelected.toggle() }
    }
}

struct SortTabItem: View {
    let title: String
    @State private var isSelected = false

    var body: some View {
        Text(title)
            .background(isSelected ? Color.blue : Color.clear)
            .onTapGesture { isSelected.toggle() }
    }
}

// Silent: a chip whose own state is reset to a literal elsewhere (a press look, not a choice).
struct PressedChip: View {
    let title: String
    @State private var isSelected = false

    var body: some View {
        Text(title)
            .background(isSelected ? Color.blue : Color.clear)
            .onTapGesture { isSelected.toggle() }
            .onAppear { isSelected = false }
    }
}
