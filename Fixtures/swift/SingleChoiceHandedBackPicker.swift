import SwiftUI

struct Story: Identifiable {
    let id: UUID
    let title: String
    let isLinked: Bool
}

// Round twenty-seven (InterviewReady's `StoryPickerSheet`): each row hands its story back to the
// caller (`onSelect(story)`), and a check marks the one whose id equals the choice the sheet was
// given (`selectedStoryId == story.id`). Tapping another moves the choice: a single choice, no
// checkboxes. Silent.
struct StoryPickerSheet: View {
    let stories: [Story]
    let selectedStoryId: UUID?
    let onSelect: (Story) -> Void

    var body: some View {
        List {
            ForEach(stories) { story in
                Button {
                    onSelect(story)
                } label: {
                    HStack {
                        Text(story.title)
                        Spacer()
                        if selectedStoryId == story.id {
                            Image(systemName: "checkmark.circle.fill")
                        }
                    }
                }
                .buttonStyle(.plain)
            }
        }
    }
}

struct PracticeView: View {
    let stories: [Story]
    @State private var linked: [UUID: Story] = [:]
    @State private var showsPicker = false
    let questionId: UUID

    var body: some View {
        Button("Link a story") { showsPicker = true }
            .sheet(isPresented: $showsPicker) {
                StoryPickerSheet(stories: stories, selectedStoryId: linked[questionId]?.id, onSelect: { story in
                    linked[questionId] = story
                    showsPicker = false
                })
            }
    }
}

// Near miss: the row handed back shows a field of its own (`story.isLinked`) in its box, and the
// closure is named for flipping it: the item's own state, a checkbox. Fires role-missing.
struct StoryLinkRow: View {
    let story: Story
    let onToggleLinked: (Story) -> Void

    var body: some View {
        Button {
            onToggleLinked(story)
        } label: {
            HStack {
                Image(systemName: story.isLinked ? "checkmark.square.fill" : "square")
                Text(story.title)
            }
        }
        .buttonStyle(.plain)
    }
}
