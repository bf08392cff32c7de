import SwiftUI

// Compiled by the phone app (`SDKROOT = iphoneos`): iOS code, held to 44 pt. The watch
// extension's copy (`Watch/TaskButton.swift`) gets no hit-area finding.
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
