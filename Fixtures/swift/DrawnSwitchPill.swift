// A switch drawn with shapes (round eleven, pattern 2): a pill and a knob in a `ZStack`, the tap on
// the stack. The touch target is the whole stack — as large as its largest child, the pill —
// not the knob that moves with the state. A 50 × 28 pill is below iOS's 44 pt; a 60 × 44 one is not.
import SwiftUI

struct SmallPillSwitch: View {
    var label: String
    @Binding var checked: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Text(label)
            ZStack {
                RoundedRectangle(cornerRadius: 22)
                    .foregroundColor(backgroundColor)
                    .frame(width: 50, height: 28)
                Circle()
                    .frame(width: 18, height: 18)
                    .offset(x: checked ? 11 : -11)
            }
            .onTapGesture {
                checked.toggle()
            }
        }
    }

    var backgroundColor: Color { checked ? .blue : .gray }
}

struct LargePillSwitch: View {
    var label: String
    @Binding var checked: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Text(label)
            ZStack {
                Capsule()
                    .foregroundColor(backgroundColor)
                    .frame(width: 60, height: 44)
                Circle()
                    .frame(width: 18, height: 18)
                    .offset(x: checked ? 16 : -16)
            }
            .onTapGesture {
                checked.toggle()
            }
        }
    }

    var backgroundColor: Color { checked ? .green : .gray }
}

struct PillSwitchStyle: ToggleStyle {
    var onColor: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            ZStack {
                RoundedRectangle(cornerRadius: 100)
                    .fill(onColor)
                    .frame(width: 44, height: 24)
                Circle()
                    .fill(Color.white)
                    .frame(width: 16, height: 16)
                    .offset(x: configuration.isOn ? 9 : -9)
            }
            .onTapGesture {
                configuration.isOn.toggle()
            }
        }
    }
}
