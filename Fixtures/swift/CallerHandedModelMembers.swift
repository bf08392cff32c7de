import SwiftUI

// Round thirty-three, hholdout33c's photo grid: a card with no tap that makes a checkbox shows a
// check from a member of the model its caller hands it (`asset.selected`), and the caller's tap on
// the card flips that member of the value it passes (`photo.selected.toggle()`), in a select mode
// or always. The card is the checkbox, read at its declaration: the check is all VoiceOver reads.
final class Photo: ObservableObject, Identifiable {
    let id = UUID()
    @Published var selected = false
    @Published var shared = false
}

struct PhotoCard: View {
    @ObservedObject var asset: Photo
    @Binding var selecting: Bool
    @State private var failed = false

    var body: some View {
        ZStack {
            if !failed {
                Rectangle().aspectRatio(1, contentMode: .fit)
                if asset.selected && selecting {
                    Color.white.opacity(0.5)
                    Image(systemName: "checkmark.circle.fill")
                }
            } else {
                Image(systemName: "exclamationmark.circle")
                    .onTapGesture { reload() }
            }
        }
    }

    func reload() {}
}

struct PlainPhotoCard: View {
    let asset: PhotoItem
    var body: some View {
        ZStack {
            Rectangle().aspectRatio(1, contentMode: .fit)
            Image(systemName: asset.selected ? "checkmark.circle.fill" : "circle")
        }
    }
}

struct PhotoItem: Identifiable {
    let id = UUID()
    var selected = false
    var shared = false
}

// Silent: the model is handed for display only; the caller's tap opens the photo.
struct ShownPhotoCard: View {
    @ObservedObject var asset: Photo
    var body: some View {
        ZStack {
            Rectangle().aspectRatio(1, contentMode: .fit)
            if asset.selected {
                Image(systemName: "checkmark.circle.fill")
            }
        }
    }
}

// Silent: the caller's tap flips another member of the model (`shared`), not the one the check shows.
struct SharedPhotoCard: View {
    let asset: PhotoItem
    var body: some View {
        ZStack {
            Rectangle().aspectRatio(1, contentMode: .fit)
            Image(systemName: asset.selected ? "checkmark.circle.fill" : "circle")
        }
    }
}

struct PhotoGrid: View {
    @State var photos: [Photo] = []
    @State var items: [PhotoItem] = []
    @State var selecting = false
    @State var detail = false

    var body: some View {
        List {
            Section("Selecting") {
                ForEach(photos) { photo in
                    PhotoCard(asset: photo, selecting: $selecting)
                        .onTapGesture {
                            withAnimation {
                                if selecting {
                                    photo.selected.toggle()
                                } else {
                                    detail = true
                                }
                            }
                        }
                }
            }
            Section("Plain") {
                ForEach($items) { $item in
                    PlainPhotoCard(asset: item)
                        .onTapGesture { item.selected.toggle() }
                }
            }
            Section("Shown") {
                ForEach(photos) { photo in
                    ShownPhotoCard(asset: photo)
                        .onTapGesture { detail = true }
                }
            }
            Section("Shared") {
                ForEach($items) { $item in
                    SharedPhotoCard(asset: item)
                        .onTapGesture { item.shared.toggle() }
                }
            }
        }
    }
}
