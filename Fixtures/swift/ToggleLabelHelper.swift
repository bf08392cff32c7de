import SwiftUI

// Toggle labels built by a helper of the same type: named by the literal the helper shows.
struct ShuffleToggle: View {
    @Binding var shuffle: Bool
    @Binding var repeatAll: Bool
    @Binding var autoplay: Bool
    @Binding var captions: Bool

    var body: some View {
        VStack {
            // A static function, called under `#if` and `if` branches that all agree.
            Toggle(isOn: $shuffle) {
#if os(iOS)
                if UIDevice.current.userInterfaceIdiom == .pad {
                    Self.label()
                } else {
                    Self.label()
                }
#else
                Self.label()
#endif
            }
            // A computed property.
            Toggle(isOn: $repeatAll) { repeatLabel }
            // Branches that show different texts: not read, and not printed as source.
            Toggle(isOn: $autoplay) {
#if os(iOS)
                Self.label()
#else
                Text(verbatim: "Play next")
#endif
            }
            // A helper that shows something not literal: known at run time.
            Toggle(isOn: $captions) { captionsLabel() }
        }
    }

    private static func label() -> some View {
        Label("Shuffle", systemImage: "shuffle")
    }

    private var repeatLabel: some View {
        Text("Repeat all").font(.body)
    }

    private func captionsLabel() -> some View {
        Text(captions ? "Captions on" : "Captions off")
    }
}

// A helper in an extension of the type: followed too.
struct CaptionsToggle: View {
    @Binding var on: Bool

    var body: some View {
        Toggle(isOn: $on) { Self.title() }
    }
}

private extension CaptionsToggle {
    static func title() -> some View {
        Text("Subtitles")
    }
}
