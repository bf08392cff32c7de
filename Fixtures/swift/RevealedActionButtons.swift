import SwiftUI

// Round twenty-six, miss 1 (Flowing's create menu): action buttons that a Bool only reveals or hides
// (a width or opacity of 0) are no checkboxes, though their constant symbol is a check in a circle.
// `HiddenControls`: silent. The near miss below, a check faded in beside a row's text that stays, is
// a checkbox and fires.
struct CreationState {
    var menuOpen = false
    var creatingNote = false
    var creatingTask = false
}

struct CreateMenu: View {
    @Binding var creation: CreationState

    var body: some View {
        HStack {
            Button(action: {
                if creation.menuOpen {
                    withAnimation {
                        creation.menuOpen.toggle()
                        creation.creatingNote.toggle()
                    }
                }
            }, label: {
                Image(systemName: "checkmark.circle")
                    .font(.largeTitle)
                    .frame(width: creation.menuOpen ? 170 : 0, height: 60)
            })
            .frame(width: creation.menuOpen ? 170 : 0)
            .opacity(creation.menuOpen ? 1 : 0)

            Button(action: {
                withAnimation { creation.menuOpen.toggle() }
            }) {
                Image(systemName: "plus")
                    .frame(width: creation.menuOpen ? 0 : 358, height: 60)
            }
            .opacity(creation.menuOpen ? 0 : 1)

            Button {
                creation.creatingTask.toggle()
            } label: {
                Image(systemName: "circle.dotted")
                    .scaleEffect(creation.creatingTask ? 1 : 0)
            }
        }
    }
}

// Near miss: the check fades in and out, but the row with its text stays to be tapped.
struct ReminderRow: View {
    let title: String
    @State private var isDone = false

    var body: some View {
        Button {
            isDone.toggle()
        } label: {
            HStack {
                Text(title)
                Spacer()
                Image(systemName: "checkmark")
                    .opacity(isDone ? 1 : 0)
            }
        }
    }
}

// Also silent: a button that fades itself out once done and shows a check in its place (a one-way
// "move to the end"): the Bool says whether the button is there, and its check is no box to untick.
struct MoveEndButton: View {
    @State private var done = false
    let move: () -> Void

    var body: some View {
        Button {
            move()
            withAnimation { done = true }
        } label: {
            Label("Move end", systemImage: "arrow.down.to.line")
        }
        .opacity(done ? 0 : 1)
        .overlay {
            if done {
                Image(systemName: "checkmark.circle.fill")
            }
        }
    }
}
