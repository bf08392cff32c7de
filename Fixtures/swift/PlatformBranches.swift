// One file, two platforms: each construct is read for the platform of the innermost
// `#if os(…)` branch around it (SPEC §10), else for the file's.
import SwiftUI

#if os(macOS)
struct ReadingSettings: View {
    @State private var snippets = true
    @State private var autoRefresh = false

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Show snippets", isOn: $snippets)
            Toggle("Refresh the library", isOn: $autoRefresh)
        }
    }
}

// A Button drawn as a box in the macOS branch: a button to VoiceOver on macOS, advised in macOS terms.
struct ArchiveBox: View {
    @State private var archived = false

    var body: some View {
        Button {
            archived.toggle()
        } label: {
            HStack {
                Image(systemName: archived ? "checkmark.square" : "square")
                Text("Archive")
            }
        }
        .frame(width: 20, height: 20)
    }
}
#elseif os(iOS)
struct ReadingSettings: View {
    @State private var snippets = true
    @State private var autoRefresh = false

    var body: some View {
        Form {
            Section("Reading") {
                Toggle("Show snippets", isOn: $snippets)
                Toggle("Refresh the library", isOn: $autoRefresh)
            }
        }
    }
}

// The same box on iOS: 20 pt is below iOS's 44 pt minimum (macOS has none).
struct ArchiveBox: View {
    @State private var archived = false

    var body: some View {
        Button {
            archived.toggle()
        } label: {
            HStack {
                Image(systemName: archived ? "checkmark.square" : "square")
                Text("Archive")
            }
        }
        .frame(width: 20, height: 20)
    }
}
#endif

// Both platforms: the file's platform (the configured one) decides.
#if os(iOS) || os(macOS)
struct DownloadOption: View {
    @State private var cellular = false

    var body: some View {
        Toggle("Use cellular data", isOn: $cellular)
    }
}
#endif
