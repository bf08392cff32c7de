// A set that is a screen's whole content under its navigation title (docs/review/swiftui-unseen.md,
// round seven, pattern 2): VoiceOver reads the title as a heading, which says what the set is for.
import SwiftUI

struct Tasks: View {
    @State var tasks = [(title: "Run", done: false), (title: "Read", done: false)]

    var body: some View {
        NavigationStack {
            List(0..<tasks.count, id: \.self) { index in
                Button {
                    tasks[index].done.toggle()
                } label: {
                    HStack {
                        Image(systemName: tasks[index].done ? "checkmark.circle.fill" : "circle")
                        Text(tasks[index].title)
                    }
                }
            }
            .navigationTitle("To do")
        }
    }
}

// The same list with no navigation title: nothing says what it is for.
struct UntitledTasks: View {
    @State var tasks = [(title: "Run", done: false), (title: "Read", done: false)]

    var body: some View {
        List(0..<tasks.count, id: \.self) { index in
            Button {
                tasks[index].done.toggle()
            } label: {
                HStack {
                    Image(systemName: tasks[index].done ? "checkmark.circle.fill" : "circle")
                    Text(tasks[index].title)
                }
            }
        }
    }
}

// Below other content, the navigation title titles the screen, not this set.
struct FiltersBelowASearch: View {
    @State private var query = ""
    @State var kinds = [(title: "Photos", on: false), (title: "Videos", on: false)]

    var body: some View {
        VStack {
            TextField("Search", text: $query)
            ForEach(0..<kinds.count, id: \.self) { index in
                Button {
                    kinds[index].on.toggle()
                } label: {
                    HStack {
                        Image(systemName: kinds[index].on ? "checkmark.circle.fill" : "circle")
                        Text(kinds[index].title)
                    }
                }
            }
        }
        .navigationTitle("Search")
    }
}
