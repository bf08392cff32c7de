// Near misses of ButtonBodiedToggleStyle.swift: a style whose body says what a toggle says itself
// (its Button given the toggle trait), a style drawn with a tap gesture (CVS Health's catalogue:
// VoiceOver reads such a Toggle as "Switch button"), and a Button-bodied style whose Toggle is given
// a value at its use. Each keeps the Toggle's own reading, as before.
import SwiftUI

struct DeclaredToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
            }
        }
        .accessibilityAddTraits(.isToggle)
    }
}

struct TappedBoxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square" : "square")
            configuration.label
        }
        .onTapGesture { configuration.isOn.toggle() }
    }
}

struct PlainButtonBoxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
            }
        }
    }
}

struct SettingsView: View {
    @State private var sync = false
    @State private var backup = true
    @State private var notify = false

    var body: some View {
        Form {
            Toggle("Sync", isOn: $sync)
                .toggleStyle(DeclaredToggleStyle())
            Toggle("Back up", isOn: $backup)
                .toggleStyle(TappedBoxStyle())
            Toggle("Notify", isOn: $notify)
                .toggleStyle(PlainButtonBoxStyle())
                .accessibilityValue(notify ? "Checked" : "Unchecked")
        }
    }
}
