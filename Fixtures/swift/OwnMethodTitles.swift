import SwiftUI

// Round thirty-seven, second part, pattern 2: an item view whose title is made by its own
// view-building methods. VoiceOver reads the texts those methods make where the body calls them:
// each item is named by its title, never left unnamed (no label-missing).

extension Optional {
    @ViewBuilder
    func convertToView<V: View>(_ transform: (Wrapped) -> V) -> some View {
        if let value = self { transform(value) }
    }
}

// The body picks one of two methods by the Bool; each draws the box and the title through an
// Optional's helper and a method making the Text: named `{title}` (both branches say it).
struct BranchMethodItem: View {
    var isSelected: Bool
    var title: String?

    var body: some View {
        Group {
            if isSelected {
                selectedView()
            } else {
                deSelectedView()
            }
        }
        .contentShape(Rectangle())
    }

    @ViewBuilder
    func selectedView() -> some View {
        HStack {
            ZStack {
                RoundedRectangle(cornerRadius: 4).stroke(Color.blue, lineWidth: 2).frame(width: 32, height: 32)
                Image(systemName: "checkmark.square.fill")
            }
            self.title.convertToView { title in
                titleView(title: title, color: .blue)
            }
        }
    }

    @ViewBuilder
    func deSelectedView() -> some View {
        HStack {
            RoundedRectangle(cornerRadius: 4).stroke(Color.gray, lineWidth: 1).frame(width: 32, height: 32)
            self.title.convertToView { title in
                AnyView(titleView(title: title, color: .gray))
            }
        }
    }

    @ViewBuilder
    func titleView(title: String, color: Color) -> some View {
        Text(title)
            .foregroundColor(color)
    }
}

enum ChipTitle {
    case plain(String)
    case custom(AnyView)
}

// A chip whose methods switch over its title's kind and call `self.titleView(…)`: named by the
// case's text, `{text}`.
struct SwitchTitleChip: View {
    var isSelected: Bool
    var titleKind: ChipTitle

    var body: some View {
        Group {
            if isSelected { selectedView() } else { plainView() }
        }
        .contentShape(Rectangle())
    }

    @ViewBuilder
    func selectedView() -> some View {
        HStack {
            switch self.titleKind {
            case .plain(let text):
                self.titleView(title: text)
            case .custom(let view):
                view
            }
            Image(systemName: "xmark")
        }
        .background(Capsule().fill(Color.blue))
    }

    @ViewBuilder
    func plainView() -> some View {
        HStack {
            switch self.titleKind {
            case .plain(let text):
                self.titleView(title: text)
            case .custom(let view):
                view
            }
        }
        .background(Capsule().stroke(Color.gray))
    }

    func titleView(title: String) -> some View {
        Text(title).padding(8)
    }
}

// The title shown through an Optional's `map`, its value `$0`: read as `if let`, `{caption}`.
struct MappedTitleItem: View {
    var isSelected: Bool
    var caption: String?

    var body: some View {
        HStack {
            Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
            caption.map { Text($0) }
        }
        .contentShape(Rectangle())
    }
}

// Near miss: methods that draw only the box name nothing — the item still has no name.
struct BoxMethodItem: View {
    var isSelected: Bool

    var body: some View {
        Group {
            if isSelected { checkedBox() } else { emptyBox() }
        }
        .contentShape(Rectangle())
    }

    func checkedBox() -> some View {
        RoundedRectangle(cornerRadius: 4).fill(Color.blue).frame(width: 44, height: 44)
    }

    func emptyBox() -> some View {
        RoundedRectangle(cornerRadius: 4).stroke(Color.gray).frame(width: 44, height: 44)
    }
}

// Near miss: the same item drawn for display only (nothing taps it): no checkbox, silent.
struct SummaryItem: View {
    var isSelected: Bool
    var title: String?

    var body: some View {
        Group {
            if isSelected { summaryView() } else { EmptyView() }
        }
    }

    func summaryView() -> some View {
        HStack {
            Image(systemName: "checkmark")
            self.title.convertToView { title in Text(title) }
        }
    }
}

struct OwnMethodTitlesList: View {
    var options: [String]
    @Binding var selection: Set<String>

    var body: some View {
        List {
            Section("Sizes") {
                ForEach(options, id: \.self) { item in
                    BranchMethodItem(isSelected: selection.contains(item), title: item)
                        .onTapGesture {
                            if selection.contains(item) { selection.remove(item) } else { selection.insert(item) }
                        }
                }
            }
            Section("Tags") {
                ForEach(options, id: \.self) { item in
                    SwitchTitleChip(isSelected: selection.contains(item), titleKind: .plain(item))
                        .onTapGesture {
                            if selection.contains(item) { selection.remove(item) } else { selection.insert(item) }
                        }
                }
            }
            Section("Captions") {
                ForEach(options, id: \.self) { item in
                    MappedTitleItem(isSelected: selection.contains(item), caption: item)
                        .onTapGesture {
                            if selection.contains(item) { selection.remove(item) } else { selection.insert(item) }
                        }
                }
            }
            Section("Boxes") {
                ForEach(options, id: \.self) { item in
                    BoxMethodItem(isSelected: selection.contains(item))
                        .onTapGesture {
                            if selection.contains(item) { selection.remove(item) } else { selection.insert(item) }
                        }
                }
            }
            Section("Chosen") {
                ForEach(options, id: \.self) { item in
                    SummaryItem(isSelected: selection.contains(item), title: item)
                }
            }
        }
    }
}

// Near miss: a method whose branches show texts that differ: which one VoiceOver reads is not
// decided here, and the row is named by the call, as before: `{rowTitle(for: person)}, Button`.
struct TwoTextPicker: View {
    @State private var chosen: Set<Int> = []
    let people: [Int]
    let me: Int

    private func rowTitle(for person: Int) -> some View {
        Group {
            if person == me { Text("You") } else { Text("Person \(person)") }
        }
    }

    var body: some View {
        List {
            Section("People") {
                ForEach(people, id: \.self) { person in
                    Button {
                        if chosen.contains(person) { chosen.remove(person) } else { chosen.insert(person) }
                    } label: {
                        HStack {
                            rowTitle(for: person)
                            if chosen.contains(person) { Image(systemName: "checkmark") }
                        }
                    }
                }
            }
        }
    }
}
