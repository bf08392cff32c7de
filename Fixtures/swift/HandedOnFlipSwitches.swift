// A hand-made switch whose Button hands the negated Bool to its caller's closure
// (`pressButton(!isOn)`, `var pressButton: (_ isOn: Bool) -> Void`): the tap asks the caller to set
// the Bool the knob's offset and the track's colour are chosen by, so `SwitchToggle` is a checkbox
// whose state is only its look (docs/review/swiftui-unseen.md, holdout round twenty-three, pattern
// B1: OnlySwitch's SwitchToggle). `ShareButton`, drawn the same but whose closure given `!isPrivate`
// is named for sharing, not for setting the Bool, stays a plain button (named `onChange`, it would be
// read as `SwitchToggle` is). A macOS menu-bar app.
import AppKit
import SwiftUI

struct SwitchToggle: View {
    @Binding var isOn: Bool
    var pressButton: (_ isOn: Bool) -> Void = { _ in }
    init(isOn: Binding<Bool>, pressButton: @escaping (_ isOn: Bool) -> Void) {
        self._isOn = isOn
        self.pressButton = pressButton
    }

    var body: some View {
        Button {
            pressButton(!isOn)
        } label: {
            ZStack {
                RoundedRectangle(cornerRadius: 15)
                    .foregroundStyle(toggleColor(isOn: isOn))
                    .frame(height: 30)
                Circle()
                    .frame(height: 26)
                    .offset(x: isOn ? 12 : -12)
                    .foregroundStyle(.white)
            }
        }
        .buttonStyle(.plain)
        .frame(width: 56, height: 30)
    }

    private func toggleColor(isOn: Bool) -> Color {
        isOn ? .accentColor : .gray.opacity(0.3)
    }
}

struct ShareButton: View {
    @Binding var isPrivate: Bool
    var share: (_ isPrivate: Bool) -> Void

    var body: some View {
        Button {
            share(!isPrivate)
        } label: {
            ZStack {
                RoundedRectangle(cornerRadius: 15)
                    .foregroundStyle(isPrivate ? Color.gray : Color.accentColor)
                    .frame(height: 30)
                Circle()
                    .frame(height: 26)
                    .offset(x: isPrivate ? 12 : -12)
            }
        }
        .buttonStyle(.plain)
    }
}
