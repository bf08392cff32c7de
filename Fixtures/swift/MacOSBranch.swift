// A checkbox in an `#if os(macOS)` branch is read as macOS (SPEC §10).
import SwiftUI

#if os(macOS)
struct ExportOptions: View {
    @State private var compress = false

    var body: some View {
        Toggle("Compress the archive", isOn: $compress)
    }
}
#endif
