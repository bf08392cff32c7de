import SwiftUI

struct SettingsRingToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            Label {
                configuration.label
            } icon: {
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
            }
        }
        .buttonStyle(.plain)
    }
}

// The file's own modifier that applies the style, with more modifiers after it.
private extension Toggle {
    func withSettingToggleStyle() -> some View {
        self.toggleStyle(SettingsRingToggleStyle())
            .padding(.leading)
    }
}

struct GeneralSettings: View {
    @State private var keepRunning = true
    @State private var showFlag = false
    var body: some View {
        VStack(alignment: .leading) {
            Text("General")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            Toggle("Keep running in the background", isOn: $keepRunning)
                .withSettingToggleStyle()
            // Near miss: a modifier of another type's extension, which no Toggle helper declares.
            Toggle("Show the flag", isOn: $showFlag)
                .toggleFlagged()
        }
    }
}

extension Text {
    func toggleFlagged() -> some View { self.bold() }
}
