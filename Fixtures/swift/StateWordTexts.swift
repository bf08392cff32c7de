import SwiftUI

// A switch whose only words are its state's, tapped: VoiceOver reads "OFF" as text, with no name
// and no sign that it can be tapped. Fires at the Text (label-missing, role-missing).
struct PowerSwitch: View {
    @State private var isOn = false

    var body: some View {
        Text(isOn ? "ON" : "OFF")
            .frame(width: 60, height: 44)
            .onTapGesture { isOn.toggle() }
    }
}

// The same with the button trait: "OFF, Button" says the state; only the name is missing.
// Fires at the Text (label-missing).
struct AlertsSwitch: View {
    @State private var alertsEnabled = false

    var body: some View {
        Text(alertsEnabled ? "On" : "Off")
            .frame(width: 60, height: 44)
            .accessibilityAddTraits(.isButton)
            .onTapGesture { alertsEnabled.toggle() }
    }
}

// State words given a name of their own: VoiceOver reads "Sound, Switch button, off". Silent.
struct SoundSwitch: View {
    @State private var isOn = false

    var body: some View {
        Text(isOn ? "ON" : "OFF")
            .frame(width: 60, height: 44)
            .accessibilityLabel("Sound")
            .accessibilityAddTraits(.isToggle)
            .onTapGesture { isOn.toggle() }
    }
}
