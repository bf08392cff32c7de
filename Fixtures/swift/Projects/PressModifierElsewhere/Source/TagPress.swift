// The kit's press modifier: a press gesture whose end runs the action, through a method of its own;
// and the kit's settings, whose haptics switch is its one checkbox.
import SwiftUI

struct KitSettings: View {
    @AppStorage("haptics") private var haptics = true

    var body: some View {
        Toggle("Haptics", isOn: $haptics)
    }
}

struct TagPressModifier: ViewModifier {
    let haptic: Bool
    let action: () -> Void
    @State private var pressed = false

    func body(content: Content) -> some View {
        content
            .opacity(pressed ? 0.8 : 1)
            .simultaneousGesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { _ in pressed = true }
                    .onEnded { _ in
                        pressed = false
                        fire()
                    }
            )
    }

    private func fire() {
        if haptic { print("tick") }
        action()
    }
}

extension View {
    func tagPress(haptic: Bool = true, action: @escaping () -> Void) -> some View {
        modifier(TagPressModifier(haptic: haptic, action: action))
    }
}
