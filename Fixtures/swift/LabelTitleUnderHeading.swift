import SwiftUI

struct Item: Identifiable { let id: Int; var name: String; var isChecked: Bool }

// A checkbox drawn as a `Label` under a heading: the Label's own title names each row, never the
// heading above the list (role-missing here: the state is only the symbol).
struct PackingRows: View {
    @Binding var items: [Item]

    var body: some View {
        VStack {
            Text("Packing").accessibilityAddTraits(.isHeader)
            ForEach($items) { $item in
                Button(action: { item.isChecked.toggle() }) {
                    Label(item.name, systemImage: item.isChecked ? "checkmark.circle.fill" : "circle")
                }
            }
        }
    }
}

// The same rows saying their state: named by the Label's title, and nothing to report.
struct PackingRowsSaid: View {
    @Binding var items: [Item]

    var body: some View {
        VStack {
            Text("Packing").accessibilityAddTraits(.isHeader)
            ForEach($items) { $item in
                Button(action: { item.isChecked.toggle() }) {
                    Label(item.name, systemImage: item.isChecked ? "checkmark.circle.fill" : "circle")
                }
                .accessibilityAddTraits(item.isChecked ? .isSelected : [])
            }
        }
    }
}
