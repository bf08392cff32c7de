// A to-do's done Button whose label is a computed member of its type (round twenty-six, second part,
// miss A; TakeCare's `TodoTaskRow`): `Button { isCompleted.toggle() } label: { rowView }`, `rowView`
// showing a nested view named in lowerCamelCase that draws the check image, given the Bool, beside a
// row of another file. Read at the type: role-missing (the Button says neither role nor state), named
// by the row the member shows. A star drawn the same way is a favourite, no checkbox: silent.
import SwiftUI

struct TodoTaskRow: View {
    var task: ListTask
    @State private var isCompleted: Bool = false

    var body: some View {
        Button {
            isCompleted.toggle()
        } label: {
            rowView
        }
    }

    struct checkIndicator: View {
        var isCompleted: Bool

        var body: some View {
            Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
                .frame(width: 25, height: 25)
        }
    }

    var rowView: some View {
        HStack {
            checkIndicator(isCompleted: isCompleted)
            ListTaskRow(task: task)
        }
        .accessibilityElement(children: .combine)
    }
}

struct StarredTaskRow: View {
    var task: ListTask
    @State private var isStarred: Bool = false

    var body: some View {
        Button {
            isStarred.toggle()
        } label: {
            rowView
        }
    }

    struct starIndicator: View {
        var isStarred: Bool

        var body: some View {
            Image(systemName: isStarred ? "star.fill" : "star")
        }
    }

    var rowView: some View {
        HStack {
            starIndicator(isStarred: isStarred)
            ListTaskRow(task: task)
        }
    }
}
