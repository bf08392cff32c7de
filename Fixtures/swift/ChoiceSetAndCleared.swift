// Hand-made checkboxes whose tap sets the state instead of toggling it: a one-of-many choice that
// can be cleared (set to the option, or to nil when it is the one chosen), shown by an equality;
// and a flag set to `true` (a tick that cannot be undone), shown by that flag. A radio button that
// only sets its option, and a flag that shows a sheet while the image reads something else, are
// no checkboxes.
import SwiftUI

enum Diet: String, CaseIterable { case vegan, keto }

// Chosen and cleared in an if/else: a checkbox per diet, under a plain text.
struct DietList: View {
    @Binding var selectedDiet: Diet?

    var body: some View {
        VStack(alignment: .leading) {
            Text("Diets")
            ForEach(Diet.allCases, id: \.self) { diet in
                Button(action: {
                    if self.selectedDiet == diet { self.selectedDiet = nil } else { self.selectedDiet = diet }
                }) {
                    HStack {
                        Image(systemName: (self.selectedDiet == diet) ? "checkmark.square" : "square")
                        Text(diet.rawValue)
                    }
                }
            }
        }
    }
}

// Chosen and cleared by a ternary, the equality written the other way round: the same.
struct DietMenu: View {
    @State private var chosen: Diet?

    var body: some View {
        Form {
            Section(header: Text("Diet")) {
                ForEach(Diet.allCases, id: \.self) { diet in
                    Button(action: { chosen = chosen == diet ? nil : diet }) {
                        HStack {
                            Text(diet.rawValue)
                            Spacer()
                            Image(systemName: diet == chosen ? "checkmark.circle.fill" : "circle")
                        }
                    }
                }
            }
        }
    }
}

final class GroceryItem: ObservableObject {
    @Published var selected = false
    let ingredient = "Milk"
}

// A flag the tap sets to true, shown by that flag: a checkbox that cannot be unticked.
struct GroceryRow: View {
    @ObservedObject var groceryItem: GroceryItem

    var body: some View {
        Button(action: { self.groceryItem.selected = true }) {
            HStack {
                Image(systemName: groceryItem.selected ? "checkmark.circle" : "circle")
                Text(groceryItem.ingredient)
            }
        }
    }
}

// A radio button: the tap only sets its option, which cannot be cleared by tapping it again.
// No checkbox.
struct SizePicker: View {
    @State private var size = "M"
    let sizes = ["S", "M", "L"]

    var body: some View {
        VStack {
            ForEach(sizes, id: \.self) { option in
                Button(action: { size = option }) {
                    HStack {
                        Image(systemName: size == option ? "largecircle.fill.circle" : "circle")
                        Text(option)
                    }
                }
            }
        }
    }
}

// A tap that shows a sheet: the flag it sets chooses no image; the check shows another Bool.
// No checkbox.
struct ReceiptRow: View {
    @State private var isPresented = false
    let paid: Bool

    var body: some View {
        Button(action: { isPresented = true }) {
            HStack {
                Image(systemName: paid ? "checkmark.circle" : "circle")
                Text("Receipt")
            }
        }
        .sheet(isPresented: $isPresented) { Text("Receipt details") }
    }
}

// A Copy button whose tick shows for a second after the copy: the flag is set and reset by the
// action itself, feedback rather than a state the user chose. No checkbox.
struct CopyButton: View {
    @State private var isShowingSuccess = false
    let copy: () -> Void

    var body: some View {
        Button {
            isShowingSuccess = true
            Task {
                try? await Task.sleep(for: .seconds(1))
                isShowingSuccess = false
            }
            copy()
        } label: {
            Label("Copy", systemImage: "doc.on.doc")
                .opacity(isShowingSuccess ? 0 : 1)
                .overlay {
                    if isShowingSuccess {
                        Image(systemName: "checkmark")
                    }
                }
        }
    }
}
