// Hand-made checkboxes: a ToggleStyle's makeBody, a View with a Button, a ViewModifier, and
// accessible versions of each (SPEC §10).
import SwiftUI

/// An image toggled by a tap on the image only: VoiceOver hears a separate label and image.
struct SquareCheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .resizable()
                .frame(width: 20, height: 20)
                .onTapGesture { configuration.isOn.toggle() }
            configuration.label
        }
    }
}

/// The same style made accessible: the whole row toggles, one element, with the toggle trait.
struct AccessibleCheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
            configuration.label
        }
        .contentShape(Rectangle())
        .onTapGesture { configuration.isOn.toggle() }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isToggle)
    }
}

/// A Button around the image and the text: one element, but only "Button".
struct ButtonCheckbox: View {
    @Binding var isOn: Bool
    let title: String

    var body: some View {
        Button {
            isOn = !isOn
        } label: {
            HStack {
                Image(systemName: isOn ? "checkmark.circle.fill" : "circle")
                Text(title)
            }
        }
    }
}

/// A Button with `.isSelected` when checked: VoiceOver says "Selected" and "Button".
struct SelectedButtonCheckbox: View {
    @Binding var isOn: Bool

    var body: some View {
        Button {
            isOn.toggle()
        } label: {
            HStack {
                Image(systemName: isOn ? "checkmark.square" : "square")
                Text("Remember me")
            }
        }
        .accessibilityAddTraits(isOn ? [.isButton, .isSelected] : .isButton)
    }
}

/// A ViewModifier that adds a checkbox image to any row.
struct CheckableRow: ViewModifier {
    @Binding var isChecked: Bool

    func body(content: Content) -> some View {
        HStack {
            content
            Image(systemName: isChecked ? "checkmark.circle" : "circle")
                .onTapGesture { isChecked.toggle() }
        }
    }
}

struct StyledToggles: View {
    @State private var terms = false

    var body: some View {
        VStack {
            Toggle("I accept the terms", isOn: $terms)
                .toggleStyle(SquareCheckboxStyle())
            Toggle("Send me news", isOn: $terms)
                .toggleStyle(AccessibleCheckboxStyle())
        }
    }
}
