import SwiftUI

// Round twenty-six, miss 5 (Flowing's to-do circle): a component that runs the closure its caller
// gives it inside `withAnimation { … }`, unless it is being edited. The caller's closure toggles the
// Bool the component draws as a box: a checkbox (`CallerClosureActions` sees through the animation).
struct DoneCircle: View {
    @Binding var done: Bool
    @Binding var editing: Bool
    var tapAction: () -> Void = {}

    var body: some View {
        Image(systemName: done ? "checkmark.circle.fill" : "circle")
            .font(.title)
            .frame(width: 60, height: 60)
            .onTapGesture {
                withAnimation(.bouncy) {
                    if !editing {
                        tapAction()
                    }
                }
            }
    }
}

struct ChoreRow: View {
    @State var done = false
    @State private var editing = false
    let name: String

    var body: some View {
        HStack {
            DoneCircle(done: $done, editing: $editing, tapAction: { done.toggle() })
            Text(name)
        }
    }
}

// Near miss: the same animated call, but the caller's closure opens a sheet: no Bool is flipped,
// so the circle is an info button whatever it shows.
struct InfoCircle: View {
    var marked: Bool
    var tapAction: () -> Void = {}

    var body: some View {
        Image(systemName: marked ? "checkmark.circle.fill" : "circle")
            .frame(width: 60, height: 60)
            .onTapGesture {
                withAnimation(.easeOut) {
                    tapAction()
                }
            }
    }
}

struct InfoRow: View {
    let name: String
    let marked: Bool
    @State private var showingInfo = false

    var body: some View {
        HStack {
            InfoCircle(marked: marked, tapAction: { showingInfo = true })
            Text(name)
        }
        .sheet(isPresented: $showingInfo) { Text(name) }
    }
}
