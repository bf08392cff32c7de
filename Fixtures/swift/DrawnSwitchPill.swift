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

// The pill's size set by names, the knob showing the state: the pill's frame read by its names'
// literal initial values (50 × 28), never the knob's 18 pt.
struct NamedPillSwitch: View {
    var label: String
    @Binding var checked: Bool
    var pillWidth: CGFloat = 50
    var pillHeight: CGFloat = 28

    var body: some View {
        VStack(alignment: .leading) {
            Text(label)
            ZStack {
                Capsule()
                    .foregroundColor(fill)
                    .frame(width: pillWidth, height: pillHeight)
                Circle()
                    .frame(width: 18, height: 18)
                    .offset(x: checked ? 11 : -11)
            }
            .onTapGesture {
                checked.toggle()
            }
        }
    }

    var fill: Color { checked ? .blue : .gray }
}
