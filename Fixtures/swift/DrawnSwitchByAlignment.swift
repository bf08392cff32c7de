import SwiftUI

// A design system's switch, round thirty-three (second part), pattern 3: a Button whose label draws
// a track and a knob with shapes, the knob put at one end by a `ZStack` alignment the Bool chooses,
// the tap flipping that Bool. A hand-made switch whatever the Bool is named (`isOn` here).
public struct DrawnPillSwitch: View {
    private let label: String?
    @Binding private var isOn: Bool
    private let isDisabled: Bool

    public init(label: String? = nil, isOn: Binding<Bool>, isDisabled: Bool = false) {
        self.label = label
        self._isOn = isOn
        self.isDisabled = isDisabled
    }

    public var body: some View {
        Button(action: toggle) {
            HStack(spacing: 12) {
                if let label = label {
                    Text(label)
                    Spacer()
                }
                ZStack(alignment: isOn ? .trailing : .leading) {
                    RoundedRectangle(cornerRadius: 16)
                        .fill(isOn ? Color.blue : Color.gray)
                        .frame(width: 48, height: 28)
                    Circle()
                        .fill(.white)
                        .frame(width: 24, height: 24)
                        .padding(2)
                }
            }
        }
        .buttonStyle(.plain)
        .disabled(isDisabled)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
        .accessibilityLabel(label ?? "Switch")
        .accessibilityValue(isOn ? "On" : "Off")
    }

    private func toggle() {
        guard !isDisabled else { return }
        isOn.toggle()
    }
}

// The same track alone, nothing declared: role-missing, and the Button is as large as its label's
// one `ZStack`, the largest of its framed children: 48 × 28 pt.
struct BareTrackSwitch: View {
    @Binding var enabled: Bool

    var body: some View {
        Button {
            enabled.toggle()
        } label: {
            HStack {
                ZStack(alignment: enabled ? .trailing : .leading) {
                    Capsule()
                        .fill(enabled ? Color.green : Color.gray)
                        .frame(width: 48, height: 28)
                    Circle()
                        .fill(.white)
                        .frame(width: 24, height: 24)
                        .padding(2)
                }
            }
        }
        .buttonStyle(.plain)
        .accessibilityLabel("Airplane mode")
    }
}

// Near misses, silent: a two-option period picker slides a pill under its options' words (a single
// choice, not a switch); a disclosure row turns its chevron.
struct BillingPeriodPicker: View {
    @State private var isYearly = false

    var body: some View {
        Button {
            isYearly.toggle()
        } label: {
            ZStack(alignment: isYearly ? .trailing : .leading) {
                Capsule().fill(Color.gray.opacity(0.2))
                Capsule().fill(Color.white).frame(width: 90)
                HStack {
                    Text("Monthly")
                    Text("Yearly")
                }
            }
            .frame(width: 180, height: 36)
        }
    }
}

struct ShippingDisclosure: View {
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Button {
                isExpanded.toggle()
            } label: {
                HStack {
                    Text("Shipping")
                    Spacer()
                    Image(systemName: "chevron.right")
                        .rotationEffect(.degrees(isExpanded ? 90 : 0))
                }
            }
            if isExpanded {
                Text("Ships in two days")
            }
        }
    }
}
