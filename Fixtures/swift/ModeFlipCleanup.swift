import SwiftUI

// A mode Button whose action does more after the flip (round twenty-seven, OfflineVocabulary's
// "continuous play"): `isContinuousMode.toggle(); if !isContinuousMode { stop() }`. What follows the
// flip reads the new value and leaves the Bool alone, so the look the Bool chooses still says the
// state: a two-state control (role-missing, at the Button).

// Fires: cleanup in an `if` after the flip; the symbol and the tint chosen by the Bool.
struct ContinuousPlayBar: View {
    @State private var isContinuousMode = false
    @State private var loopingWordId: Int? = nil

    var body: some View {
        HStack {
            Spacer()
            Button(action: {
                isContinuousMode.toggle()
                if !isContinuousMode {
                    loopingWordId = nil
                }
            }) {
                HStack(spacing: 3) {
                    Image(systemName: isContinuousMode ? "repeat.circle.fill" : "repeat.circle")
                    Text("Repeat words")
                }
                .foregroundColor(isContinuousMode ? .blue : .gray)
            }
        }
    }
}

// Fires: the flip, then the new mode saved.
struct NightModeBar: View {
    @State private var nightMode = false

    var body: some View {
        HStack {
            Text("Display")
            Button {
                nightMode.toggle()
                save()
            } label: {
                Text("Night").foregroundColor(nightMode ? .blue : .gray)
            }
        }
    }

    func save() {}
}

// Silent: a later statement sets the Bool again (a second toggle inside the cleanup), so the tap
// may leave it as it was; and an action that does its work before the flip (not only telling
// another object of it).
struct ShuffleBar: View {
    @State private var shuffleMode = false
    @State private var wrapMode = false
    @State private var limit = 3

    var body: some View {
        HStack {
            Button {
                shuffleMode.toggle()
                if limit == 0 { shuffleMode.toggle() }
            } label: {
                Text("Shuffle").foregroundColor(shuffleMode ? .blue : .gray)
            }
            Button {
                limit -= 1
                wrapMode.toggle()
            } label: {
                Text("Wrap").foregroundColor(wrapMode ? .blue : .gray)
            }
        }
    }
}
