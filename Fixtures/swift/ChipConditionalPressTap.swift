import SwiftUI

// A chip tapped through a conditional-modifier helper and the kit's own press modifier (a
// `ViewModifier` whose press gesture's `.onEnded` runs the closure), its colour chosen in a computed
// property: read as a tap on the chip, `{label}, {…}, Button`, and 32 pt high.
struct TopicChip: View {
    let label: String
    let isSelected: Bool
    let onTap: (() -> Void)?

    var body: some View {
        HStack {
            Text(label)
        }
        .padding(.horizontal, 12)
        .frame(height: 32)
        .background(fill)
        .clipShape(Capsule())
        .if(onTap != nil) { view in
            view.pressable { onTap?() }
        }
        .accessibilityLabel(label)
        .accessibilityAddTraits(.isButton)
        .accessibilityValue(isSelected ? "Selected" : "")
    }

    private var fill: Color {
        isSelected ? Color.blue : Color.clear
    }
}

// Near miss: a swipe (a drag of 20 pt) that runs its closure when it ends is no tap.
struct SwipeChip: View {
    let label: String
    let isSelected: Bool
    let onSwipe: () -> Void

    var body: some View {
        Text(label)
            .frame(height: 32)
            .background(isSelected ? Color.blue : Color.clear)
            .swipeable { onSwipe() }
    }
}

struct PressModifier: ViewModifier {
    var scale: CGFloat = 0.97
    let action: () -> Void
    @State private var isPressed = false

    func body(content: Content) -> some View {
        content
            .scaleEffect(isPressed ? scale : 1.0)
            .simultaneousGesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { _ in isPressed = true }
                    .onEnded { _ in
                        isPressed = false
                        run()
                    }
            )
    }

    private func run() {
        action()
    }
}

struct SwipeModifier: ViewModifier {
    let action: () -> Void

    func body(content: Content) -> some View {
        content.gesture(DragGesture(minimumDistance: 20).onEnded { _ in action() })
    }
}

extension View {
    func pressable(scale: CGFloat = 0.97, action: @escaping () -> Void) -> some View {
        modifier(PressModifier(scale: scale, action: action))
    }

    func swipeable(action: @escaping () -> Void) -> some View {
        modifier(SwipeModifier(action: action))
    }

    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition { transform(self) } else { self }
    }
}

struct TopicsScreen: View {
    @State private var selected: Set<String> = ["Swift"]
    @State private var swiped: Set<String> = []
    private let all = ["Swift", "SwiftUI", "UIKit"]

    var body: some View {
        VStack {
            ForEach(all, id: \.self) { tag in
                TopicChip(label: tag, isSelected: selected.contains(tag), onTap: {
                    if selected.contains(tag) { selected.remove(tag) } else { selected.insert(tag) }
                })
            }
            ForEach(all, id: \.self) { tag in
                SwipeChip(label: tag, isSelected: swiped.contains(tag), onSwipe: {
                    if swiped.contains(tag) { swiped.remove(tag) } else { swiped.insert(tag) }
                })
            }
        }
        .navigationTitle("Topics")
    }
}
