import SwiftUI

// A hand-made switch whose track and knob are a computed property of its own, shown by name in
// the Button's label: read as the switch it draws, "{label}, {isOn ? "On" : "Off"}, Button".
struct PillSwitch: View {
    @Binding var isOn: Bool
    let label: String

    var body: some View {
        Button(action: { isOn.toggle() }) {
            HStack {
                Text(label)
                Spacer()
                track
            }
            .frame(minHeight: 44)
        }
        .buttonStyle(.plain)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(label)
        .accessibilityValue(isOn ? "On" : "Off")
        .accessibilityAddTraits(.isButton)
    }

    private var track: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? Color.green : Color.gray).frame(width: 51, height: 31)
            Circle().fill(Color.white).frame(width: 27, height: 27)
        }
    }
}

// The same look drawn by a `@ViewBuilder` function of its own.
struct KnobSwitch: View {
    @Binding var isOn: Bool
    let label: String

    var body: some View {
        Button(action: { isOn.toggle() }) {
            HStack {
                Text(label)
                Spacer()
                knob(on: isOn)
            }
            .frame(minHeight: 44)
        }
        .accessibilityValue(isOn ? "On" : "Off")
    }

    @ViewBuilder private func knob(on: Bool) -> some View {
        ZStack {
            Capsule().fill(on ? Color.green : Color.gray).frame(width: 51, height: 31)
            Circle().fill(Color.white).frame(width: 27, height: 27).offset(x: on ? 10 : -10)
        }
    }
}

// Near miss: a panel a property slides in by a wide offset is no knob, and the Button opens it.
struct SideMenu: View {
    @State private var shown = false

    var body: some View {
        Button(action: { shown.toggle() }) {
            HStack {
                Text("Menu")
                panel
            }
        }
    }

    private var panel: some View {
        ZStack {
            Rectangle().fill(Color.gray).frame(width: 300)
            Rectangle().fill(Color.white).frame(width: 280).offset(x: shown ? 0 : -300)
        }
    }
}

struct SwitchesScreen: View {
    @State private var wifi = false
    @State private var sync = true

    var body: some View {
        VStack {
            PillSwitch(isOn: $wifi, label: "Wi-Fi")
            KnobSwitch(isOn: $sync, label: "Sync")
            SideMenu()
        }
        .navigationTitle("Settings")
    }
}
