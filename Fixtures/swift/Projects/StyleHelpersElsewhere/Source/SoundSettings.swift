import SwiftUI

struct SoundSettings: View {
    @State private var haptics = true
    @State private var sound = false
    var body: some View {
        Form {
            Section("Feedback") {
                Toggle("Haptics", isOn: $haptics)
                    .hapticRingToggle()
                Toggle("Sound", isOn: $sound)
                    .paddedToggle()
            }
        }
    }
}
