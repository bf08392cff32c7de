import SwiftUI
import WatchKit

// A watch app's file (it imports WatchKit, which no iPhone build has): read with iOS's VoiceOver,
// but held to no hit-area minimum — SPEC §4 sets none for a watch, and iOS's 44 pt is not its
// guidance. The same button in an iOS file (`OptionalActionDefaulted.swift`) is a 30 × 30 error.
struct WatchTaskButton: View {
    let isCompleted: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
        }
        .frame(width: 30, height: 30)
    }
}
