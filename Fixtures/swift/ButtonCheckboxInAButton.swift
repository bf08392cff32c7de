// A box that is itself a Button, drawn in the label of another Button (docs/review/
// swiftui-unseen.md, round six, pattern 4): VoiceOver meets and activates the outer button.
import SwiftUI

struct MicrophoneBar: View {
    @AppStorage("recordMic") private var recordMic = false

    var body: some View {
        Button {} label: {
            HStack {
                Button {
                    recordMic.toggle()
                } label: {
                    Image(systemName: recordMic ? "checkmark.square" : "square")
                }
                .buttonStyle(.plain)
                Image(systemName: "mic.fill")
            }
        }
    }
}

// The same box in a link's label.
struct MicrophoneLink: View {
    @State private var recordMic = false

    var body: some View {
        NavigationLink {
            Text("Microphone")
        } label: {
            Button {
                recordMic.toggle()
            } label: {
                HStack {
                    Image(systemName: recordMic ? "checkmark.square" : "square")
                    Text("Record microphone")
                }
            }
        }
    }
}

// The same box in a plain stack: no holder.
struct MicrophoneRow: View {
    @State private var recordMic = false

    var body: some View {
        HStack {
            Button {
                recordMic.toggle()
            } label: {
                HStack {
                    Image(systemName: recordMic ? "checkmark.square" : "square")
                    Text("Record microphone")
                }
            }
        }
    }
}
