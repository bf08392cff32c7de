import SwiftUI

// A screen titled by the text a `.toolbar` puts in the middle of the navigation bar
// (`ToolbarItem(placement: .principal) { Text("…") }`), read as its title as `.navigationTitle` is,
// with the same limits: iOS, a set of two or more or a loop that opens the screen.
// Titled, no group-header-missing: `TagList` (a principal `Text("Tags")` beside a blank
// `.navigationTitle("")`), `MoodList` (a principal stack: a "New" badge in a caption's style, then
// `Text("Moods")` over a subtitle), `TopicPicker` (its caller's `TopicPicker(…).toolbar { principal Text("Topics") }`).
// Untitled, group-header-missing: `LogoList` (a principal image names nothing), `TrailingList` (a
// text at the bar's trailing end is a button's, not the title), `FilteredList` (a search field
// above its loop: the set does not open the screen the title names).

struct Item: Identifiable {
    let id: Int
    var name: String
    var isOn: Bool
}

struct TagList: View {
    @State private var tags: [Item] = []

    var body: some View {
        NavigationStack {
            List {
                ForEach($tags) { $tag in
                    HStack {
                        Text(tag.name)
                        Spacer()
                        Image(systemName: tag.isOn ? "checkmark.square.fill" : "square")
                    }
                    .onTapGesture { tag.isOn.toggle() }
                }
            }
            .navigationTitle("")
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Text("Tags").font(.headline)
                }
            }
        }
    }
}

struct MoodList: View {
    @State private var moods: [Item] = []
    let day: String

    var body: some View {
        NavigationStack {
            List {
                ForEach($moods) { $mood in
                    HStack {
                        Text(mood.name)
                        Spacer()
                        Image(systemName: mood.isOn ? "checkmark.square.fill" : "square")
                    }
                    .onTapGesture { mood.isOn.toggle() }
                }
            }
            .toolbar {
                ToolbarItem(placement: .principal) {
                    HStack {
                        Text("New").font(.caption2)
                        VStack {
                            Text("Moods").font(.headline)
                            Text(day).font(.caption)
                        }
                    }
                }
            }
        }
    }
}

struct LogoList: View {
    @State private var colours: [Item] = []

    var body: some View {
        NavigationStack {
            List {
                ForEach($colours) { $colour in
                    HStack {
                        Text(colour.name)
                        Spacer()
                        Image(systemName: colour.isOn ? "checkmark.square.fill" : "square")
                    }
                    .onTapGesture { colour.isOn.toggle() }
                }
            }
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Image("logo")
                }
            }
        }
    }
}

struct TrailingList: View {
    @State private var sizes: [Item] = []

    var body: some View {
        NavigationStack {
            List {
                ForEach($sizes) { $size in
                    HStack {
                        Text(size.name)
                        Spacer()
                        Image(systemName: size.isOn ? "checkmark.square.fill" : "square")
                    }
                    .onTapGesture { size.isOn.toggle() }
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Text("Sizes")
                }
            }
        }
    }
}

struct FilteredList: View {
    @State private var fruits: [Item] = []
    @State private var search = ""

    var body: some View {
        NavigationStack {
            List {
                TextField("Search", text: $search)
                ForEach($fruits) { $fruit in
                    HStack {
                        Text(fruit.name)
                        Spacer()
                        Image(systemName: fruit.isOn ? "checkmark.square.fill" : "square")
                    }
                    .onTapGesture { fruit.isOn.toggle() }
                }
            }
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Text("Fruits")
                }
            }
        }
    }
}

struct TopicPicker: View {
    @Binding var topics: [Item]

    var body: some View {
        List {
            ForEach($topics) { $topic in
                HStack {
                    Text(topic.name)
                    Spacer()
                    Image(systemName: topic.isOn ? "checkmark.square.fill" : "square")
                }
                .onTapGesture { topic.isOn.toggle() }
            }
        }
    }
}

struct InterestsScreen: View {
    @State private var topics: [Item] = []

    var body: some View {
        NavigationStack {
            Form {
                NavigationLink {
                    TopicPicker(topics: $topics)
                        .toolbar {
                            ToolbarItem(placement: .principal) { Text("Topics") }
                        }
                } label: {
                    Text("Topics")
                }
            }
            .navigationTitle("Interests")
        }
    }
}
