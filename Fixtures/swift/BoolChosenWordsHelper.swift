import SwiftUI

// A switch drawn as words chosen by its Bool (`Text(isOn ? on : off)`, the words stored
// properties with their defaults), the knob moved by `if isOn { Spacer() }`, flipped through a
// helper of the type (`toggle()`). Fires at the type: VoiceOver reads "OFF", no role, no state.
struct OnOffSwitch: View {
    @Binding var isOn: Bool
    var on = "ON"
    var off = "OFF"

    var body: some View {
        HStack {
            if isOn { Spacer() }
            ZStack {
                Circle().fill(.white).padding(2)
                Text(isOn ? on : off)
                    .font(.system(size: 12, weight: .black))
            }
            if !isOn { Spacer() }
        }
        .frame(width: 56, height: 32)
        .background(isOn ? Color.blue : Color.gray)
        .clipShape(Capsule())
        .onTapGesture { toggle() }
    }

    private func toggle() {
        withAnimation { isOn.toggle() }
    }
}

// Not checkboxes. A disclosure: the words say more or less, flipped the same way.
struct MoreButton: View {
    @State private var isExpanded = false
    var more = "More"
    var less = "Less"

    var body: some View {
        Text(isExpanded ? less : more)
            .frame(width: 80, height: 44)
            .onTapGesture { toggle() }
    }

    private func toggle() {
        isExpanded.toggle()
    }
}

// A one-way action: the helper only sets the Bool (`isOn = true`).
struct TurnOnLabel: View {
    @State private var isOn = false
    var on = "ON"
    var off = "OFF"

    var body: some View {
        Text(isOn ? on : off)
            .frame(width: 80, height: 44)
            .onTapGesture { turnOn() }
    }

    private func turnOn() {
        isOn = true
    }
}

// A radio: the helper selects this option (`selection = option`); the words follow the choice.
struct OptionWord: View {
    let option: String
    @Binding var selection: String
    var on = "ON"
    var off = "OFF"

    var body: some View {
        Text(selection == option ? on : off)
            .frame(width: 80, height: 44)
            .onTapGesture { choose() }
    }

    private func choose() {
        selection = option
    }
}
