import SwiftUI

// Round thirty-six, hholdout36b's latent hit area (ios-design-system's chip): a chip whose label is
// framed 36 pt tall inside a project modifier that frames the Button 44 pt (`.minimumTapTarget()`,
// an `extension View` function calling `frame(minWidth:minHeight:)`). What the user taps is that
// frame: the size is not measured past it (`ProjectFrameModifiers`), so no hit-area-too-small.
extension View {
    public func minimumTapTarget() -> some View {
        frame(minWidth: 44, minHeight: 44)
            .contentShape(Rectangle())
    }

    public func chipOutline() -> some View {
        overlay { Capsule().strokeBorder(Color.secondary, lineWidth: 1) }
    }
}

// ↓ read `{isSelected}, {label}, Button`, nothing to say: the trait is declared and the tap is 44 pt.
public struct FramedChip: View {
    private let label: String
    @Binding private var isSelected: Bool

    public init(_ label: String, isSelected: Binding<Bool>) {
        self.label = label
        self._isSelected = isSelected
    }

    public var body: some View {
        Button { isSelected.toggle() } label: {
            Text(label)
                .frame(minHeight: 36)
                .background(isSelected ? Color.blue : Color.clear)
        }
        .minimumTapTarget()
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}

// Near miss: the project's modifier sets no frame (an outline): the 36 pt label is what is tapped,
// ↓ hit-area-too-small.
public struct OutlinedChip: View {
    private let label: String
    @Binding private var isSelected: Bool

    public init(_ label: String, isSelected: Binding<Bool>) {
        self.label = label
        self._isSelected = isSelected
    }

    public var body: some View {
        Button { isSelected.toggle() } label: {
            Text(label)
                .frame(minHeight: 36)
                .background(isSelected ? Color.blue : Color.clear)
        }
        .chipOutline()
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}
