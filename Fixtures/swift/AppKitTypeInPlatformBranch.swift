// A cross-platform file that names AppKit's types only where they exist: inside `#if os(macOS)`
// (and `#if canImport(AppKit)`), or through its own `typealias` on iOS. Neither makes the file
// macOS code: its Toggle stays an iOS switch, and its 20 pt frame is below iOS's 44 pt
// (SPEC §10, platform; round eleven, pattern 1).
import SwiftUI

#if os(iOS)
typealias NSColor = UIColor
#endif

struct ShareSettings: View {
    @State private var includeImage = true

    var body: some View {
        VStack {
            Toggle("Include the image", isOn: $includeImage)
                .frame(height: 20)
            #if os(macOS)
            Image(nsImage: NSImage(named: "Preview") ?? NSImage())
            #endif
            Color(NSColor.systemBlue)
        }
    }

    #if canImport(AppKit)
    func open() { NSWorkspace.shared.open(URL(fileURLWithPath: "/")) }
    #endif
}
