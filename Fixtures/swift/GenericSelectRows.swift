// A generic list view that draws each row through its caller's closure, giving it whether the item
// is chosen, and makes the row tappable itself: each row the caller draws, its image chosen by that
// Bool, is a checkbox of the caller. A caller whose image does not read the Bool, and a list view
// that passes the Bool but adds no tap, make none.
import SwiftUI

struct Select<Data: RandomAccessCollection, ID: Hashable, Row: View>: View {
    var data: Data
    var id: KeyPath<Data.Element, ID>
    @Binding var selection: Set<ID>
    @ViewBuilder var content: (Data.Element, Bool) -> Row

    var body: some View {
        List(data, id: id) { item in
            content(item, selection.contains(item[keyPath: id]))
                .onTapGesture {
                    if selection.contains(item[keyPath: id]) {
                        selection.remove(item[keyPath: id])
                    } else {
                        selection.insert(item[keyPath: id])
                    }
                }
        }
    }
}

struct ProbePicker: View {
    @State private var selection: Set<String> = []
    let names = ["Grill", "Oven"]

    var body: some View {
        Select(data: names, id: \.self, selection: $selection) { name, selected in
            HStack {
                Image(systemName: selected ? "checkmark.circle.fill" : "circle")
                Text(name)
            }
        }
    }
}

// The image reads something else than the Bool the list view gives: no checkbox.
struct ProbeStatus: View {
    @State private var selection: Set<String> = []
    let names = ["Grill", "Oven"]
    let connected = true

    var body: some View {
        Select(data: names, id: \.self, selection: $selection) { name, _ in
            HStack {
                Image(systemName: connected ? "checkmark.circle.fill" : "circle")
                Text(name)
            }
        }
    }
}

// Passes the Bool but adds no tap: what the caller draws is not changed by a tap here. No checkbox.
struct ShowChosen<Row: View>: View {
    let items: [String]
    let chosen: Set<String>
    @ViewBuilder var row: (String, Bool) -> Row

    var body: some View {
        VStack {
            ForEach(items, id: \.self) { item in
                row(item, chosen.contains(item))
            }
            Button("Done") { dismissCount += 1 }
        }
    }

    @State private var dismissCount = 0
}

struct ChosenList: View {
    var body: some View {
        ShowChosen(items: ["Grill"], chosen: ["Grill"]) { name, chosen in
            HStack {
                Image(systemName: chosen ? "checkmark.circle.fill" : "circle")
                Text(name)
            }
        }
    }
}

// Drawn as a checkbox only by the file's own preview (its screens are in other files): the row the
// list view taps is the checkbox, reported where it is tapped, named by the row its caller draws.
struct PickList<Row: View>: View {
    let items: [String]
    @Binding var picked: Set<String>
    @ViewBuilder var row: (String, Bool) -> Row

    var body: some View {
        ForEach(items, id: \.self) { item in
            row(item, picked.contains(item))
                .onTapGesture {
                    if picked.contains(item) { picked.remove(item) } else { picked.insert(item) }
                }
        }
    }
}

#Preview {
    @Previewable @State var picked: Set<String> = []
    PickList(items: ["Grill", "Oven"], picked: $picked) { item, isPicked in
        HStack {
            Image(systemName: isPicked ? "checkmark.circle.fill" : "circle")
            Text(item)
        }
    }
}
