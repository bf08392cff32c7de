// A section header built of several texts: VoiceOver reads them all, in order, as one title
// (docs/review/swiftui-unseen.md, round four: a title and a "Beta" badge).
import SwiftUI

struct GestureSettings: View {
    @State private var gestures = true
    @State private var haptics = false
    @State private var sounds = false
    @State private var vibrate = false

    var body: some View {
        List {
            // A title and a badge drawn by a helper of this file: `Gesture control, Beta`.
            Section {
                Toggle("Enable gestures", isOn: $gestures)
                Toggle("Haptic feedback", isOn: $haptics)
            } header: {
                HStack {
                    Text("Gesture control")
                    customBadge(text: "Beta")
                }
            }
            // One text, and a button that is an element of its own: the title only.
            Section {
                Toggle("Play sounds", isOn: $sounds)
                Toggle("Vibrate", isOn: $vibrate)
            } header: {
                HStack {
                    Text("Alerts")
                    Spacer()
                    Button("Reset") { sounds = false; vibrate = false }
                }
            }
            // A helper that draws more than one text: not followed, the literal text only.
            Section {
                Toggle("Sync on cellular", isOn: $sounds)
                Toggle("Sync photos", isOn: $vibrate)
            } header: {
                HStack {
                    Text("Sync")
                    statusTag(on: gestures)
                }
            }
        }
    }
}

func customBadge(text: String) -> some View {
    Text(text)
        .font(.footnote.bold())
        .padding(.horizontal, 6)
        .background(Color.secondary.opacity(0.2))
        .clipShape(Capsule())
}

func statusTag(on: Bool) -> some View {
    HStack {
        Image(systemName: on ? "checkmark" : "xmark")
        Text(on ? "On" : "Off")
        Text("now")
    }
}
