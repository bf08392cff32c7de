import SwiftUI

// Round eleven, pattern 4 (b): a design system's checkbox used only by other files. Its tap runs
// the caller's closure, so the file cannot show what the closure changes; the type's name says
// checkbox and the image its one Bool chooses is a box (`"checkbox-selected"`): a checkbox of that
// Bool, with no role and no state (role-missing), named by its text.
struct DSCheckbox: View {
    @Binding var isSelected: Bool
    var label: String?
    var action: () -> Void

    var body: some View {
        HStack(alignment: .top) {
            Image(iconName)
                .resizable()
                .frame(width: 20, height: 20)
            if let label {
                Text(label)
            }
        }
        .onTapGesture {
            action()
        }
    }

    private var iconName: String {
        isSelected ? "checkbox-selected" : "checkbox-notSelected"
    }
}

// Not read: the same shape, but the type's name says nothing of a checkbox.
struct OptionTile: View {
    @Binding var isSelected: Bool
    var label: String?
    var action: () -> Void

    var body: some View {
        HStack(alignment: .top) {
            Image(isSelected ? "checkbox-selected" : "checkbox-notSelected")
            if let label {
                Text(label)
            }
        }
        .onTapGesture {
            action()
        }
    }
}

// Not read: named as a checkbox, but what its Bool chooses is a star, not a box.
struct StarCheckbox: View {
    @Binding var isSelected: Bool
    var action: () -> Void

    var body: some View {
        Image(systemName: isSelected ? "star.fill" : "star")
            .onTapGesture {
                action()
            }
    }
}

// The same component with its text in a computed property, spelt with its module
// (`SwiftUI.Text(label)`): named by that text, which is shown inside the tapped stack.
struct TermsCheckBox: View {
    @Binding var isSelected: Bool
    var label: String?
    var action: () -> Void

    var body: some View {
        HStack(alignment: .top) {
            Image(isSelected ? "checkbox-selected" : "checkbox-notSelected")
                .frame(width: 20, height: 20)
            if label != nil {
                contentStack
            }
        }
        .onTapGesture {
            action()
        }
    }

    private var contentStack: some View {
        HStack {
            if let label {
                SwiftUI.Text(label)
            }
        }
    }
}
