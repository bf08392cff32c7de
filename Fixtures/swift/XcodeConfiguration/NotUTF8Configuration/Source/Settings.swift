import SwiftUI

// Base.xcconfig is not UTF-8 text: reported, not read as iOS without a word.
struct Settings: View {
    @Binding var launchAtLogin: Bool

    var body: some View {
        Toggle("Launch at login", isOn: $launchAtLogin)
    }
}
