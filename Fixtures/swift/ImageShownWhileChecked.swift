// A hand-made box whose check image exists only while checked, drawn over shapes (round seven,
// pattern 5): while unchecked VoiceOver finds nothing, while checked it reads the image. The
// preview names the box by that image; label-missing and role-missing stay.
import SwiftUI

// The state comes from the caller; the image is in a Group inside the drawn box.
struct CheckBox: View {
    @Binding var checked: Bool

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 5)
                .stroke(Color.gray, lineWidth: 2)
            Group {
                if checked {
                    Image(systemName: "checkmark.square.fill")
                        .resizable()
                }
            }
        }
        .frame(width: 44, height: 44)
        .onTapGesture { checked.toggle() }
    }
}

// The state starts off: still named by the image its checked state shows, the only words
// VoiceOver ever reads of it.
struct StartsOffBox: View {
    @State private var isOn = false

    var body: some View {
        ZStack {
            Circle().stroke(Color.gray)
            if isOn { Image(systemName: "checkmark") }
        }
        .frame(width: 44, height: 44)
        .onTapGesture { isOn.toggle() }
    }
}

// Named by a label of its own: the image does not name it.
struct NamedBox: View {
    @Binding var checked: Bool

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 4).stroke(Color.gray)
            if checked { Image(systemName: "checkmark") }
        }
        .frame(width: 44, height: 44)
        .onTapGesture { checked.toggle() }
        .accessibilityLabel("Accept the terms")
    }
}
