import SwiftUI

// A tag chip whose chosen state is drawn only by the ButtonStyle it is given: the chip flips its
// own Bool and keeps its caller's list, and the style (declared in another file) colours the label
// by `isSelected`. VoiceOver reads "{tag}, Button" chosen or not.
struct TagChip: View {
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
        .buttonStyle(OutOfFileTagStyle(isSelected: $isToggled))
    }
}

// The same with a style the file declares, reading its Bool in a look, the flip written `x = !x`.
struct FilterChip: View {
    @Binding var isOn: Bool
    let title: String

    var body: some View {
        Button {
            isOn = !isOn
        } label: {
            Text(title)
        }
        .buttonStyle(FilterChipStyle(isChecked: isOn))
    }
}

struct FilterChipStyle: ButtonStyle {
    var isChecked: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(isChecked ? Color.accentColor : Color.gray.opacity(0.2))
            .clipShape(Capsule())
    }
}

// Silent: the style's Bool is a press, whatever the chip flips.
struct PressChip: View {
    @State private var isPressed = false
    let title: String

    var body: some View {
        Button(title) { isPressed.toggle() }
            .buttonStyle(ScaleStyle(isPressed: $isPressed))
    }
}

// Silent: the flipped Bool is a disclosure's, though the style calls it `isSelected`.
struct SectionHeaderButton: View {
    @State private var isExpanded = false
    let title: String

    var body: some View {
        Button(title) { isExpanded.toggle() }
            .buttonStyle(HeaderStyle(isSelected: $isExpanded))
    }
}

// Silent: a loading state.
struct SubmitButton: View {
    @State private var isLoading = false

    var body: some View {
        Button("Submit") { isLoading.toggle() }
            .buttonStyle(LoadingStyle(isLoading: isLoading))
    }
}

// Silent: one choice of many, set and never flipped (a radio).
struct SortChip: View {
    @Binding var order: String
    let item: String

    var body: some View {
        Button(item) { order = item }
            .buttonStyle(OutOfFileTagStyle(isSelected: order == item))
    }
}

// Silent: a tab bar's button, named for one choice of many.
struct TabBarItem: View {
    @State private var isSelected = false
    let title: String

    var body: some View {
        Button(title) { isSelected.toggle() }
            .buttonStyle(OutOfFileTagStyle(isSelected: $isSelected))
    }
}

// Silent: a favourite, its heart coloured by the style.
struct FavouriteChip: View {
    @State private var isSelected = false

    var body: some View {
        Button { isSelected.toggle() } label: {
            Image(systemName: "heart")
        }
        .buttonStyle(OutOfFileTagStyle(isSelected: $isSelected))
    }
}

// Silent: a style of the file that reads its Bool in no look (a scale, not a colour).
struct BounceChip: View {
    @State private var isSelected = false
    let title: String

    var body: some View {
        Button(title) { isSelected.toggle() }
            .buttonStyle(BounceStyle(isSelected: isSelected))
    }
}

struct BounceStyle: ButtonStyle {
    var isSelected: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.scaleEffect(isSelected ? 1.1 : 1)
    }
}
