import SwiftUI

struct Question: Identifiable {
    let id: UUID
    let text: String
}

// Round twenty-seven (InterviewReady's `QuestionsListView`): a row that is a checkbox while
// selecting. Outside selection the screen shows it in a NavigationLink's label with its check
// hidden and an empty closure for its tap: no checkbox is there, so none is nested in the link.
// Silent at the link (the row itself is judged where it is declared).
struct QuestionsList: View {
    let questions: [Question]
    @State private var isSelecting = false
    @State private var chosen = Set<UUID>()

    var body: some View {
        List {
            ForEach(questions) { q in
                if isSelecting {
                    QuestionRowView(question: q, isSelecting: isSelecting, isSelected: chosen.contains(q.id)) {
                        if chosen.contains(q.id) { chosen.remove(q.id) } else { chosen.insert(q.id) }
                    }
                } else {
                    NavigationLink {
                        Text(q.text)
                    } label: {
                        QuestionRowView(question: q, isSelecting: false, isSelected: false, onTap: {})
                    }
                }
            }
        }
    }
}

// Near miss: the same row in a link's label with a tap that does something: the checkbox is
// there, inside the link. Fires nested-interactive at the NavigationLink.
struct PinnedQuestions: View {
    let questions: [Question]
    @State private var chosen = Set<UUID>()

    var body: some View {
        List(questions) { q in
            NavigationLink {
                Text(q.text)
            } label: {
                QuestionRowView(question: q, isSelecting: true, isSelected: chosen.contains(q.id), onTap: {
                    if chosen.contains(q.id) { chosen.remove(q.id) } else { chosen.insert(q.id) }
                })
            }
        }
    }
}

struct QuestionRowView: View {
    let question: Question
    let isSelecting: Bool
    let isSelected: Bool
    let onTap: () -> Void

    var body: some View {
        HStack {
            Text(question.text)
            Spacer()
            Image(systemName: isSelected ? "checkmark.square.fill" : "square")
                .opacity(isSelecting ? 1 : 0)
                .accessibilityHidden(!isSelecting)
        }
        .onTapGesture {
            if isSelecting { onTap() }
        }
    }
}
