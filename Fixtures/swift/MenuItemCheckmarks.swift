// A filter menu whose items are Buttons showing a checkmark when chosen (a manga reader's filter,
// docs/review/swiftui-unseen.md): the menu's button titles its items, so a loop of them is no
// set that needs a header; each item still never says whether it is chosen.
import SwiftUI

struct GenreFilterMenu: View {
    let genres: [String]
    @State private var included: Set<String> = []

    var body: some View {
        Menu {
            ForEach(genres, id: \.self) { genre in
                Button {
                    toggle(genre)
                } label: {
                    HStack {
                        Text(genre)
                        if included.contains(genre) {
                            Image(systemName: "checkmark")
                        }
                    }
                }
            }
        } label: {
            Text("Genres")
        }
    }

    func toggle(_ genre: String) {
        if included.contains(genre) { included.remove(genre) } else { included.insert(genre) }
    }
}
