import SwiftUI

// Round ten, pattern 7: a ToggleStyle whose body draws a switch — a track and a knob that the
// state moves to one end (here by the stack's alignment, not an offset) — keeps its Toggle a
// switch. An iOS switch toggles on the switch, not on its label (UISwitch does the same), so its
// label not toggling it is no finding.
struct RectangularToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Button {
                configuration.isOn.toggle()
            } label: {
                ZStack(alignment: configuration.isOn ? .trailing : .leading) {
                    Rectangle()
                        .fill(configuration.isOn ? Color.accentColor : Color.gray)
                        .frame(width: 51, height: 31)
                    Rectangle()
                        .fill(Color.white)
                        .frame(width: 21, height: 21)
                        .padding(5)
                }
            }
            .buttonStyle(PlainButtonStyle())
        }
    }
}

// A knob placed by its frame's alignment.
struct PillToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Capsule()
                .fill(configuration.isOn ? Color.green : Color.gray)
                .overlay(Circle().padding(3), alignment: configuration.isOn ? .trailing : .leading)
                .frame(width: 51, height: 31)
                .onTapGesture { configuration.isOn.toggle() }
        }
    }
}

// Not a switch: a box drawn with shapes, tapped on the box only. Its label does not toggle it,
// and the message calls the tapped part the box (no image is drawn).
struct FilledBoxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            RoundedRectangle(cornerRadius: 4)
                .stroke(Color.primary, lineWidth: 2)
                .background(configuration.isOn ? Color.accentColor : Color.clear)
                .frame(width: 44, height: 44)
                .onTapGesture { configuration.isOn.toggle() }
            configuration.label
        }
    }
}

struct ThemedSettings: View {
    @State private var counterTicker = true
    @State private var haptics = false
    @State private var lineBreaks = false

    var body: some View {
        List {
            Toggle("Counter ticker", isOn: $counterTicker).toggleStyle(RectangularToggleStyle())
            Toggle("Haptics", isOn: $haptics).toggleStyle(PillToggleStyle())
            Toggle("Line breaks", isOn: $lineBreaks).toggleStyle(FilledBoxToggleStyle())
        }
    }
}
