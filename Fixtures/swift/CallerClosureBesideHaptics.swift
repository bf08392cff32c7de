import SwiftUI

// Round thirty-six, hholdout36a pattern 1 (TidyDay's task row): a tap that calls its caller's
// closure among statements that change nothing a checkbox shows — a haptic, a press animation's
// `@State` flag set and reset later, `withAnimation` and `DispatchQueue.main.asyncAfter` around
// them. The call is still the tap's one change (`ClosureTapCall.Beside`), so the row is read as
// when the call is alone: the caller's closure flips the member of the value it hands in.
struct TidyItem: Identifiable {
    let id = UUID()
    var title: String
    var isCompleted: Bool
}

// ↓ role-missing: a full-row button drawing a filled circle and a check while the task is done.
struct TidyRow: View {
    let todo: TidyItem
    let onToggle: () -> Void
    @State private var isPressed = false

    var body: some View {
        Button(action: {
            let impact = UIImpactFeedbackGenerator(style: .medium)
            impact.impactOccurred()
            isPressed = true
            withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
                onToggle()
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                withAnimation { isPressed = false }
            }
        }) {
            HStack(spacing: 16) {
                ZStack {
                    Circle().stroke(Color.secondary, lineWidth: 2).frame(width: 24, height: 24)
                    if todo.isCompleted {
                        Circle().fill(Color.blue).frame(width: 24, height: 24)
                        Image(systemName: "checkmark")
                    }
                }
                Text(todo.title)
                    .strikethrough(todo.isCompleted)
                Spacer(minLength: 0)
            }
            .padding(16)
            .scaleEffect(isPressed ? 0.97 : 1)
        }
        .buttonStyle(.plain)
    }
}

// ↓ role-missing: a Bool handed in and a symbol box; the haptic made inline, behind `#if os(iOS)`.
struct TidyChoiceRow: View {
    let title: String
    let isChoosed: Bool
    let onTap: () -> Void

    var body: some View {
        Button {
            #if os(iOS)
            UISelectionFeedbackGenerator().selectionChanged()
            #endif
            onTap()
        } label: {
            HStack {
                Image(systemName: isChoosed ? "checkmark.square.fill" : "square")
                Text(title)
            }
            .padding(12)
        }
        .buttonStyle(.plain)
    }
}

// Near miss: a second closure called beside the first (the tap also removes the task): which of
// the two flips the mark is the callers' business, and the tap is not read as either.
struct TidyRemovingRow: View {
    let todo: TidyItem
    let onToggle: () -> Void
    let onRemove: () -> Void

    var body: some View {
        Button(action: {
            UIImpactFeedbackGenerator(style: .light).impactOccurred()
            onToggle()
            onRemove()
        }) {
            HStack {
                Image(systemName: todo.isCompleted ? "checkmark.circle.fill" : "circle")
                Text(todo.title)
            }
            .padding(16)
        }
        .buttonStyle(.plain)
    }
}

// Near miss: the flag the tap sets is one the box reads (it shows checked at once, whatever the
// caller does): the view's own state, not the caller's closure, chooses the box.
struct TidyEagerRow: View {
    let todo: TidyItem
    let onToggle: () -> Void
    @State private var shownDone = false

    var body: some View {
        Button(action: {
            shownDone = true
            onToggle()
        }) {
            HStack {
                Image(systemName: todo.isCompleted || shownDone ? "checkmark.circle.fill" : "circle")
                Text(todo.title)
            }
            .padding(16)
        }
        .buttonStyle(.plain)
    }
}

// Near miss: beside the call a count is kept (no Bool literal, no haptic): a statement that may
// change what the row shows, so the tap is not read as the call.
struct TidyCountingRow: View {
    let todo: TidyItem
    let onToggle: () -> Void
    @State private var taps = 0

    var body: some View {
        Button(action: {
            taps += 1
            onToggle()
        }) {
            HStack {
                Image(systemName: todo.isCompleted ? "checkmark.circle.fill" : "circle")
                Text(todo.title)
                Text("\(taps)")
            }
            .padding(16)
        }
        .buttonStyle(.plain)
    }
}
