import SwiftUI

// Hand-made switches whose knob is moved by names, and views that declare the toggle trait
// themselves (round twenty-four, pattern 4; the kit's VGRToggle). Found: `LeverSwitch`, its knob
// offset by `isOn ? leverOffset : -leverOffset` (a `@ScaledMetric` of 10), no trait (role-missing);
// `TraitPill`, a capsule coloured by the Bool, `.isToggle` declared on the row its tap flips
// (no defect); `TrackTappedSwitch`, a row made one element with `.isToggle`, tapped as a whole
// (behind a `guard isEnabled`) and on its track too: one control, at the row, with no
// hit-area-too-small, label-not-tappable or nested-interactive for the track's own tap.
// Silent: `SlideMenu`, a panel slid by `shown ? 0 : panelWidth` (280, wider than any track) over
// a backdrop, and `CounterBadge`, a view with `.isToggle` whose tap counts, flipping nothing.
struct LeverSwitch: View {
    @ScaledMetric private var leverOffset: CGFloat = 10
    @Binding var isOn: Bool
    let title: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Capsule()
                .fill(isOn ? Color.green : Color.gray)
                .frame(width: 51, height: 31)
                .overlay(
                    Circle()
                        .fill(Color.white)
                        .padding(2)
                        .offset(x: isOn ? leverOffset : -leverOffset)
                )
        }
        .contentShape(Rectangle())
        .onTapGesture {
            isOn.toggle()
        }
    }
}

struct TraitPill: View {
    @Binding var isOn: Bool
    let title: String

    var body: some View {
        HStack {
            Text(title)
            Capsule()
                .fill(isOn ? Color.green : Color.gray)
                .frame(width: 51, height: 31)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityAddTraits(.isToggle)
        .accessibilityLabel(title)
        .onTapGesture {
            isOn.toggle()
        }
    }
}

struct TrackTappedSwitch: View {
    @Environment(\.isEnabled) private var isEnabled
    @ScaledMetric private var knobTravel: CGFloat = 10
    @Binding var isOn: Bool
    let title: String

    var body: some View {
        HStack {
            Text(title)
                .frame(maxWidth: .infinity, alignment: .leading)
            Rectangle()
                .foregroundColor(isOn ? .green : .gray)
                .frame(width: 51, height: 31)
                .overlay(
                    Circle()
                        .foregroundColor(.white)
                        .offset(x: isOn ? knobTravel : -knobTravel)
                )
                .cornerRadius(16)
                .onTapGesture {
                    isOn.toggle()
                }
        }
        .padding(12)
        .accessibilityElement(children: .ignore)
        .accessibilityAddTraits(.isToggle)
        .accessibilityLabel(title)
        .accessibilityValue(isOn ? "On" : "Off")
        .onTapGesture {
            guard isEnabled else { return }
            isOn.toggle()
        }
    }
}

struct SlideMenu: View {
    private let panelWidth: CGFloat = 280
    @State private var shown = false

    var body: some View {
        ZStack(alignment: .leading) {
            Rectangle()
                .fill(Color.black.opacity(shown ? 0.3 : 0))
                .onTapGesture { shown.toggle() }
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.white)
                .frame(width: panelWidth)
                .offset(x: shown ? 0 : -panelWidth)
        }
    }
}

struct CounterBadge: View {
    @State private var count = 0

    var body: some View {
        Text("\(count)")
            .padding(8)
            .background(Circle().fill(count > 0 ? Color.red : Color.gray))
            .accessibilityAddTraits(.isToggle)
            .onTapGesture {
                count += 1
            }
    }
}
