import SwiftUI

// A tapped Text chip whose choice is a member of the value its caller binds (`@Binding var data`,
// `data.isSelected`), shown only by colour and flipped by the chip's own tap: the same chip as one
// with its own `@Binding var isSelected` — `{data.text}`, role-missing, at the type.

protocol ChipData: Identifiable {
    var text: String { get }
    var isSelected: Bool { get set }
}

struct Tag: Identifiable {
    let id = UUID()
    var text: String
    var isSelected: Bool
}

// Fires: generic over the model.
struct ChipView<D: ChipData>: View {
    @Binding var data: D
    var onTap: (D) -> ()

    var body: some View {
        Text(data.text)
            .font(.system(size: 14))
            .padding(.horizontal, 10)
            .padding(.vertical, 5)
            .foregroundColor(data.isSelected ? .white : .black)
            .background(data.isSelected ? Color.accentColor : Color.gray.opacity(0.3))
            .cornerRadius(20)
            .onTapGesture {
                data.isSelected.toggle()
                onTap(data)
            }
    }
}

// Fires: a concrete model.
struct TagChip: View {
    @Binding var data: Tag

    var body: some View {
        Text(data.text)
            .padding(12)
            .background(data.isSelected ? Color.accentColor : Color.gray.opacity(0.3))
            .onTapGesture {
                data.isSelected.toggle()
            }
    }
}

// Fires role-missing, named by the caller's content (`{content}`), not unnamed.
struct GenericChip<Content: View>: View {
    @Binding var isSelected: Bool
    let content: Content

    var body: some View {
        content
            .padding(12)
            .background(isSelected ? Color.accentColor : Color.gray.opacity(0.3))
            .onTapGesture {
                isSelected.toggle()
            }
    }
}

// Silent: the view's own value (a pressed look, not the caller's choice), and a tap that toggles
// another member than the one shown.
struct OwnTagChip: View {
    @State private var data = Tag(text: "Own", isSelected: false)

    var body: some View {
        Text(data.text)
            .padding(12)
            .background(data.isSelected ? Color.accentColor : Color.gray.opacity(0.3))
            .onTapGesture {
                data.isSelected.toggle()
            }
    }
}

struct Pair {
    var isSelected = false
    var other = Tag(text: "", isSelected: false)
}

struct OtherMemberChip: View {
    @Binding var pair: Pair

    var body: some View {
        Text("Pair")
            .padding(12)
            .background(pair.isSelected ? Color.accentColor : Color.gray.opacity(0.3))
            .onTapGesture {
                pair.other.isSelected.toggle()
            }
    }
}
