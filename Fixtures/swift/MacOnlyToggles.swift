// macOS read from the code: `.toggleStyle(.checkbox)` exists only on macOS, so VoiceOver on macOS
// says these, though the file imports only SwiftUI (SPEC §10).
import SwiftUI

struct SearchOptions: View {
    @State private var subfolders = true
    @State private var hidden = false

    var body: some View {
        Form {
            Section("Search") {
                Toggle("Include subfolders", isOn: $subfolders)
                    .toggleStyle(.checkbox)
                Toggle("Include hidden files", isOn: $hidden)
                    .toggleStyle(.checkbox)
            }
        }
    }
}
