import SwiftUI

// Round eleven, pattern 6: a selectable card whose check is a badge faded in by the state. The
// badge is a computed property the body shows in an overlay: a circle carrying the check, under
// `.opacity(isSelected ? 1 : 0)`. The card is a checkbox of `isSelected`, named by its text.
struct PlanCard: View {
    let cardText: String
    @Binding var isSelected: Bool

    var body: some View {
        VStack {
            Text(cardText)
        }
        .padding()
        .overlay(alignment: .topTrailing) {
            badge
        }
        .onTapGesture {
            isSelected.toggle()
        }
    }

    var badge: some View {
        Circle()
            .frame(width: 24, height: 24)
            .overlay { Image(systemName: "checkmark") }
            .opacity(isSelected ? 1 : 0)
    }
}

// The check is an icon the type keeps, given a check by its initializer's default, shown in an
// extension's member: the same card.
struct IconCard: View {
    let cardText: String
    let icon: Icon?
    @Binding var isSelected: Bool

    init(cardText: String, icon: Icon? = Icon(Glyphs.check), isSelected: Binding<Bool>) {
        self.cardText = cardText
        self.icon = icon
        self._isSelected = isSelected
    }

    var body: some View {
        cardView
    }
}

extension IconCard {
    var cardView: some View {
        VStack {
            Text(cardText)
        }
        .overlay(alignment: .topTrailing) { iconView }
        .onTapGesture {
            isSelected.toggle()
        }
    }

    var iconView: some View {
        Group {
            if let icon {
                Circle()
                    .frame(width: 24, height: 24)
                    .overlay { icon }
                    .opacity(isSelected ? 1 : 0)
            }
        }
    }
}

// A check image faded in a computed property, shown beside the text.
struct FadedRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        HStack {
            Text(title)
            checkIcon
        }
        .onTapGesture {
            isOn.toggle()
        }
    }

    var checkIcon: some View {
        Image(systemName: "checkmark")
            .opacity(isOn ? 1 : 0)
    }
}

// Not a checkbox: what fades in is a heart, a favourite's mark.
struct FavouriteCard: View {
    let cardText: String
    @Binding var isFavourite: Bool

    var body: some View {
        VStack {
            Text(cardText)
        }
        .overlay(alignment: .topTrailing) {
            badge
        }
        .onTapGesture {
            isFavourite.toggle()
        }
    }

    var badge: some View {
        Circle()
            .frame(width: 24, height: 24)
            .overlay { Image(systemName: "heart.fill") }
            .opacity(isFavourite ? 1 : 0)
    }
}
