// A switch drawn with shapes — a track filled by the state, a circle moved along it by
// `.offset(x: isOn ? 10 : -10)` — in a `Button` whose action flips that Bool
// (docs/review/swiftui-unseen.md, round seventeen, pattern B; a component kit's ToggleView).
// The Bool is named neither "check" nor "tick", and no symbol is drawn: the knob is the look.
// VoiceOver reads a Button and its text, no "Switch button", no on/off.
import SwiftUI

// Fires: the row's Button (one checkbox: the inner switch Button flips the same Bool, part of it),
// role-missing, and nested-interactive on the inner Button.
struct ShapeSwitchRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        VStack {
            Button(action: { isOn.toggle() }) {
                HStack {
                    Text(title)
                    Spacer()
                    Button(action: {
                        isOn.toggle()  // the switch itself
                    }) {
                        ZStack {
                            RoundedRectangle(cornerRadius: 10)
                                .fill(isOn ? Color.green : Color.gray)
                                .frame(width: 40, height: 20)
                            Circle()
                                .fill(Color.white)
                                .frame(width: 18, height: 18)
                                .offset(x: isOn ? 10 : -10)
                        }
                    }
                    .buttonStyle(PlainButtonStyle())
                }
                .frame(minHeight: 55)
            }
            Text("Applies to every account")
        }
    }
}

// Fires: the switch Button alone beside its title — role-missing, label-missing (shapes only: "Button"),
// and, as for a box image beside a text, announcement-split and label-not-tappable.
struct ShapeSwitchAlone: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        VStack {
            HStack {
                Text(title)
                Spacer()
                Button(action: { isOn.toggle() }) {
                    ZStack {
                        Capsule()
                            .fill(isOn ? Color.blue : Color.gray)
                            .frame(width: 44, height: 44)
                        Circle()
                            .fill(Color.white)
                            .frame(width: 20, height: 20)
                            .offset(x: isOn ? 10 : -10)
                    }
                }
                .buttonStyle(PlainButtonStyle())
            }
            Text("Sent once a day")
        }
    }
}

// Silent: a side menu slid in by a wide offset over the screen, tapped to close — a panel shown,
// not a knob moved along a track.
struct SlideMenuScreen: View {
    @State private var isShown = false

    var body: some View {
        ZStack(alignment: .leading) {
            Rectangle()
                .fill(isShown ? Color.black.opacity(0.3) : Color.clear)
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.white)
                .frame(width: 260)
                .offset(x: isShown ? 0 : -260)
        }
        .onTapGesture { isShown.toggle() }
    }
}

// Silent: the knob moved by the state but the Button does something else (it opens details).
struct ShapeSwitchOpensDetails: View {
    let isOn: Bool
    @State private var showsDetails = false

    var body: some View {
        Button(action: { showsDetails.toggle() }) {
            ZStack {
                Capsule()
                    .fill(isOn ? Color.green : Color.gray)
                    .frame(width: 44, height: 44)
                Circle()
                    .frame(width: 20, height: 20)
                    .offset(x: isOn ? 10 : -10)
            }
        }
        .sheet(isPresented: $showsDetails) { Text("Details") }
    }
}
