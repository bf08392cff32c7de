// A Toggle of no style in a macOS toolbar (round thirty, pattern 3: advance's "Show Live Text
// Icon"): SwiftUI draws it as a toolbar toggle button (`ButtonToggleStyle` is "the default for
// toggles that appear in a toolbar"), read as `.toggleStyle(.button)`, not as a check box.
import AppKit
import SwiftUI

struct ImageViewer: View {
    @State private var showsIcon = false
    @State private var showsGrid = false
    @State private var sidebar = false
    @State private var wraps = false
    var body: some View {
        Text("Image")
            .toolbar {
                ToolbarItem {
                    Toggle("Show Live Text Icon", systemImage: "text.viewfinder", isOn: $showsIcon)
                }
                ToolbarItemGroup {
                    Toggle("Show Grid", isOn: $showsGrid)
                    // Near miss: a Toggle in a toolbar's Menu is a menu item, read as before.
                    Menu("View") {
                        Toggle("Show Sidebar", isOn: $sidebar)
                    }
                }
            }
        // Near miss: a Toggle of no style outside the toolbar stays a check box.
        Toggle("Wrap Lines", isOn: $wraps)
    }
}
