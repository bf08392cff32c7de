import SwiftUI

// The callers of `HobbyTagChip` and `HobbyBadge` (declared in `HobbyTagChip.swift`).
struct HobbiesView: View {
    let all = ["Music", "Sport", "Travel"]
    @State private var tags: [String] = []

    var body: some View {
        VStack {
            Text("What are you into?")
                .font(.largeTitle)
                .bold()
            HStack {
                ForEach(all.indices, id: \.self) { index in
                    HobbyTagChip(tags: $tags, tag: all[index])
                        .padding(4)
                }
            }
            Button("Continue") {
                save()
            }
        }
    }

    private func save() {}
}

// The same chips under a heading: titled, nothing to say.
struct HeadedHobbiesView: View {
    let all = ["Music", "Sport", "Travel"]
    @State private var tags: [String] = []

    var body: some View {
        VStack {
            Text("What are you into?")
                .font(.largeTitle)
                .accessibilityAddTraits(.isHeader)
            HStack {
                ForEach(all.indices, id: \.self) { index in
                    HobbyTagChip(tags: $tags, tag: all[index])
                }
            }
        }
    }
}

// Badges under a bold text: no checkboxes, no set.
struct ProfileHobbiesView: View {
    let tags: [String]
    @State private var editing = false

    var body: some View {
        VStack {
            Text("Your interests")
                .bold()
            HStack {
                ForEach(tags, id: \.self) { tag in
                    HobbyBadge(tag: tag)
                }
            }
            Button("Edit") {
                editing.toggle()
            }
        }
    }
}
