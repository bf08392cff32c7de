// A set of checkboxes under a visible title known at run time (a localised string constant) that
// is not a heading: group-header-missing names that text, as it names a literal one. A row's own
// text inside a loop is not a title of the set.
import SwiftUI

enum Strings {
    static let selectionTitle = NSLocalizedString("selection.title", comment: "")
}

struct SelectionPane: View {
    @AppStorage("hideWhilePicking") private var hideWhilePicking = false
    @AppStorage("contrasting") private var contrasting = true

    var body: some View {
        VStack(alignment: .leading) {
            Text(Strings.selectionTitle).font(.system(size: 16))
            Toggle("Hide while picking", isOn: $hideWhilePicking)
            Toggle("Pick a contrasting colour", isOn: $contrasting)
        }
    }
}

struct FruitPicker: View {
    @State private var chosen: [String] = []
    let fruits = ["Apple", "Kiwi"]

    var body: some View {
        List(fruits, id: \.self) { fruit in
            HStack {
                Text(fruit)
                Spacer()
                Image(systemName: chosen.contains(fruit) ? "checkmark.square" : "square")
                    .frame(width: 44, height: 44)
                    .onTapGesture { chosen.append(fruit) }
            }
        }
    }
}
