// A row named by the view its caller builds (docs/review/swiftui-unseen.md, round twenty, pattern
// G): `content(option)`, a closure property returning one of the type's views, is a name this file
// cannot spell, `{content(option)}` — never an absent one (no label-missing). The checkmark
// `Label("Selected", …)` shown while chosen is the state's icon, not the row's name.
import SwiftUI

struct OptionPickerView<T: Hashable, Content: View>: View {
    let options: [T]
    @Binding var selection: [T]
    var content: (T) -> Content

    private func toggle(_ option: T) {
        if selection.contains(option) {
            selection.removeAll(where: { $0 == option })
        } else {
            selection.append(option)
        }
    }

    var body: some View {
        List {
            ForEach(options, id: \.self) { option in
                Button {
                    toggle(option)
                } label: {
                    HStack {
                        content(option)
                            .frame(maxWidth: .infinity, alignment: .leading)
                        if selection.contains(option) {
                            Label("Selected", systemImage: "checkmark")
                                .labelStyle(.iconOnly)
                        }
                    }
                }
            }
        }
    }
}

// The picker nested in a type whose `where` clause makes `Content` a view; its mark's title a key.
struct MultiPicker<T, Content>: View where Content: View, T: Hashable {
    let content: (T) -> Content
    let options: [T]
    @Binding var selection: [T]

    private struct RowsView: View {
        let options: [T]
        @Binding var selection: [T]
        var content: (T) -> Content

        var body: some View {
            List {
                ForEach(options, id: \.self) { option in
                    Button {
                        if selection.contains(option) {
                            selection.removeAll(where: { $0 == option })
                        } else {
                            selection.append(option)
                        }
                    } label: {
                        HStack {
                            content(option)
                            if selection.contains(option) {
                                SwiftUI.Label(LocalizedStringKey("selected"), systemImage: "checkmark")
                                    .labelStyle(.iconOnly)
                            }
                        }
                    }
                }
            }
        }
    }

    var body: some View {
        RowsView(options: options, selection: $selection, content: content)
    }
}

// Only the state's mark in the row: "Selected, Button" while chosen, nothing else ever says what
// is chosen — label-missing.
struct MarkOnlyRows: View {
    let ids: [Int]
    @State private var chosen: Set<Int> = []

    var body: some View {
        List {
            ForEach(ids, id: \.self) { id in
                Button {
                    if chosen.contains(id) { chosen.remove(id) } else { chosen.insert(id) }
                } label: {
                    HStack {
                        Spacer()
                        if chosen.contains(id) {
                            Label("Selected", systemImage: "checkmark")
                        }
                    }
                }
            }
        }
    }
}
