// macOS (a Toggle with the checkbox style): hand-made checkboxes are read by the traits their
// code declares, as on iOS. A Button drawn as a box is a button to VoiceOver on macOS, not a
// check box; only the Toggle styled `.checkbox` says "checkbox" (SPEC §3.1, §10).
import SwiftUI

struct RecordingSources: View {
    let sources: [String]
    @State private var chosen: Set<String> = []
    @State private var showCursor = false

    var body: some View {
        VStack {
            // A grid of selectable sources with no text before it: the window titles it.
            LazyVGrid(columns: [GridItem(), GridItem()]) {
                ForEach(sources, id: \.self) { source in
                    Button {
                        if chosen.contains(source) { chosen.remove(source) } else { chosen.insert(source) }
                    } label: {
                        VStack {
                            Text(source)
                            Image(systemName: "checkmark.circle.fill")
                                .opacity(chosen.contains(source) ? 1 : 0)
                        }
                    }
                }
            }
            Toggle("Show the cursor", isOn: $showCursor)
                .toggleStyle(.checkbox)
        }
    }
}

struct MuteBox: View {
    @State private var muted = false

    var body: some View {
        // Declares the selected trait while on: VoiceOver on macOS says "selected".
        Button {
            muted.toggle()
        } label: {
            Image(systemName: muted ? "checkmark.square" : "square")
        }
        .accessibilityLabel("Mute")
        .accessibilityAddTraits(muted ? [.isSelected] : [])
    }
}

struct CaptureOptions: View {
    @State private var appAudio = false
    @State private var microphone = false

    var body: some View {
        // A visible text before the set that is not a heading: still a warning on macOS.
        VStack(alignment: .leading) {
            Text("Capture")
            Toggle("App audio", isOn: $appAudio)
                .toggleStyle(.checkbox)
            Toggle("Microphone", isOn: $microphone)
                .toggleStyle(.checkbox)
        }
    }
}

struct FavouriteMark: View {
    @State private var marked = false

    var body: some View {
        // An image with a tap gesture declares no role: VoiceOver on macOS reads the image only.
        Image(systemName: marked ? "checkmark.square" : "square")
            .onTapGesture { marked.toggle() }
    }
}

struct MicrophoneBox: View {
    @State private var recording = false

    var body: some View {
        // A Button whose label is only symbols: VoiceOver names it by the image its state chooses.
        Button {
            recording.toggle()
        } label: {
            ZStack {
                Image(systemName: "square.fill")
                Image(systemName: recording ? "checkmark.square" : "square")
            }
        }
    }
}
