// On macOS a navigation title names the window, which VoiceOver reads as the window's name, not
// as a heading over the checkboxes (round nine, pattern 6): no group title, also over two.
import AppKit
import SwiftUI

struct SearchView: View {
    @State var favourites = false
    @State var recent = false

    var body: some View {
        VStack {
            Toggle("Show Favourites Only", isOn: $favourites)
            Toggle("Show Recent Only", isOn: $recent)
        }
        .navigationTitle("Searching...")
    }
}

// A heading the view shows itself still titles the set.
struct FiltersView: View {
    @State var favourites = false
    @State var recent = false

    var body: some View {
        VStack {
            Text("Show").accessibilityAddTraits(.isHeader)
            Toggle("Favourites Only", isOn: $favourites)
            Toggle("Recent Only", isOn: $recent)
        }
        .navigationTitle("Filters")
    }
}
