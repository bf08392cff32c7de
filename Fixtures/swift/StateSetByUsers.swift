// A checkbox view whose state is a @State its users may set (round five's assignment tracker:
// `CheckView(isFinished: task.done)` through the memberwise initializer): its default says
// nothing of the state, so the preview shows the run-time choice. A private @State keeps its
// default, which no user can change.
import SwiftUI

struct CheckView: View {
    @State var isFinished: Bool = false

    var body: some View {
        Image(systemName: isFinished ? "checkmark.square" : "square")
            .onTapGesture { isFinished.toggle() }
    }
}

struct PrivateCheckView: View {
    @State private var isFinished: Bool = false

    var body: some View {
        Image(systemName: isFinished ? "checkmark.square" : "square")
            .onTapGesture { isFinished.toggle() }
    }
}
