// Checkable menu items beside a search field (docs/review/swiftui-unseen.md, round twenty, pattern
// D): a Menu's items are a container of their own, read one by one once the menu opens, each by
// its own label. The field beside the Menu names none of them, and no item is split from it: the
// items read '{cat}', with role-missing only (no announcement-split, no label-not-tappable).
import SwiftUI

struct SearchBarWithFilter: View {
    @Binding var text: String
    let allCategories: [String]
    let toggleCategory: (String) -> Void
    let selectedCategories: [String]

    var body: some View {
        HStack {
            Image(systemName: "magnifyingglass")
            TextField("Search substances", text: $text, prompt: Text("Search substances"))
            if text.isEmpty {
                Menu(content: {
                    ForEach(allCategories, id: \.self) { cat in
                        Button {
                            toggleCategory(cat)
                        } label: {
                            if selectedCategories.contains(cat) {
                                Label(cat, systemImage: "checkmark")
                            } else {
                                Text(cat)
                            }
                        }
                    }
                }, label: {
                    Label("Filter", systemImage: "line.3.horizontal.decrease.circle")
                        .labelStyle(.iconOnly)
                })
            }
        }
    }
}

// The same items as a Menu's trailing closure, beside a caption.
struct TagMenu: View {
    let tags: [String]
    @State private var chosen: Set<String> = []

    var body: some View {
        HStack {
            Text("Tags")
            Menu {
                ForEach(tags, id: \.self) { tag in
                    Button {
                        if chosen.contains(tag) { chosen.remove(tag) } else { chosen.insert(tag) }
                    } label: {
                        if chosen.contains(tag) {
                            Label(tag, systemImage: "checkmark")
                        } else {
                            Text(tag)
                        }
                    }
                }
            } label: {
                Image(systemName: "tag")
            }
        }
    }
}

// Outside a Menu the text beside a box Button is still the label it is not tied to.
struct NotifyRow: View {
    @State private var isOn = false

    var body: some View {
        HStack {
            Text("Notify me")
            Spacer()
            Button {
                isOn.toggle()
            } label: {
                Image(systemName: isOn ? "checkmark.square" : "square")
                    .frame(width: 44, height: 44)
            }
        }
    }
}
