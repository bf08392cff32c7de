import SwiftUI

// A box Button whose label draws only shapes (a ring, and a dot while done), beside a text outside
// it (round thirty-two, hholdout32b; a daily checklist): the Button is an element of its own with
// nothing to name it, and the text is the label to give it. Found: `ChecklistRow`'s Button,
// label-missing naming the text beside it. Silent on names: `ChecklistRowNamed`, whose Button
// holds its text with the shapes and is named by it.
struct Chore: Identifiable {
    let id = UUID()
    var title: String
    var done = false
}

struct ChecklistRow: View {
    @Binding var chore: Chore

    var body: some View {
        HStack {
            Button {
                chore.done.toggle()
            } label: {
                ZStack {
                    Circle()
                        .strokeBorder(chore.done ? Color.accentColor : Color.gray, lineWidth: 3)
                        .frame(width: 44, height: 44)
                    if chore.done {
                        Circle()
                            .fill(Color.accentColor)
                            .frame(width: 18, height: 18)
                    }
                }
            }
            .buttonStyle(.plain)
            Text(chore.title)
        }
    }
}

struct ChecklistRowNamed: View {
    @Binding var chore: Chore

    var body: some View {
        Button {
            chore.done.toggle()
        } label: {
            HStack {
                ZStack {
                    Circle()
                        .strokeBorder(chore.done ? Color.accentColor : Color.gray, lineWidth: 3)
                        .frame(width: 24, height: 24)
                    if chore.done {
                        Circle()
                            .fill(Color.accentColor)
                            .frame(width: 12, height: 12)
                    }
                }
                Text(chore.title)
            }
            .frame(minHeight: 44)
        }
        .buttonStyle(.plain)
    }
}
