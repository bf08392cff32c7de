import SwiftUI

// Words or a symbol that are no box, chosen by the Bool the tap flips, of an on/off state: a
// hand-made checkbox. Named by its declared label, its state by its declared value.
struct PlusMinusWithValue: View {
    @State private var isOn = false

    var body: some View {
        Text(isOn ? "+" : "-")
            .accessibilityLabel("My custom control")
            .accessibilityValue(isOn ? "On" : "Off")
            .accessibilityAddTraits(.isButton)
            .onTapGesture { isOn = !isOn }
    }
}

// No value: VoiceOver says "My custom control, Button" and never the state (role-missing).
struct PlusMinusNoValue: View {
    @State private var isOn = false

    var body: some View {
        Text(isOn ? "+" : "-")
            .accessibilityLabel("My custom control")
            .accessibilityAddTraits(.isButton)
            .onTapGesture { isOn.toggle() }
    }
}

// Inline in rows of a larger body, with no trait: found at the tapped view, named by the text
// of its row (the symbol tapped alone) or by its own words (the whole row tapped).
struct SettingsPanel: View {
    @State private var soundOn = true
    @State private var vibrationEnabled = false

    var body: some View {
        VStack {
            Text("Settings").font(.headline)
            HStack {
                Text("Sound")
                Image(systemName: soundOn ? "plus" : "minus")
                    .onTapGesture { soundOn.toggle() }
            }
            Text(vibrationEnabled ? "ON" : "OFF")
                .onTapGesture { vibrationEnabled = !vibrationEnabled }
        }
    }
}

// A Bool whose name says nothing, but the view declares its state to VoiceOver: read.
struct ModeSwitch: View {
    @State private var mode = false

    var body: some View {
        Text(mode ? "●" : "○")
            .accessibilityLabel("Mode")
            .accessibilityAddTraits(.isToggle)
            .onTapGesture { mode.toggle() }
    }
}

// Not checkboxes: a disclosure, a password's eye, a favourite, playback, an expander's +/-, a Bool
// named for nothing with nothing declared, and a title naming the next action.
struct OtherControls: View {
    @State private var isExpanded = false
    @State private var isSecure = true
    @State private var isFavourite = false
    @State private var isPlaying = false
    @State private var showDetails = false
    @State private var flag = false
    @State private var isActive = false

    var body: some View {
        VStack {
            Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                .onTapGesture { isExpanded.toggle() }
            Button { isSecure.toggle() } label: {
                Image(systemName: isSecure ? "eye.slash" : "eye")
            }
            Image(systemName: isFavourite ? "heart.fill" : "heart")
                .onTapGesture { isFavourite.toggle() }
            Button { isPlaying.toggle() } label: {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
            }
            Text(showDetails ? "-" : "+")
                .onTapGesture { showDetails.toggle() }
            Text(flag ? "A" : "B")
                .onTapGesture { flag.toggle() }
            Text(isActive ? "Stop" : "Start")
                .onTapGesture { isActive.toggle() }
        }
    }
}
