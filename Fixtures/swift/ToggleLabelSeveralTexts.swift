import SwiftUI

// A Toggle whose label shows a title and a caption line: VoiceOver reads both, joined.
struct KeyboardOptions: View {
    @AppStorage("replacement") private var replacement = true
    @AppStorage("suggestions") private var suggestions = true
    @AppStorage("capitals") private var capitals = true
    @AppStorage("period") private var period = false
    @AppStorage("wifi") private var wifi = false

    var body: some View {
        Form {
            Section("Typing") {
                // Two texts straight in the label closure.
                Toggle(isOn: $replacement, label: {
                    Text("Text replacement")
                    Text("Use your shortcuts while typing")
                        .font(.caption)
                })
                // The same inside a stack.
                Toggle(isOn: $suggestions) {
                    VStack(alignment: .leading) {
                        Text("Suggestions")
                        Text("Show predictions above the keys").font(.caption)
                    }
                }
                // One text: named by it alone.
                Toggle(isOn: $capitals) {
                    Text("Auto-capitalise")
                }
                // A hidden caption is left out; an unlabelled image is not read.
                Toggle(isOn: $period) {
                    HStack {
                        Image(systemName: "circle.fill")
                        Text("Period shortcut")
                        Text("(beta)").accessibilityHidden(true)
                    }
                }
                // A label and a caption: both read.
                Toggle(isOn: $wifi) {
                    Label("Wi-Fi", systemImage: "wifi")
                    Text("Join known networks")
                }
            }
        }
    }
}
