import SwiftUI

// Excluded from the macOS target's glob (`excluding: ["Shared/Touch/**"]`) and in no other target:
// the manifest does not decide, and the file is linted for the configured platform (iOS).
struct TouchSettings: View {
    @State private var haptics = true
    @State private var compact = false

    var body: some View {
        Toggle("Haptic feedback", isOn: $haptics)
        // 30 pt: below iOS's 44 pt, `hit-area-too-small` here.
        Toggle("Compact rows", isOn: $compact)
            .toggleStyle(.button)
            .frame(width: 30, height: 30)
    }
}
