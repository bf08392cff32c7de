import SwiftUI

// Filter tags whose chosen state is only colours, drawn one view deeper than the tag, and flipped
// by a helper the caller's tap calls: the helper finds the tapped element again by its key and
// flips it on a copy of the list it then puts back. Each tag is one option of a multiple choice,
// so the tag is a checkbox at its declaration.

protocol TagKind: CaseIterable, Equatable { var name: String { get } }

struct GroupTag<Kind: TagKind>: Identifiable {
    let id = UUID()
    let kind: Kind
    var isSelected: Bool
}

// Draws the chosen state: colours only.
struct TagFrame<Content: View>: View {
    var isSelected: Bool
    let content: Content

    init(isSelected: Bool, @ViewBuilder content: () -> Content) {
        self.isSelected = isSelected
        self.content = content()
    }

    var body: some View {
        content
            .padding(8)
            .background(isSelected ? Color.orange : Color.white)
            .cornerRadius(8)
    }
}

// Hands its Bool on to the frame: the tag the callers tap (fires: role-missing here).
struct FilterTag: View {
    let name: String
    var isSelected: Bool

    var body: some View {
        TagFrame(isSelected: isSelected) {
            Text(name)
        }
    }
}

struct FilterTagsGroup<Kind: TagKind>: View {
    @Binding var selectedKinds: [Kind]
    @State private var tags = Kind.allCases.map { GroupTag(kind: $0, isSelected: false) }

    var body: some View {
        HStack {
            ForEach(tags) { tag in
                FilterTag(name: tag.kind.name, isSelected: tag.isSelected)
                    .onTapGesture {
                        self.toggleTag(tag.kind)
                        selectedKinds = self.tags.filter { $0.isSelected }.map { $0.kind }
                    }
            }
        }
    }

    func toggleTag(_ kind: Kind) {
        guard let index = tags.firstIndex(where: { $0.kind == kind }) else { return }
        var changed = tags
        changed[index].isSelected.toggle()
        self.tags = changed
    }
}

// A tag whose Bool is a `var` given `false` (the memberwise initialiser takes it all the same),
// flipped by the gesture itself at the index found by the tapped element's id (fires: role-missing).
struct BigFilterTag: View {
    let name: String
    var isSelected = false

    var body: some View {
        TagFrame(isSelected: isSelected) {
            VStack {
                Image(systemName: "shippingbox")
                Text(name)
            }
        }
    }
}

struct BigFilterTagsGroup<Kind: TagKind>: View {
    @State private var tags = Kind.allCases.map { GroupTag(kind: $0, isSelected: false) }

    var body: some View {
        HStack {
            ForEach(tags) { tag in
                BigFilterTag(name: tag.kind.name, isSelected: tag.isSelected)
                    .onTapGesture {
                        if let index = tags.firstIndex(where: { $0.id == tag.id }) {
                            tags[index].isSelected.toggle()
                        }
                    }
            }
        }
    }
}

// Silent: the helper clears the others before it flips the tapped one — a single choice.
struct SizeTag: View {
    let name: String
    var isSelected: Bool

    var body: some View {
        TagFrame(isSelected: isSelected) {
            Text(name)
        }
    }
}

struct SizeTagsGroup<Kind: TagKind>: View {
    @State private var sizes = Kind.allCases.map { GroupTag(kind: $0, isSelected: false) }

    var body: some View {
        HStack {
            ForEach(sizes) { size in
                SizeTag(name: size.kind.name, isSelected: size.isSelected)
                    .onTapGesture { chooseSize(size.id) }
            }
        }
    }

    func chooseSize(_ id: UUID) {
        guard let index = sizes.firstIndex(where: { $0.id == id }) else { return }
        for other in sizes.indices where other != index {
            sizes[other].isSelected = false
        }
        sizes[index].isSelected.toggle()
    }
}

// Silent: the helper only marks the tapped tag chosen — nothing takes it back.
struct SeenTag: View {
    let name: String
    var isSelected: Bool

    var body: some View {
        TagFrame(isSelected: isSelected) {
            Text(name)
        }
    }
}

struct SeenTagsGroup<Kind: TagKind>: View {
    @State private var seen = Kind.allCases.map { GroupTag(kind: $0, isSelected: false) }

    var body: some View {
        HStack {
            ForEach(seen) { item in
                SeenTag(name: item.kind.name, isSelected: item.isSelected)
                    .onTapGesture { markSeen(item) }
            }
        }
    }

    func markSeen(_ item: GroupTag<Kind>) {
        guard let index = seen.firstIndex(where: { $0.id == item.id }) else { return }
        seen[index].isSelected = true
    }
}
