// A hand-made checkbox split over two views: the row's tap changes a state it passes to a view
// of the same file that draws the box. The box alone is no checkbox (it has no tap); the row is.
import SwiftUI

struct CheckIcon: View {
    let on: Bool

    var body: some View {
        Image(systemName: on ? "checkmark.square.fill" : "square")
            .frame(width: 44, height: 44)
    }
}

// Read as one hand-made checkbox: the box is an image of its own, beside the text.
struct SyncRow: View {
    @State private var sync = false

    var body: some View {
        HStack {
            CheckIcon(on: sync)
            Text("Sync over cellular")
        }
        .onTapGesture { sync.toggle() }
    }
}

// A heart drawn the same way is a favourite, not a checkbox: not read.
struct HeartIcon: View {
    let on: Bool

    var body: some View {
        Image(systemName: on ? "heart.fill" : "heart")
    }
}

struct FavouriteRow: View {
    @State private var favourite = false

    var body: some View {
        HStack {
            HeartIcon(on: favourite)
            Text("Favourite")
        }
        .onTapGesture { favourite.toggle() }
    }
}
