// A section whose header is a computed property of the file (docs/review/swiftui-unseen.md,
// round six, pattern 7): its texts are the title; a property showing another view is a run-time title.
import SwiftUI

struct Filters: View {
    @State private var a = false
    @State private var b = false

    var body: some View {
        List {
            Section {
                Toggle("Wikipedia", isOn: $a)
                Toggle("Wiktionary", isOn: $b)
            } header: { filterHeader }
            Section {
                Toggle("Images", isOn: $a)
                Toggle("Videos", isOn: $b)
            } header: { mediaHeader }
        }
    }

    private var filterHeader: some View {
        HStack {
            Text("Search in")
            Spacer()
            Button("None") { a = false; b = false }
        }
    }

    private var mediaHeader: some View { SomeHeaderView() }
}
