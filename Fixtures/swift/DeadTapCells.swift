// A cell whose `.onTapGesture` can never fire: the view it is applied to carries
// `.allowsHitTesting(false)` (or `.disabled(true)`), before or after the gesture in one chain, so
// SwiftUI delivers it no touch and VoiceOver has nothing to activate — no tap target, no checkbox
// (docs/review/swiftui-unseen.md, holdout round twenty-three, pattern C: TravelChecklistApp's
// TravelCellView, the label of a NavigationLink). `TravelCellView` and `ArchivedCellView` stay
// silent; `LockableCellView`, disabled only while `isLocked` holds, is still a control and is read.
import SwiftUI

struct Travel {
    var name: String
    var isCompleted: Bool
}

struct TravelCellView: View {
    @Binding var travel: Travel

    var body: some View {
        HStack {
            Text(travel.name)
            Spacer()
            DoneImage(isDone: travel.isCompleted)
        }
        .allowsHitTesting(false)
        .onTapGesture {
            travel.isCompleted.toggle()
        }
    }
}

struct ArchivedCellView: View {
    @Binding var travel: Travel

    var body: some View {
        HStack {
            Text(travel.name)
            Spacer()
            DoneImage(isDone: travel.isCompleted)
        }
        .onTapGesture {
            travel.isCompleted.toggle()
        }
        .disabled(true)
    }
}

struct LockableCellView: View {
    @Binding var travel: Travel
    var isLocked: Bool

    var body: some View {
        HStack {
            Text(travel.name)
            Spacer()
            DoneImage(isDone: travel.isCompleted)
        }
        .onTapGesture {
            travel.isCompleted.toggle()
        }
        .disabled(isLocked)
    }
}

struct DoneImage: View {
    var isDone: Bool = false

    var body: some View {
        Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
    }
}
