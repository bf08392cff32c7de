// A multiple choice whose rows are Buttons that call a helper of the same type, `toggle(item)`,
// which inserts the item into a set or removes it (docs/review/swiftui-unseen.md, round
// seventeen, pattern F; a multi-select picker). The helper is followed as the same insert/remove
// written in the action is.
import SwiftUI

// Silent: each row says its state by `.accessibilityValue` ("Selected"/"Not selected"), the check
// mark hidden: `{item}, {…}, Button`, no role-missing.
struct ToppingsPicker: View {
    let items: [String]
    @State private var chosen: Set<String> = []

    var body: some View {
        List {
            Section("Toppings") {
                ForEach(items, id: \.self) { item in
                    Button {
                        toggle(item)
                    } label: {
                        HStack {
                            Text(item)
                            Spacer()
                            if chosen.contains(item) {
                                Image(systemName: "checkmark")
                                    .accessibilityHidden(true)
                            }
                        }
                    }
                    .accessibilityLabel(item)
                    .accessibilityValue(chosen.contains(item) ? "Selected" : "Not selected")
                }
            }
        }
    }

    private func toggle(_ item: String) {
        if chosen.contains(item) {
            chosen.remove(item)
        } else {
            chosen.insert(item)
        }
    }
}

// Fires: the same rows with nothing but the check mark to say the state — role-missing.
struct SaucesPicker: View {
    let items: [String]
    @State private var chosen: Set<String> = []

    var body: some View {
        List {
            Section("Sauces") {
                ForEach(items, id: \.self) { item in
                    Button {
                        toggle(item)
                    } label: {
                        HStack {
                            Text(item)
                            Spacer()
                            if chosen.contains(item) {
                                Image(systemName: "checkmark")
                            }
                        }
                    }
                }
            }
        }
    }

    private func toggle(_ item: String) {
        if chosen.contains(item) {
            chosen.remove(item)
        } else {
            chosen.insert(item)
        }
    }
}

// Silent: a helper that keeps one choice (`chosen = item`): a radio list, no checkbox.
struct SizePicker: View {
    let sizes: [String]
    @State private var chosen: String?

    var body: some View {
        List {
            Section("Size") {
                ForEach(sizes, id: \.self) { size in
                    Button {
                        choose(size)
                    } label: {
                        HStack {
                            Text(size)
                            Spacer()
                            if chosen == size {
                                Image(systemName: "checkmark")
                            }
                        }
                    }
                }
            }
        }
    }

    private func choose(_ size: String) {
        chosen = size
    }
}
