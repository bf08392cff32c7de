// One view's `body` declared once per branch of an `#if` (docs/review/swiftui-unseen.md, round
// nine, pattern 1): alternatives, only one of which is compiled, so no duplicate screen id; each
// branch is read for its own platform, and the `#else` of `#if os(macOS)` is iOS's.
import SwiftUI

struct LoggerView: View {
    @State var later: Bool = false
#if os(macOS)
    var body: some View {
        Form {
            Toggle("Finish later?", isOn: $later)
        }
        .formStyle(.grouped)
    }
#else
    var body: some View {
        Form {
            Toggle("Finish later?", isOn: $later)
        }
        .navigationTitle("Logger")
    }
#endif
}

// `#if os(iOS) … #else`: the `#else` is not iOS's.
struct ExportView: View {
    @State var zip: Bool = false
#if os(iOS)
    var body: some View {
        Form {
            Toggle("Zip the export", isOn: $zip)
        }
    }
#else
    var body: some View {
        Form {
            Toggle("Zip the export", isOn: $zip)
        }
        .formStyle(.grouped)
    }
#endif
}

// Branches about something else than the platform: alternatives too, both the file's platform.
struct DebugView: View {
    @State var verbose: Bool = false
#if DEBUG
    var body: some View {
        Toggle("Verbose logging", isOn: $verbose)
    }
#else
    var body: some View {
        Toggle("Verbose logging", isOn: $verbose)
            .disabled(true)
    }
#endif
}
