import SwiftUI

// Round eleven, pattern 3: a checkbox made tappable by a project's own modifier. `tapWrapper` is
// declared in this file as `Button(action: action) { self }`: the box is a Button whose action
// toggles the Bool it shows. It takes no label: label-missing, and role-missing (no selected trait).
extension View {
    func tapWrapper(_ action: @escaping () -> Void) -> some View {
        Button(action: action) { self }
    }
}

struct WrappedCheckbox: View {
    @Binding var isSelected: Bool

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 4)
                .fill(isSelected ? Color.blue : .clear)
                .frame(width: 20, height: 20)
            Image(systemName: "checkmark")
                .opacity(isSelected ? 1 : 0)
        }
        .tapWrapper {
            self.isSelected.toggle()
        }
    }
}

// The modifier is declared in another module (`buttonWrapper`), but a `.buttonStyle(…)` follows it:
// a ButtonStyle styles only a Button, so the modifier made one.
struct StyledCheckbox: View {
    @Binding var isChecked: Bool

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 4)
                .fill(isChecked ? Color.blue : .clear)
                .frame(width: 20, height: 20)
            Image(systemName: "checkmark")
                .opacity(isChecked ? 1 : 0)
        }
        .buttonWrapper {
            self.isChecked.toggle()
        }
        .buttonStyle(PressedStyle())
    }
}

// Not read: a modifier of another module with no `.buttonStyle` after it may make anything.
struct UnknownModifierBox: View {
    @Binding var isChecked: Bool

    var body: some View {
        Image(systemName: isChecked ? "checkmark.square" : "square")
            .whenPressed {
                self.isChecked.toggle()
            }
    }
}

// Not a tap: SwiftUI's own `onAppear` runs the closure when the view appears, whatever style follows.
struct AppearingBox: View {
    @State private var isChecked = false

    var body: some View {
        Image(systemName: isChecked ? "checkmark.square" : "square")
            .onAppear {
                isChecked.toggle()
            }
            .buttonStyle(.plain)
    }
}
