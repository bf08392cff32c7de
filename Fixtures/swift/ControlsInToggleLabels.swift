// Buttons and links drawn in a Toggle's own label compete with the Toggle for the tap, and
// VoiceOver meets the Toggle as one element (docs/review/swiftui-unseen.md: a consent checkbox).
import SwiftUI

struct ConsentView: View {
    @State private var accepted = false
    @State private var newsletter = false
    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack(alignment: .leading) {
            Toggle(isOn: $accepted) {
                HStack {
                    Text("I have read and accept the")
                    Button("Privacy Policy") { openURL(URL(string: "https://example.com/privacy")!) }
                }
            }
            .toggleStyle(BoxStyle())

            Toggle(isOn: $newsletter) {
                Text("Send me the newsletter")
                Link(destination: URL(string: "https://example.com/sample")!) { Text("See a sample") }
            }

            // The link beside the Toggle, not in its label: nothing nested.
            Toggle("I accept the terms", isOn: $accepted)
            Link("Read the terms", destination: URL(string: "https://example.com/terms")!)
        }
    }
}
