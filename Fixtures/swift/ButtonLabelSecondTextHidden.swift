// Near miss of ButtonLabelSecondText.swift: the Button's second text is hidden from VoiceOver
// (`.accessibilityHidden(true)`), so the Button is named by its first text only, as before.
import SwiftUI

struct Story: Identifiable {
    let id: UUID
    let title: String
    let category: String
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
                                .accessibilityHidden(true)
                        }
                        Spacer()
                        Image(systemName: selection.contains(story.id) ? "checkmark.circle.fill" : "circle")
                    }
                }
                .buttonStyle(.plain)
            }
        }
    }
}
