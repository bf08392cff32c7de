import SwiftUI

/// The kit's tick box: named by its caller's `title:`, else "Checkbox".
public struct KitTick: View {
    @Binding var isOn: Bool
    var title: String? = nil

    public var body: some View {
        Button { isOn.toggle() } label: {
            HStack {
                Image(systemName: isOn ? "checkmark.square.fill" : "square")
                if let title { Text(title) }
            }
            .frame(minHeight: 44)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(title ?? "Checkbox")
        .accessibilityValue(isOn ? "Checked" : "Unchecked")
    }
}
