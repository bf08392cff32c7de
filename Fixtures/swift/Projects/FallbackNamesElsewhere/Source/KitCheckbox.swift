import SwiftUI

/// A kit's checkbox: named by its caller's `label:`, else "Checkbox".
public struct KitCheckbox: View {
    @Binding private var isChecked: Bool
    private let label: String?

    public init(isChecked: Binding<Bool>, label: String? = nil) {
        self._isChecked = isChecked
        self.label = label
    }

    public var body: some View {
        Button(action: toggle) {
            HStack {
                Image(systemName: isChecked ? "checkmark.square.fill" : "square")
                if let label { Text(label) }
                Spacer()
            }
            .frame(minHeight: 44)
        }
        .buttonStyle(.plain)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(label ?? "Checkbox")
        .accessibilityValue(isChecked ? "Checked" : "Unchecked")
        .accessibilityAddTraits(.isButton)
    }

    private func toggle() {
        isChecked.toggle()
    }
}
