import SwiftUI

// A mark drawn by a view of this file, tapped as it is called: the tap lands on the mark's body,
// whose outer frame is 28 pt wide (under the 44 pt minimum) — hit-area-too-small at the call.
struct MealRow: View {
    let title: String
    let isConsumed: Bool
    let onToggle: (Bool) async -> Void

    var body: some View {
        HStack(spacing: 12) {
            TimelineMark(isChecked: isConsumed)
                .onTapGesture {
                    Task { await onToggle(isConsumed) }
                }
                .accessibilityLabel(isConsumed ? "Mark as not consumed" : "Mark as consumed")
                .accessibilityAddTraits(.isButton)
            Text(title)
        }
        .frame(height: 66)
    }
}

// The same mark given padding at the call: 28 + 2 × 8 = 44 pt wide. Silent.
struct PaddedMealRow: View {
    let title: String
    let isConsumed: Bool
    let onToggle: (Bool) async -> Void

    var body: some View {
        HStack(spacing: 12) {
            TimelineMark(isChecked: isConsumed)
                .padding(8)
                .contentShape(Rectangle())
                .onTapGesture {
                    Task { await onToggle(isConsumed) }
                }
                .accessibilityLabel(isConsumed ? "Mark as not consumed" : "Mark as consumed")
                .accessibilityAddTraits(.isButton)
            Text(title)
        }
    }
}

// The same mark given a 44 pt frame at the call. Silent.
struct FramedMealRow: View {
    let title: String
    let isConsumed: Bool
    let onToggle: (Bool) async -> Void

    var body: some View {
        HStack(spacing: 12) {
            TimelineMark(isChecked: isConsumed)
                .frame(width: 44, height: 44)
                .onTapGesture {
                    Task { await onToggle(isConsumed) }
                }
                .accessibilityLabel(isConsumed ? "Mark as not consumed" : "Mark as consumed")
                .accessibilityAddTraits(.isButton)
            Text(title)
        }
    }
}

// The mark inside a row that takes taps of its own: where the finger lands is not the mark's
// frame alone, and the file does not decide. Silent.
struct TappableMealRow: View {
    let title: String
    let isConsumed: Bool
    let onToggle: (Bool) async -> Void
    let onOpen: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            TimelineMark(isChecked: isConsumed)
                .onTapGesture {
                    Task { await onToggle(isConsumed) }
                }
                .accessibilityLabel(isConsumed ? "Mark as not consumed" : "Mark as consumed")
                .accessibilityAddTraits(.isButton)
            Text(title)
        }
        .contentShape(Rectangle())
        .onTapGesture { onOpen() }
    }
}

// A mark whose body's frame is 48 pt wide and tall. Silent.
struct WideMealRow: View {
    let title: String
    let isConsumed: Bool
    let onToggle: (Bool) async -> Void

    var body: some View {
        HStack(spacing: 12) {
            WideMark(isChecked: isConsumed)
                .onTapGesture {
                    Task { await onToggle(isConsumed) }
                }
                .accessibilityLabel(isConsumed ? "Mark as not consumed" : "Mark as consumed")
                .accessibilityAddTraits(.isButton)
            Text(title)
        }
    }
}

private struct TimelineMark: View {
    let isChecked: Bool

    var body: some View {
        ZStack {
            Rectangle()
                .fill(Color.secondary.opacity(0.3))
                .frame(width: 1.5)
            Circle().stroke(Color.gray)
            if isChecked { Image(systemName: "checkmark") }
        }
        .frame(width: 28)
    }
}

private struct WideMark: View {
    let isChecked: Bool

    var body: some View {
        ZStack {
            Circle().stroke(Color.gray)
            if isChecked { Image(systemName: "checkmark") }
        }
        .frame(width: 48, height: 48)
    }
}
