// macOS read from the code when the only `.toggleStyle(.checkbox)` is set by the view that shows
// the Toggles' view (SPEC §10): the style reaches them, and it exists only on macOS.
import SwiftUI

struct SearchWindow: View {
    var body: some View {
        SearchOptions()
            .toggleStyle(.checkbox)
    }
}

struct SearchOptions: View {
    @State private var subfolders = true
    @State private var hidden = false

    var body: some View {
        Section("Search") {
            Toggle("Include subfolders", isOn: $subfolders)
            Toggle("Include hidden files", isOn: $hidden)
        }
    }
}
