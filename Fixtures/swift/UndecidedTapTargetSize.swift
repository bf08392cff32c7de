import SwiftUI

// Round nine, counted apart: a tap target whose size the file cannot decide is a note that says
// "review", at what sets the size; one the file decides is judged as a literal is.

// Firing (note): the size is a parameter with no default, given by whoever shows the box.
struct ParameterSizedBox: View {
    @Binding var isOn: Bool
    let size: CGFloat

    var body: some View {
        Image(systemName: isOn ? "checkmark.square" : "square")
            .frame(width: size, height: size)
            .onTapGesture { isOn.toggle() }
            .accessibilityLabel("Remember me")
            .accessibilityAddTraits(.isToggle)
    }
}

// Firing (note): a constant declared in another file, the box alone in its Button.
struct OtherFileConstantBox: View {
    @Binding var isOn: Bool

    var body: some View {
        Button { isOn.toggle() } label: {
            Image(systemName: isOn ? "checkmark.square" : "square")
                .frame(width: Metrics.checkbox, height: Metrics.checkbox)
        }
        .accessibilityLabel("Send me the newsletter")
        .accessibilityAddTraits(.isToggle)
    }
}

// Firing (note): an SF Symbol sized by the font, all the Button shows (UniClub's CheckboxView).
struct FontSizedBox: View {
    @Binding var isChecked: Bool

    var body: some View {
        Button(action: { isChecked.toggle() }) {
            Image(systemName: isChecked ? "checkmark.square.fill" : "square")
                .foregroundColor(.orange)
                .imageScale(.large)
        }
        .accessibilityLabel("Answered only")
        .accessibilityAddTraits(.isToggle)
    }
}

// Decided (error): a property with a literal default, a function parameter with a literal
// default, and a namespace's constant of this file.
struct DefaultSizedBox: View {
    @Binding var isOn: Bool
    var size: CGFloat = 20

    var body: some View {
        Image(systemName: isOn ? "checkmark.square" : "square")
            .frame(width: size, height: size)
            .onTapGesture { isOn.toggle() }
            .accessibilityLabel("Keep me signed in")
            .accessibilityAddTraits(.isToggle)
    }
}

struct HelperSizedBox: View {
    @Binding var isOn: Bool

    var body: some View {
        box(side: 24)
    }

    func box(side: CGFloat, size: CGFloat = 22) -> some View {
        Image(systemName: isOn ? "checkmark.square" : "square")
            .frame(width: size, height: size)
            .onTapGesture { isOn.toggle() }
            .accessibilityLabel("Show hidden files")
            .accessibilityAddTraits(.isToggle)
    }
}

enum Layout {
    static let box: CGFloat = 18
}

struct ConstantSizedBox: View {
    @Binding var isOn: Bool

    var body: some View {
        Image(systemName: isOn ? "checkmark.square" : "square")
            .frame(width: Layout.box, height: Layout.box)
            .onTapGesture { isOn.toggle() }
            .accessibilityLabel("Mute")
            .accessibilityAddTraits(.isToggle)
    }
}

// Not firing: the tap is on a row that includes the label's text; the frame fills its container;
// a large padding around the box; a constant of this file at 44 pt.
struct RowWithText: View {
    @Binding var isOn: Bool
    let size: CGFloat

    var body: some View {
        Button { isOn.toggle() } label: {
            HStack {
                Image(systemName: isOn ? "checkmark.square" : "square")
                    .frame(width: size, height: size)
                Text("Email me")
            }
        }
        .accessibilityAddTraits(.isToggle)
    }
}

struct FullWidthBox: View {
    @Binding var isOn: Bool
    let size: CGFloat

    var body: some View {
        Image(systemName: isOn ? "checkmark.square" : "square")
            .frame(maxWidth: .infinity, minHeight: size)
            .onTapGesture { isOn.toggle() }
            .accessibilityLabel("Sync")
            .accessibilityAddTraits(.isToggle)
    }
}

struct PaddedSymbolBox: View {
    @Binding var isOn: Bool

    var body: some View {
        Button { isOn.toggle() } label: {
            Image(systemName: isOn ? "checkmark.square" : "square")
                .padding()
        }
        .accessibilityLabel("Notify me")
        .accessibilityAddTraits(.isToggle)
    }
}

struct LargeConstantBox: View {
    @Binding var isOn: Bool
    private let side: CGFloat = 44

    var body: some View {
        Image(systemName: isOn ? "checkmark.square" : "square")
            .frame(width: side, height: side)
            .onTapGesture { isOn.toggle() }
            .accessibilityLabel("Autoplay")
            .accessibilityAddTraits(.isToggle)
    }
}

// Firing (note): a checkbox style whose box alone takes the tap, sized by its users.
struct SizedCheckStyle: ToggleStyle {
    var size: CGFloat

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                .frame(width: size, height: size)
                .onTapGesture { configuration.isOn.toggle() }
            configuration.label
        }
    }
}

// Not firing: a Button of the automatic style in a Form is its whole row's tap target.
struct FormRowBox: View {
    @State private var accept = false

    var body: some View {
        Form {
            Button(action: { accept.toggle() }) {
                Image(systemName: accept ? "checkmark.square.fill" : "square")
            }
            .accessibilityLabel("Accept the terms")
            .accessibilityAddTraits(.isToggle)
        }
    }
}
