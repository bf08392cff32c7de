import SwiftUI

struct HapticRingToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.circle" : "circle")
                configuration.label
            }
        }
    }
}

// A project's own modifier that applies the style, declared in this file and used in another.
extension Toggle {
    func hapticRingToggle() -> some View {
        self.toggleStyle(HapticRingToggleStyle())
    }

    // Near miss: a helper whose name says toggle but that applies no style.
    func paddedToggle() -> some View {
        self.padding(.horizontal)
    }
}

// The helper used beside its declaration too.
struct VibrationRow: View {
    @State private var vibrate = false
    var body: some View {
        Toggle("Vibrate on tap", isOn: $vibrate)
            .hapticRingToggle()
    }
}
