import SwiftUI

// A style whose body is one Button drawing a pill: a 50 × 29 pt track whose `.overlay` draws the
// knob and a check symbol the state chooses, the Toggle's label never shown. VoiceOver meets the
// Button, named only by the symbol's words ("checkmark" or nothing), and its tap area is the
// label's literal frame: read as the same Button written in a view is.
struct PillToggleStyle: ToggleStyle {
    var onColor: Color
    var offColor: Color

    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            RoundedRectangle(cornerRadius: 16, style: .circular)
                .fill(configuration.isOn ? onColor : offColor)
                .frame(width: 50, height: 29)
                .overlay(
                    ZStack {
                        Circle()
                            .fill(Color.white)
                            .padding(1.5)
                            .offset(x: configuration.isOn ? 10 : -10)
                        Image(systemName: configuration.isOn ? "checkmark" : "")
                            .font(.system(size: 12, weight: .black))
                            .offset(x: configuration.isOn ? 10 : -10)
                    }
                )
        }
        .padding(.horizontal)
        .buttonStyle(ClearButtonStyle())
    }
}

// A project's button style that shows the label as it is: no insets, the pill stays 50 × 29 pt.
struct ClearButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .background(Color.clear)
    }
}

// Near miss: a button style that pads its label: the tap area is larger by an amount not read
// here, and no size is reported.
struct PaddedButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(12)
    }
}

struct PaddedPillToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            Capsule()
                .fill(configuration.isOn ? Color.green : Color.gray)
                .frame(width: 40, height: 24)
        }
        .buttonStyle(PaddedButtonStyle())
    }
}

// Near miss: a pill 64 × 44 pt whose overlay shows a text beside the symbol: large enough, and a
// label the file does not read as images only (no image-words label-missing, no size finding).
struct LabelledPillToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            RoundedRectangle(cornerRadius: 22)
                .fill(configuration.isOn ? Color.green : Color.gray)
                .frame(width: 64, height: 44)
                .overlay(
                    HStack {
                        Text("Sync")
                        Image(systemName: configuration.isOn ? "checkmark" : "xmark")
                    }
                )
        }
    }
}

struct PillSettings: View {
    @State private var wifi = false
    @State private var sync = false
    @State private var dim = false
    var body: some View {
        Form {
            Section("Connections") {
                Toggle("Wi-Fi", isOn: $wifi)
                    .toggleStyle(PillToggleStyle(onColor: .green, offColor: .gray))
                Toggle("Sync", isOn: $sync)
                    .toggleStyle(LabelledPillToggleStyle())
                Toggle("Dim", isOn: $dim)
                    .toggleStyle(PaddedPillToggleStyle())
            }
        }
    }
}
