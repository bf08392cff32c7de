import SwiftUI

// Under `.glob("Shared/**/*.swift", …)` of a `destinations: .macOS` target: macOS.
struct SharedSettings: View {
    @State private var showBadge = false

    var body: some View {
        Toggle("Show badge", isOn: $showBadge)
    }
}
