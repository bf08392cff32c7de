// Switches that each sit in a row with a caption (`HStack { Text(…); Spacer(); Toggle(…) }`) are
// one set, titled by the text before the rows, not by each row's caption
// (docs/review/swiftui-unseen.md, round eighteen, pattern C).
import SwiftUI

// Fires group-header-missing at the first Toggle: the title before the rows is a plain text.
struct MenuBarSettings: View {
    @State private var showArtist = true
    @State private var showAlbum = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Menu Bar Display")
                .font(.headline)
            VStack(spacing: 8) {
                HStack {
                    Text("Show the artist's name")
                    Spacer()
                    Toggle("Show artist", isOn: $showArtist)
                }
                HStack {
                    Text("Show the album's name")
                    Spacer()
                    Toggle("Show album", isOn: $showAlbum)
                }
            }
        }
    }
}

// Silent: the same rows under a title marked as a heading.
struct DockSettings: View {
    @State private var showBadge = true
    @State private var bounce = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("Dock")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            HStack {
                Text("Show a badge on the icon")
                Toggle("Badge", isOn: $showBadge)
            }
            HStack {
                Text("Bounce when a download ends")
                Toggle("Bounce", isOn: $bounce)
            }
        }
    }
}

// A row of several switches is no caption row: the text before them titles them (fires at the
// first Toggle, whose title is the row's plain text).
struct WeekendRow: View {
    @State private var saturday = false
    @State private var sunday = false

    var body: some View {
        HStack {
            Text("Weekend days")
            Toggle("Saturday", isOn: $saturday)
            Toggle("Sunday", isOn: $sunday)
        }
    }
}
