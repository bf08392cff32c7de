import SwiftUI

// A row that shows an item's emoji or icon before its name. Tapped as a stack that is not one
// element, VoiceOver meets its texts one by one, and the row is named by its name, not by the icon
// before it; made one element (`.accessibilityElement(children: .combine)`), it reads them all.

struct GroceryItem: Identifiable {
    var id = UUID()
    var name: String
    var icon: String?
    var emoji = "🍏"
    var symbol = "AAPL"
    var isBought = false
}

// ↓ fires role-missing, named `{item.name}`: the icon shown by an `if let` comes first.
struct IconGroceryRow: View {
    @Binding var item: GroceryItem

    var body: some View {
        HStack {
            if let icon = item.icon {
                Text(icon).padding(8)
            }
            Text(item.name)
            Spacer()
        }
        .onTapGesture { item.isBought.toggle() }
        .overlay { if item.isBought { Rectangle().fill(Color.black.opacity(0.5)).frame(height: 2) } }
    }
}

// ↓ fires role-missing, named `{item.name}`: the emoji property comes first.
struct EmojiGroceryRow: View {
    @Binding var item: GroceryItem

    var body: some View {
        HStack {
            Text(item.emoji)
            Text(item.name)
        }
        .onTapGesture { item.isBought.toggle() }
        .overlay { if item.isBought { Rectangle().fill(Color.black.opacity(0.5)).frame(height: 2) } }
    }
}

// ↓ fires role-missing, named `{item.name}`: a literal of emoji only comes first.
struct LiteralEmojiGroceryRow: View {
    @Binding var item: GroceryItem

    var body: some View {
        HStack {
            Text("🍏🍐")
            Text(item.name)
        }
        .onTapGesture { item.isBought.toggle() }
        .overlay { if item.isBought { Rectangle().fill(Color.black.opacity(0.5)).frame(height: 2) } }
    }
}

// ↓ fires label-missing with `.accessibilityLabel(item.name)`: the box is tapped alone, and the text
// to give it is the name beside it, not the emoji before the name.
struct EmojiBesideBoxRow: View {
    @Binding var item: GroceryItem

    var body: some View {
        HStack {
            Image(systemName: item.isBought ? "checkmark.circle.fill" : "circle")
                .frame(width: 44, height: 44)
                .onTapGesture { item.isBought.toggle() }
            Text(item.emoji)
            Text(item.name)
        }
    }
}

// ↓ fires role-missing, named by both texts in order: the row is made one element.
struct CombinedGroceryRow: View {
    @Binding var item: GroceryItem

    var body: some View {
        HStack {
            Text(item.emoji)
            Text(item.name)
        }
        .accessibilityElement(children: .combine)
        .onTapGesture { item.isBought.toggle() }
        .overlay { if item.isBought { Rectangle().fill(Color.black.opacity(0.5)).frame(height: 2) } }
    }
}

// Near miss: the icon is the row's only text, so it names the row (`{item.emoji}`).
struct EmojiOnlyGroceryRow: View {
    @Binding var item: GroceryItem

    var body: some View {
        HStack {
            Text(item.emoji)
            Spacer()
        }
        .onTapGesture { item.isBought.toggle() }
        .overlay { if item.isBought { Rectangle().fill(Color.black.opacity(0.5)).frame(height: 2) } }
    }
}

// Near miss: a ticker's symbol is its name, not an icon (`{item.symbol}` stays first).
struct TickerRow: View {
    @Binding var item: GroceryItem

    var body: some View {
        HStack {
            Text(item.symbol)
            Text(item.name)
        }
        .onTapGesture { item.isBought.toggle() }
        .overlay { if item.isBought { Rectangle().fill(Color.black.opacity(0.5)).frame(height: 2) } }
    }
}

// Near miss: a word with an emoji is a name (`Fresh 🍏` stays first).
struct WordAndEmojiRow: View {
    @Binding var item: GroceryItem

    var body: some View {
        HStack {
            Text("Fresh 🍏")
            Text(item.name)
        }
        .onTapGesture { item.isBought.toggle() }
        .overlay { if item.isBought { Rectangle().fill(Color.black.opacity(0.5)).frame(height: 2) } }
    }
}
