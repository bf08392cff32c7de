import SwiftUI

// SF Symbols' `squareshape` is a bare square outline: drawn against `checkmark.square.fill`, it is
// the empty box of a checkbox, as `square` is (round twenty-five, B: RWTH's tag chooser).

struct Tag: Identifiable {
    let id: Int
    let name: String
}

// A checkbox per tag: the row is tapped to add or remove the tag, the box chosen by membership.
struct TagChooser: View {
    let tags: [Tag]
    @State private var selectedTags: [String] = []

    var body: some View {
        Form {
            Section(header: Text("Tags")) {
                ForEach(tags) { tag in
                    HStack {
                        if selectedTags.contains(tag.name) {
                            Image(systemName: "checkmark.square.fill")
                        } else {
                            Image(systemName: "squareshape")
                        }
                        Text(tag.name)
                    }
                    .onTapGesture {
                        if selectedTags.contains(tag.name) {
                            selectedTags.removeAll(where: { $0 == tag.name })
                        } else {
                            selectedTags.append(tag.name)
                        }
                    }
                }
            }
        }
    }
}

// Also one image whose name a ternary chooses.
struct NewsletterOptIn: View {
    @State private var optedIn = false

    var body: some View {
        Button {
            optedIn.toggle()
        } label: {
            HStack {
                Image(systemName: optedIn ? "checkmark.square" : "squareshape")
                Text("Send me the newsletter")
            }
        }
    }
}

// Not a box: a record button whose filled square is "stop", against the microphone.
struct RecordButton: View {
    @State private var isRecording = false

    var body: some View {
        Button {
            isRecording.toggle()
        } label: {
            Image(systemName: isRecording ? "squareshape.fill" : "mic")
        }
        .accessibilityLabel("Record")
    }
}

// Not a box: a layout switch between a grid and a list.
struct LayoutSwitch: View {
    @State private var isGrid = false

    var body: some View {
        Button {
            isGrid.toggle()
        } label: {
            Image(systemName: isGrid ? "squareshape.split.2x2" : "list.bullet")
        }
        .accessibilityLabel("Layout")
    }
}
