import SwiftUI

// Compiled by the watch extension alone (`SDKROOT = watchos`): watchOS code, read with iOS's
// VoiceOver, held to no hit-area minimum. The phone app's copy (`Phone/TaskButton.swift`) is a
// 30 × 30 error.
struct TaskButton: View {
    let isCompleted: Bool
    let action: (() -> Void)?

    var body: some View {
        Button(action: action ?? {}) {
            Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
        }
        .frame(width: 30, height: 30)
    }
}
