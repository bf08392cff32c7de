// A multi-select row whose caller tests membership with a trailing-closure `contains { … }`: the
// same test as `contains(where:)`, so `MultipleToppingPicker` is a checkbox of the selections the
// caller's closure inserts into and removes from (docs/review/swiftui-unseen.md, holdout round
// twenty-three, pattern A, one file). `ToppingInfoRow`, given the same test but whose closure only
// shows a topping, stays silent.
import SwiftUI

struct Topping: Hashable {
    var name: String
    var price: Double
}

struct MultipleToppingPicker: View {
    var topping: Topping
    var isSelected: Bool
    var action: () -> Void
    var body: some View {
        Button(action: self.action) {
            HStack {
                Text(topping.name)
                Spacer()
                Text("+ \(topping.price, specifier: "%.2f")")
                if self.isSelected {
                    Image(systemName: "checkmark")
                }
            }
        }.foregroundColor(.primary)
    }
}

struct ToppingInfoRow: View {
    var topping: Topping
    var isSelected: Bool
    var action: () -> Void
    var body: some View {
        Button(action: self.action) {
            HStack {
                Text(topping.name)
                Spacer()
                if self.isSelected {
                    Image(systemName: "checkmark")
                }
            }
        }
    }
}

struct SelectToppings: View {
    @Binding var selections: [Topping]
    @State private var shown: Topping?
    var toppings: [Topping]

    var body: some View {
        List {
            ForEach(toppings, id: \.self) { topping in
                MultipleToppingPicker(topping: topping, isSelected: selections.contains { $0.name == topping.name }) {
                    if selections.contains(where: { $0.name == topping.name }) {
                        selections.removeAll(where: { $0.name == topping.name })
                    } else {
                        selections.append(topping)
                    }
                }
            }
            ForEach(toppings, id: \.self) { topping in
                ToppingInfoRow(topping: topping, isSelected: selections.contains { $0.name == topping.name }) {
                    shown = topping
                }
            }
        }
        .navigationTitle("Toppings")
    }
}
