import SwiftUI

// Compiled only by the manifest's `destinations: [.mac]` target: a macOS check box.
struct MaintenanceView: View {
    @State private var purgeCache = true
    @State private var compact = false

    var body: some View {
        Form {
            Toggle(isOn: $purgeCache) {
                Text("Purge Homebrew cache")
            }
            // 30 pt: no minimum hit area on macOS (a pointer platform), no finding.
            Toggle("Compact rows", isOn: $compact)
                .toggleStyle(.button)
                .frame(width: 30, height: 30)
        }
    }
}
