// A tapped row whose tap flips a flag named for a thing done (`isBought`, `isCompleted`, `isDone`)
// and whose only look of it is a colour or a dimming overlay is a checkbox, as the same
// row with `isSelected` is (docs/review/swiftui-unseen.md, round thirty-five): VoiceOver reads the
// name alone, bought or not. A flag named for a disclosure or a sheet (`isExpanded`, `isPresented`)
// with the same look and the same flip stays a plain tapped view (the near misses, the last types).
import SwiftUI

struct GroceryItem: Identifiable {
    var id = UUID()
    var name: String
    var isBought = false
    var isExpanded = false
}

struct GroceryRow: View {
    @Binding var item: GroceryItem

    var body: some View {
        HStack {
            Text(item.name)
            Spacer()
        }
        .onTapGesture {
            item.isBought.toggle()
        }
        .padding()
        .overlay {
            if item.isBought {
                Rectangle().fill(Color.black.opacity(0.5)).frame(height: 2)
            }
        }
    }
}

struct ChoreRow: View {
    let title: String
    @State private var isDone = false

    var body: some View {
        HStack {
            Text(title)
            Spacer()
        }
        .padding()
        .background(isDone ? Color.green.opacity(0.2) : Color.clear)
        .onTapGesture {
            isDone.toggle()
        }
    }
}

struct DisclosedGroceryRow: View {
    @Binding var item: GroceryItem

    var body: some View {
        HStack {
            Text(item.name)
            Spacer()
        }
        .onTapGesture {
            item.isExpanded.toggle()
        }
        .padding()
        .background(item.isExpanded ? Color.gray.opacity(0.2) : Color.clear)
    }
}

struct PresentedNoteRow: View {
    let title: String
    @State private var isPresented = false

    var body: some View {
        HStack {
            Text(title)
            Spacer()
        }
        .padding()
        .background(isPresented ? Color.green.opacity(0.2) : Color.clear)
        .onTapGesture {
            isPresented.toggle()
        }
    }
}
