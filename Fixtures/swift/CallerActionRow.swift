import SwiftUI

// Round nine, pattern 2: the "MultipleSelectionRow". The row's Button runs an action its caller
// gives and its label reads a Bool property; the caller in the same file passes a value for that
// Bool and a closure that toggles the same value: the row is a checkbox of that Bool.
struct TriggerSelector: View {
    @Binding var selections: [Bool]
    let names = ["Bored", "Lonely", "Angry"]

    var body: some View {
        List {
            ForEach(0 ..< names.count, id: \.self) { i in
                TriggerRow(title: names[i], isSelected: self.selections[i]) {
                    self.selections[i].toggle()
                }
            }
        }
    }
}

struct TriggerRow: View {
    var title: String
    var isSelected: Bool
    var action: () -> Void

    var body: some View {
        Button(action: self.action) {
            HStack {
                Text(self.title)
                if self.isSelected {
                    Spacer()
                    Image(systemName: "checkmark")
                }
            }
        }
    }
}

// Not a checkbox: the caller's closure opens something; the Bool is another value.
struct MenuScreen: View {
    @State private var showsDetail = false
    let isCurrent = true

    var body: some View {
        MenuRow(title: "Profile", isCurrent: isCurrent) {
            showsDetail.toggle()
        }
    }
}

struct MenuRow: View {
    var title: String
    var isCurrent: Bool
    var action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Text(title)
                if isCurrent {
                    Image(systemName: "checkmark")
                }
            }
        }
    }
}
