import SwiftUI

// Every checkbox of the file in an `#if os(watchOS)` branch: watchOS code, no hit-area minimum.
#if os(watchOS)
struct WatchBranchTaskButton: View {
    let isCompleted: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
        }
        .frame(width: 30, height: 30)
    }
}
#endif
