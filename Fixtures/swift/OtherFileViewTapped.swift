import SwiftUI

// Round ten, pattern 5: a tapped view of another file (`ShoppingItemRow` is declared elsewhere).
// Coloured by a Bool named "checked": what the row shows, box or not, is not in this file, which
// cannot decide. No checkbox.
struct ShoppingList: View {
    let items: [ShoppingItem]

    var body: some View {
        List(items) { item in
            ShoppingItemRow(item: item)
                .foregroundStyle(item.isChecked ? Color.green : Color.primary)
                .contentShape(Rectangle())
                .onTapGesture {
                    item.isChecked.toggle()
                }
        }
    }
}

// A box beside a view of another file: a checkbox whose name is that view's texts, unknown here,
// `{ItemSummary(…)}` — never empty, so no label-missing.
struct PackingList: View {
    let items: [PackingItem]

    var body: some View {
        List(items) { item in
            HStack {
                Image(systemName: item.isPacked ? "checkmark.circle.fill" : "circle")
                ItemSummary(item: item)
            }
            .onTapGesture {
                item.isPacked.toggle()
            }
        }
    }
}

// The same colour on a text of the file: the text is read, the "checked" state makes the colour a
// checkbox's (round nine's rule), and it says no state.
struct ColouredRow: View {
    @State private var isChecked = false

    var body: some View {
        Text("Milk")
            .foregroundStyle(isChecked ? Color.green : Color.primary)
            .onTapGesture {
                isChecked.toggle()
            }
    }
}

// A view of another file whose name says it draws a picture (`CheckIcon`) is part of the box, not
// its name: the box has none (label-missing).
struct DrawnBox: View {
    @Binding var isChecked: Bool

    var body: some View {
        Button {
            isChecked.toggle()
        } label: {
            ZStack {
                RoundedRectangle(cornerRadius: 4)
                    .fill(isChecked ? Color.blue : .clear)
                    .frame(width: 20, height: 20)
                CheckIcon(width: 10, height: 8)
            }
        }
    }
}
