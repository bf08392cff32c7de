// A hand-made Button's label of a title and a subtitle (round twenty-seven, pattern 3:
// InterviewReady's StoryLinkPickerView, Cronica's AddToListRow): VoiceOver reads every text of the
// Button's label in order, as it reads a Toggle's label (ToggleLabelTexts): "{story.title},
// {story.category}, Button"; a caption chosen by an `if` is one part known at run time, `{…}`; an
// `if`/`else` of check images adds nothing.
import SwiftUI

struct Story: Identifiable {
    let id: UUID
    let title: String
    let category: String
    let notes: String?
}

struct StoryPicker: View {
    let stories: [Story]
    @State private var selection = Set<UUID>()

    var body: some View {
        List {
            ForEach(stories) { story in
                Button {
                    if selection.contains(story.id) {
                        selection.remove(story.id)
                    } else {
                        selection.insert(story.id)
                    }
                } label: {
                    HStack {
                        VStack(alignment: .leading) {
                            Text(story.title)
                            Text(story.category)
                        }
                        Spacer()
                        if selection.contains(story.id) {
                            Image(systemName: "checkmark.circle.fill")
                        } else {
                            Image(systemName: "circle")
                        }
                    }
                }
                .buttonStyle(.plain)
            }
        }
    }
}

struct AddToListRow: View {
    let story: Story
    @State private var isAdded = false

    var body: some View {
        Button {
            isAdded.toggle()
        } label: {
            HStack {
                Image(systemName: isAdded ? "checkmark.circle.fill" : "circle")
                VStack(alignment: .leading) {
                    Text(story.title)
                    if let notes = story.notes {
                        Text(notes)
                    } else {
                        Text("No notes")
                    }
                }
            }
        }
        .buttonStyle(.plain)
    }
}
