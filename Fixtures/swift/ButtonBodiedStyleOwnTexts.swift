import SwiftUI

// A style whose one Button flips the Toggle and shows texts of its own, not `configuration.label`,
// beside a coloured circle and a symbol (a macOS app's "Increase Contrast" tile): the Button is the
// element, "{title}, {subtitle}, Button", with no role or state of the Toggle's; the style has no
// line of its own.
struct TileToggleStyle: ToggleStyle {
    var title: LocalizedStringKey
    var subtitle: String

    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            VStack(spacing: 0) {
                ZStack {
                    Circle().foregroundColor(configuration.isOn ? .accentColor : .gray)
                    Image(systemName: "circle.lefthalf.filled").resizable().padding(9)
                }
                .frame(width: 36, height: 36)
                Text(title).fontWeight(.semibold)
                Text(subtitle).foregroundColor(.secondary)
            }
        }
        .buttonStyle(.plain)
    }
}

// A style whose Button draws shapes only: nothing VoiceOver reads, no name.
struct DotToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            RoundedRectangle(cornerRadius: 4).fill(configuration.isOn ? Color.blue : Color.clear).frame(width: 24, height: 24)
        }
    }
}

// Near miss: the same tile saying its state itself keeps the Toggle's reading.
struct SaidTileToggleStyle: ToggleStyle {
    var title: LocalizedStringKey

    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            VStack(spacing: 0) {
                Circle().foregroundColor(configuration.isOn ? .accentColor : .gray).frame(width: 36, height: 36)
                Text(title)
            }
        }
        .accessibilityValue(configuration.isOn ? "On" : "Off")
    }
}

struct DisplayPane: View {
    @State private var contrast = false
    @State private var dim = false
    @State private var glow = false

    var body: some View {
        VStack {
            Toggle("Increase Contrast", isOn: $contrast)
                .toggleStyle(TileToggleStyle(title: "Increase Contrast", subtitle: contrast ? "Enabled" : "Disabled"))
            Toggle("Dim", isOn: $dim)
                .toggleStyle(DotToggleStyle())
            Toggle("Glow", isOn: $glow)
                .toggleStyle(SaidTileToggleStyle(title: "Glow"))
        }
        .navigationTitle("Display")
    }
}
