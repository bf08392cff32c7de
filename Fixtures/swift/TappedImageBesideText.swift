import SwiftUI

// Round twelve, pattern 1: a box that is an image alone with the tap on it (no Button), beside a
// text or a caller's label. The image is an accessibility element of its own, which VoiceOver
// names by its symbol ("circle, Image"), and reads the text after it as another element: the
// text is the label to give it (label-missing names it), and tapping it does nothing.

// Firing label-missing: a generic row whose label is the caller's closure.
struct CheckBox<Label>: View where Label: View {
    @Binding var checked: Bool
    private var label: () -> Label

    init(checked: Binding<Bool>, @ViewBuilder label: @escaping () -> Label) {
        self._checked = checked
        self.label = label
    }

    var body: some View {
        HStack {
            Image(systemName: checked ? "checkmark.circle" : "circle").onTapGesture {
                self.checked.toggle()
            }
            label()
        }
    }
}

// Firing label-missing: a literal text beside the tapped image, which starts unchecked.
struct RememberRow: View {
    @State private var remember = false

    var body: some View {
        HStack {
            Image(systemName: remember ? "checkmark.square" : "square")
                .resizable()
                .frame(width: 44, height: 44)
                .onTapGesture { remember.toggle() }
            Text("Remember me")
        }
    }
}

// Not firing label-missing: the tap is on the whole stack, which VoiceOver still reads as two
// elements (announcement-split), the text naming the checkbox.
struct WholeRowTapped: View {
    @Binding var checked: Bool

    var body: some View {
        HStack {
            Image(systemName: checked ? "checkmark.circle" : "circle")
            Text("Remember me")
        }
        .frame(minHeight: 44)
        .onTapGesture { checked.toggle() }
    }
}

// Not firing label-missing: the image named by its own accessibility label; tapping the text
// beside it still does nothing (label-not-tappable names that text).
struct LabelledImageRow: View {
    @Binding var checked: Bool

    var body: some View {
        HStack {
            Image(systemName: checked ? "checkmark.circle" : "circle")
                .resizable()
                .frame(width: 44, height: 44)
                .onTapGesture { checked.toggle() }
                .accessibilityLabel("Remember me")
            Text("Remember me")
        }
    }
}

// Not firing label-missing: the row combined into one element reads the text with the image.
struct CombinedImageRow: View {
    @Binding var checked: Bool

    var body: some View {
        HStack {
            Image(systemName: checked ? "checkmark.circle" : "circle")
                .resizable()
                .frame(width: 44, height: 44)
                .onTapGesture { checked.toggle() }
            Text("Remember me")
        }
        .accessibilityElement(children: .combine)
    }
}
