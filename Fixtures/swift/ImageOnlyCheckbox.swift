// A hand-made checkbox that is only an image with a tap gesture: with no name and no trait,
// VoiceOver reads the image, then "Image" (docs/review/swiftui-unseen.md, round four).
import SwiftUI

// The state comes from the caller: the symbol is chosen at run time.
struct Checkbox: View {
    @Binding var isChecked: Bool

    var body: some View {
        Image(systemName: isChecked ? "checkmark.square.fill" : "square")
            .resizable()
            .frame(width: 44, height: 44)
            .onTapGesture { isChecked.toggle() }
    }
}

// The state starts off: the symbol shown first is known.
struct StartsOffCheckbox: View {
    @State private var isOn = false

    var body: some View {
        Image(systemName: isOn ? "checkmark.square.fill" : "square")
            .frame(width: 44, height: 44)
            .onTapGesture { isOn.toggle() }
    }
}

// Named: VoiceOver reads the name, not the image.
struct NamedCheckbox: View {
    @Binding var isChecked: Bool

    var body: some View {
        Image(systemName: isChecked ? "checkmark.square.fill" : "square")
            .frame(width: 44, height: 44)
            .onTapGesture { isChecked.toggle() }
            .accessibilityLabel("Remember me")
    }
}
