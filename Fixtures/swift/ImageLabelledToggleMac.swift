import AppKit
import Defaults
import SwiftUI

// macOS: check boxes, and a package's Toggle (`Defaults.Toggle`) read the same. A Toggle labelled
// only by an image (round thirty-seven, patterns 5 and 6): VoiceOver reads the
// image's words where a name would be ("bell, Switch button, off"), which say what the image shows,
// never what is switched — no name, as an image-only Button's are none. The preview keeps the words;
// label-missing quotes them. A text the label shows only under a condition is a run-time part after
// the texts shown always (`{…}`), never the whole name; beside an image alone it is left out, the
// image all there is while the condition fails.
struct MacAlertOptions: View {
    @State private var notify = false
    @State private var sound = false
    @State private var badge = false
    @State private var bold = false
    @State private var banner = false
    @State private var unauthorized = false

    var body: some View {
        Form {
            // An asset image alone, a package's Toggle: read by the asset's name.
            Defaults.Toggle(key: .isStatusIconTemplate) {
                Image("StatusIcon")
                    .frame(width: 19, height: 19)
            }
            // A symbol its state chooses, in a stack, a switch.
            Toggle(isOn: $sound) {
                HStack {
                    Image(systemName: sound ? "speaker.wave.2" : "speaker.slash")
                }
            }
            .toggleStyle(.switch)
            // A Label with an empty title: its icon is all it shows.
            Toggle(isOn: $badge) {
                Label("", systemImage: "app.badge")
            }
            // Shown as a button (a formatting bar's Bold): the same.
            Toggle(isOn: $bold) {
                Image(systemName: "bold")
            }
            .toggleStyle(.button)
            // A symbol and a warning shown only while unauthorized: the symbol is what is read.
            Defaults.Toggle(key: .isNotifyReady) {
                Image(systemName: banner ? "bell.badge" : "bell.slash")
                if unauthorized {
                    Label("Notifications are off in Settings", systemImage: "exclamationmark.triangle")
                }
            }
        }
    }
}

// Near misses: the image named by its own accessibility label, or the Toggle by its; a text beside
// the image in the label; a text shown always before one shown under a condition; a label whose
// only text sits under a condition (named at run time while it shows: `{…}`).
struct MacNamedAlertOptions: View {
    @State private var notify = false
    @State private var sound = false
    @State private var badge = false
    @State private var beta = false
    @State private var hint = false
    @State private var showsHint = false

    var body: some View {
        Form {
            Toggle(isOn: $notify) {
                Image(systemName: "bell")
                    .accessibilityLabel("Notify me")
            }
            Toggle(isOn: $sound) {
                Image(systemName: "speaker.wave.2")
            }
            .accessibilityLabel("Play sounds")
            Toggle(isOn: $badge) {
                HStack {
                    Image(systemName: "app.badge")
                    Text("Badge app icon")
                }
            }
            Toggle(isOn: $beta) {
                HStack {
                    Image(systemName: "flask")
                    Text("Try new features")
                    if showsHint {
                        Text("(beta)")
                    }
                }
            }
            Toggle(isOn: $hint) {
                if showsHint {
                    Text("Show hints")
                }
            }
        }
    }
}
