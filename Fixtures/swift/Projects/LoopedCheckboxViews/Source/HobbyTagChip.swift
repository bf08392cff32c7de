import SwiftUI

// A tag chip that flips its own state and adds its tag to, or takes it from, the list it is
// handed: a checkbox whose state is only its style's colours. Its callers are in `Hobbies.swift`.
struct HobbyTagChip: View {
    @State var isToggled: Bool = false
    @Binding var tags: [String]
    var tag: String

    var body: some View {
        Button(action: {
            isToggled.toggle()
            if !tags.contains(tag) {
                tags.append(tag)
            } else {
                tags.removeAll(where: { $0 == tag })
            }
        }, label: {
            Text(tag)
        })
        .buttonStyle(HobbyTagStyle(isSelected: $isToggled))
    }
}

struct HobbyTagStyle: ButtonStyle {
    @Binding var isSelected: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .foregroundStyle(isSelected ? Color.white : Color.purple)
            .background(isSelected ? Color.purple : Color.white)
    }
}

// A badge that only shows a tag: no checkbox, whoever lays it out.
struct HobbyBadge: View {
    var tag: String

    var body: some View {
        Text(tag)
            .padding(4)
            .background(Color.gray)
    }
}
