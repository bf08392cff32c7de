import SwiftUI

// Compiled by both the macOS app and the iOS app: not macOS only, so the configured platform (iOS).
struct CommonSettings: View {
    @State private var sync = false

    var body: some View {
        Toggle("Sync with iCloud", isOn: $sync)
    }
}
