// Toggles styled `.toggleStyle(.button)`: buttons that are selected while on (SPEC §10). An
// image-only label is read as VoiceOver reads the image: its name, dots read as spaces.
import SwiftUI

struct SavedPlaces: View {
    @State private var homeSaved = false
    @State private var workSaved = true
    @State private var parkSaved = false
    @State private var beachSaved = false

    var body: some View {
        VStack {
            Text("Places").accessibilityAddTraits(.isHeader)
            HStack {
                Text("Home")
                Toggle(isOn: $homeSaved) {
                    Image(systemName: homeSaved ? "star.fill" : "star")
                }
                .toggleStyle(.button)
                .accessibilityLabel("Save Home")
            }
            HStack {
                Text("Work")
                Toggle(isOn: $workSaved) {
                    Image(systemName: workSaved ? "star.fill" : "star")
                }
                .toggleStyle(.button)
                .accessibilityLabel("Save Work")
            }
        }
        VStack {
            Text("More places").accessibilityAddTraits(.isHeader)
            HStack {
                Text("Park")
                Toggle(isOn: $parkSaved) {
                    Image(systemName: parkSaved ? "bookmark.fill" : "bookmark")
                }
                .toggleStyle(.button)
            }
            HStack {
                Text("Beach")
                Toggle(isOn: $beachSaved) {
                    Image(systemName: beachSaved ? "bookmark.fill" : "bookmark")
                }
                .toggleStyle(.button)
            }
        }
    }
}

struct TextFormatting: View {
    @State private var bold = false
    @State private var italic = false
    let shared: Bool

    var body: some View {
        HStack {
            Toggle("Bold", isOn: $bold).toggleStyle(.button)
            Toggle(isOn: $italic) { Image(systemName: "italic") }.toggleStyle(.button)
            Toggle(isOn: .constant(shared)) { Image(decorative: "share") }.toggleStyle(.button)
        }
    }
}
