import SwiftUI

// Round eleven, pattern 7: a ToggleStyle drawn as a switch (a knob moved by the state in a pill)
// whose label is a caption stacked above the pill. Only the pill takes the tap: a touch user who
// taps the caption toggles nothing (label-not-tappable, at the style).
struct CaptionSwitchStyle: ToggleStyle {
    var labelsHidden = false

    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            if !labelsHidden {
                configuration.label
                    .font(.caption)
            }
            ZStack {
                RoundedRectangle(cornerRadius: 15)
                    .frame(width: 55, height: 30)
                Circle()
                    .frame(width: 20, height: 20)
                    .offset(x: configuration.isOn ? 12 : -12)
            }
            .frame(width: 55, height: 44)
            .onTapGesture {
                configuration.isOn.toggle()
            }
        }
    }
}

// Not reported: the same switch in a row, its label leading, as iOS draws its own switches (whose
// label need not toggle them).
struct RowSwitchStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            ZStack {
                RoundedRectangle(cornerRadius: 15)
                    .frame(width: 55, height: 30)
                Circle()
                    .frame(width: 20, height: 20)
                    .offset(x: configuration.isOn ? 12 : -12)
            }
            .frame(width: 55, height: 44)
            .onTapGesture {
                configuration.isOn.toggle()
            }
        }
    }
}

// Not reported: the caption is inside the tapped stack.
struct TappedCaptionSwitchStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label
                .font(.caption)
            ZStack {
                RoundedRectangle(cornerRadius: 15)
                    .frame(width: 55, height: 30)
                Circle()
                    .frame(width: 20, height: 20)
                    .offset(x: configuration.isOn ? 12 : -12)
            }
        }
        .frame(minHeight: 44)
        .contentShape(Rectangle())
        .onTapGesture {
            configuration.isOn.toggle()
        }
    }
}
