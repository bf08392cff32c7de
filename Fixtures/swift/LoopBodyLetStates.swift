import SwiftUI

// A multi-select list whose chosen Bool is a `let` of the `ForEach`'s closure (round twenty-four,
// pattern 5; the kit's `VGRMultiSelectionList`, E1): `let isSelected = selection.contains(item)`,
// then a Button that inserts or removes the item and shows `isSelected`. Found: `WeekdayList`'s
// Button (a checkbox of the set, named by its text, its chosen state the `.isSelected` trait). Silent:
// `TrashList`, the same `let` beside a Button that deletes the item (the tap changes `items`, which
// the `let` does not read).
struct WeekdayList: View {
    let days: [String]
    @Binding var selection: Set<String>

    var body: some View {
        VStack(alignment: .leading) {
            Text("Repeat on")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            ForEach(days, id: \.self) { day in
                let isSelected = selection.contains(day)
                Button {
                    if selection.contains(day) {
                        selection.remove(day)
                    } else {
                        selection.insert(day)
                    }
                } label: {
                    HStack {
                        Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                            .accessibilityHidden(true)
                        Text(day)
                    }
                    .accessibilityAddTraits(isSelected ? [.isSelected] : [])
                }
                .buttonStyle(.plain)
            }
        }
    }
}

struct TrashList: View {
    @State private var items: [String] = []
    @State private var selection: Set<String> = []

    var body: some View {
        ForEach(items, id: \.self) { item in
            let isSelected = selection.contains(item)
            Button {
                items.removeAll { $0 == item }
            } label: {
                HStack {
                    Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                    Text(item)
                }
            }
        }
    }
}
