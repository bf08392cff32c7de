import SwiftUI

// A box Button whose label is only its image, or an image tapped alone, in a VStack with texts: a
// heading above it or a caption below it is no label of it (VoiceOver reads each as an element of
// its own, and nothing ties it to the box). Only a text in the same row (an HStack beside it) or
// the Button's own label names it; otherwise it has no name (label-missing, with no text to give).

// Firing label-missing with no text beside: the Button between a heading and a caption.
struct NotificationsSettings: View {
    @State private var sound = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("Notifications")
                .font(.headline)
            Button {
                sound.toggle()
            } label: {
                Image(systemName: sound ? "checkmark.square" : "square")
            }
            Text("Sounds are played for new messages")
                .font(.caption)
        }
    }
}

// Firing label-missing with no text beside: an image tapped alone under a heading.
struct BadgeSettings: View {
    @State private var badge = true

    var body: some View {
        VStack {
            Text("App icon")
            Image(systemName: badge ? "checkmark.circle.fill" : "circle")
                .onTapGesture { badge.toggle() }
        }
    }
}

// The row's texts name it (label-missing names 'Play sounds, For new messages', the stack beside
// it read in order, as the label to give): the same Button beside its texts in an HStack, under
// the same heading.
struct SoundRow: View {
    @State private var sound = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("Notifications")
                .font(.headline)
            HStack {
                Button {
                    sound.toggle()
                } label: {
                    Image(systemName: sound ? "checkmark.square" : "square")
                }
                VStack(alignment: .leading) {
                    Text("Play sounds")
                    Text("For new messages").font(.caption)
                }
            }
        }
    }
}
