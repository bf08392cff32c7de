import SwiftUI

// A component's set titled where it is shown, beyond its callers' own `Section` (after round
// twenty-five, D): by the navigation title of the screen a caller fills with it (iOS: VoiceOver reads
// the navigation bar's title as a heading, and nothing else is above the set), or by a `Section` around
// the component that shows it (two callers up).
// Titled, no group-header-missing: `TagPicker` (`TagPicker(…).navigationTitle("Tags")` in a
// NavigationLink's destination), `LabelPicker` (`List { LabelPicker(…) }.navigationTitle("Labels")`),
// `ColourSwatches` (shown by `ColourField`, itself in `Section("Colour")`). (`LabelPicker` was titled
// before too, the title search climbing from the call to the list's title; it is now held to the
// same conditions as the others: iOS, and a set that opens the component's body.)
// Untitled, group-header-missing: `NotePicker` (a field above its loop in its own body: the set does
// not open the screen), `SizePicker` (a Toggle above the call in its caller's list), `FinishSwatches`
// (its component shown in a NavigationLink's destination inside the section: another screen).

struct Tag: Identifiable {
    let id: Int
    var name: String
    var isOn: Bool
}

struct TagPicker: View {
    @Binding var tags: [Tag]

    var body: some View {
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
    }
}

struct LabelPicker: View {
    @Binding var labels: [Tag]

    var body: some View {
        ForEach($labels) { $label in
            HStack {
                Text(label.name)
                Spacer()
                Image(systemName: label.isOn ? "checkmark.square.fill" : "square")
            }
            .onTapGesture { label.isOn.toggle() }
        }
    }
}

struct NotePicker: View {
    @Binding var notes: [Tag]
    @State private var search = ""

    var body: some View {
        VStack {
            TextField("Search", text: $search)
            ForEach($notes) { $note in
                HStack {
                    Text(note.name)
                    Spacer()
                    Image(systemName: note.isOn ? "checkmark.square.fill" : "square")
                }
                .onTapGesture { note.isOn.toggle() }
            }
        }
    }
}

struct SizePicker: View {
    @Binding var sizes: [Tag]

    var body: some View {
        ForEach($sizes) { $size in
            HStack {
                Text(size.name)
                Spacer()
                Image(systemName: size.isOn ? "checkmark.square.fill" : "square")
            }
            .onTapGesture { size.isOn.toggle() }
        }
    }
}

struct ColourSwatches: View {
    @Binding var colours: [Tag]

    var body: some View {
        HStack {
            ForEach($colours) { $colour in
                Image(systemName: colour.isOn ? "checkmark.circle.fill" : "circle")
                    .onTapGesture { colour.isOn.toggle() }
            }
        }
    }
}

struct ColourField: View {
    @Binding var colours: [Tag]

    var body: some View {
        VStack(alignment: .leading) {
            ColourSwatches(colours: $colours)
        }
    }
}

struct FinishSwatches: View {
    @Binding var finishes: [Tag]

    var body: some View {
        HStack {
            ForEach($finishes) { $finish in
                Image(systemName: finish.isOn ? "checkmark.circle.fill" : "circle")
                    .onTapGesture { finish.isOn.toggle() }
            }
        }
    }
}

struct FinishField: View {
    @Binding var finishes: [Tag]

    var body: some View {
        VStack(alignment: .leading) {
            FinishSwatches(finishes: $finishes)
        }
    }
}

struct EditScreen: View {
    @State private var tags: [Tag] = []
    @State private var labels: [Tag] = []
    @State private var notes: [Tag] = []
    @State private var sizes: [Tag] = []
    @State private var colours: [Tag] = []
    @State private var finishes: [Tag] = []
    @State private var showAll = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Colour") {
                    ColourField(colours: $colours)
                }
                Section("Finish") {
                    NavigationLink("Finish") {
                        FinishField(finishes: $finishes)
                    }
                }
                NavigationLink("Tags") {
                    TagPicker(tags: $tags)
                        .navigationTitle("Tags")
                }
                NavigationLink("Labels") {
                    List {
                        LabelPicker(labels: $labels)
                    }
                    .navigationTitle("Labels")
                }
                NavigationLink("Notes") {
                    NotePicker(notes: $notes)
                        .navigationTitle("Notes")
                }
                NavigationLink("Sizes") {
                    List {
                        Toggle("Show all sizes", isOn: $showAll)
                        SizePicker(sizes: $sizes)
                    }
                    .navigationTitle("Sizes")
                }
            }
        }
    }
}
