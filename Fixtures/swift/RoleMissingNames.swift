import SwiftUI

// role-missing names a hand-made checkbox built inline as the other messages and the preview do: by
// its name, known at run time or its accessibility label, else, with none, by its path — never by
// the view it is built from ('Button in FilterList') nor by the symbol it shows, which is no name.
struct FilterList: View {
    let filters: [String]
    @State private var chosen: Set<String> = []
    var body: some View {
        VStack {
            Text("Filters")
                .accessibilityAddTraits(.isHeader)
            // Firing: named '{filter}'.
            ForEach(filters, id: \.self) { filter in
                Button {
                    if chosen.contains(filter) { chosen.remove(filter) } else { chosen.insert(filter) }
                } label: {
                    HStack {
                        Image(systemName: chosen.contains(filter) ? "checkmark.square" : "square")
                        Text(filter)
                    }
                }
            }
        }
    }
}

struct ArchiveOptions: View {
    @State private var archived = false
    @State private var pinned = false
    @State private var muted = false

    var body: some View {
        Section("Show") {
            // Firing: named 'Show archived', its accessibility label.
            Button {
                archived.toggle()
            } label: {
                Image(systemName: archived ? "checkmark.square" : "square")
            }
            .accessibilityLabel("Show archived")
            // Not firing: the same, declaring the toggle trait.
            Button {
                pinned.toggle()
            } label: {
                Image(systemName: pinned ? "checkmark.square" : "square")
            }
            .accessibilityLabel("Show pinned")
            .accessibilityAddTraits(.isToggle)
            // Firing: no name (the symbol's words are not one): named by its path, as label-missing
            // and the preview name it.
            Button {
                muted.toggle()
            } label: {
                Image(systemName: muted ? "checkmark.circle" : "circle")
            }
        }
    }
}
