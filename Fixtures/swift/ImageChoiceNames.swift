// Two images one condition chooses between are read as the choice of their names, as
// `Image(systemName: on ? a : b)` is: a box Button whose label is `!isChecked ? Image(systemName:
// "square") : Image(systemName: checkedSymbolName)` is named `{!isChecked ? "square" :
// checkedSymbolName}` (a binding: known at run time), not by its first image; with a state whose
// first value the file gives, by the image shown first (`square`). A Toggle whose label is `if
// isPlaying { Image(…) } else { Image(…) }` is named by the choice `{isPlaying ? "stop.fill" :
// "play.fill"}`, as a ternary `Text` label is, not by its source; an `if` with a text in one branch
// stays the code it is.
import SwiftUI

struct SymbolBox: View {
    @Binding var isChecked: Bool
    var title: String
    var checkedSymbolName = "checkmark.square.fill"

    var body: some View {
        HStack {
            Button {
                isChecked.toggle()
            } label: {
                !isChecked ? Image(systemName: "square") : Image(systemName: checkedSymbolName)
            }
            Text(title)
        }
    }
}

struct OfflineBox: View {
    @State private var offline = false

    var body: some View {
        Button {
            offline.toggle()
        } label: {
            offline ? Image(systemName: "checkmark.square").font(.title) : Image(systemName: "square").font(.title)
        }
    }
}

struct PlayerControls: View {
    @State private var isPlaying = false
    @State private var isLooping = false

    var body: some View {
        VStack {
            Toggle(isOn: $isPlaying) {
                if isPlaying {
                    Image(systemName: "stop.fill")
                        .font(.title)
                } else {
                    Image(systemName: "play.fill")
                        .font(.title)
                }
            }
            Toggle(isOn: $isLooping) {
                if isLooping {
                    Image(systemName: "repeat")
                } else {
                    Text("No repeat")
                }
            }
        }
    }
}
