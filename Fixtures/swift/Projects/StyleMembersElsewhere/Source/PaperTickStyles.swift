// A package's styles, each given a static name in an extension (round thirty, pattern 1): the
// Toggles of another file name them `.paperTick` and `.paperSwitch(tint:)`, which SwiftUI reads as
// `PaperTickToggleStyle()` and `PaperSwitchToggleStyle(…)`.
import SwiftUI

public struct PaperTickToggleStyle: ToggleStyle {
    public func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                configuration.label
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
            }
        }
        .buttonStyle(.plain)
    }
}

extension ToggleStyle where Self == PaperTickToggleStyle {
    public static var paperTick: PaperTickToggleStyle { PaperTickToggleStyle() }
}

// Near miss: a style drawn with a tap gesture makes no element of its own and keeps the Toggle's
// reading, named statically or not.
public struct PaperSwitchToggleStyle: ToggleStyle {
    let tint: Color

    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Capsule()
                .fill(configuration.isOn ? tint : Color.gray)
                .frame(width: 44, height: 24)
        }
        .onTapGesture { configuration.isOn.toggle() }
    }
}

extension ToggleStyle where Self == PaperSwitchToggleStyle {
    public static func paperSwitch(tint: Color) -> PaperSwitchToggleStyle { PaperSwitchToggleStyle(tint: tint) }
}
