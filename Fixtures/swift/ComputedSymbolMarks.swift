import SwiftUI

// A row's check mark whose SF Symbol name a computed `String` property of the view gives (round
// thirty-three, second part, `closure-mark-computed-symbol`): a ternary of two such properties, an
// `if`/`return` chain, names that are constants of the view. Read as the names written in the call.

struct ComputedSymbolTodoRow: View {
    let text: String
    let isCompleted: Bool
    var onToggle: () -> Void
    var onOpenNote: () -> Void

    @State private var isAnimating = false

    var body: some View {
        HStack(spacing: 8) {
            Button {
                handleCircleTap()
            } label: {
                Image(systemName: isAnimating ? iconFilled : iconEmpty)
                    .frame(width: 16, height: 16)
            }
            .buttonStyle(.plain)

            Button {
                onOpenNote()
            } label: {
                Text(text)
                    .strikethrough(isCompleted)
            }
            .buttonStyle(.plain)
        }
        .opacity(isAnimating && !isCompleted ? 0 : 1)
    }

    private var iconEmpty: String {
        isCompleted ? "checkmark.circle.fill" : "circle"
    }

    private var iconFilled: String {
        isCompleted ? "circle" : "checkmark.circle.fill"
    }

    private func handleCircleTap() {
        guard !isAnimating else { return }
        isAnimating = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) {
            onToggle()
        }
    }
}

struct ComputedSymbolReminderRow: View {
    let title: String
    var onComplete: (@escaping (Bool) -> Void) -> Void

    @State private var isCompleting = false
    @State private var showFailed = false

    var body: some View {
        HStack {
            Button {
                handleCircleTap()
            } label: {
                Image(systemName: iconName)
                    .frame(width: 44, height: 44)
            }
            .buttonStyle(.plain)
            Text(title)
        }
    }

    private var iconName: String {
        if showFailed { return "circle" }
        if isCompleting { return "circle.fill" }
        return "circle"
    }

    private func handleCircleTap() {
        guard !isCompleting else { return }
        withAnimation { isCompleting = true }
        onComplete { success in
            if !success {
                isCompleting = false
                showFailed = true
            }
        }
    }
}

struct ComputedSymbolConstantRow: View {
    @State private var isPacked = false
    private static let packedIcon = "checkmark.square.fill"
    private let emptyIcon = "square"

    var body: some View {
        Button {
            isPacked.toggle()
        } label: {
            Image(systemName: icon)
                .frame(width: 44, height: 44)
        }
        .accessibilityLabel("Passport")
    }

    private var icon: String {
        isPacked ? Self.packedIcon : emptyIcon
    }
}

// Near misses, silent: a favourite's star named by a computed property (a toggle of another kind),
// a Copy button's passing tick, a name the property makes by a call (not read), and a tick a method
// sets later, in a closure it hands on (a demonstration's animation, a deletion's confirmation).

struct ComputedSymbolDeferredTick: View {
    @State private var showCheckmark = false

    var body: some View {
        HStack {
            Text("Gym")
            Image(systemName: showCheckmark ? "checkmark.circle.fill" : "circle")
        }
        .onTapGesture {
            animateTouch()
        }
    }

    private func animateTouch() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
            withAnimation { showCheckmark = true }
        }
    }
}

struct ComputedSymbolFavouriteRow: View {
    @State private var isFavourite = false

    var body: some View {
        Button {
            isFavourite.toggle()
        } label: {
            Image(systemName: starIcon)
                .frame(width: 44, height: 44)
        }
        .accessibilityLabel("Favourite")
    }

    private var starIcon: String {
        isFavourite ? "star.fill" : "star"
    }
}

struct ComputedSymbolCopyButton: View {
    let code: String
    @State private var copied = false

    var body: some View {
        Button {
            copy()
        } label: {
            Image(systemName: copyIcon)
                .frame(width: 44, height: 44)
        }
        .accessibilityLabel("Copy code")
    }

    private var copyIcon: String {
        copied ? "checkmark" : "doc.on.doc"
    }

    private func copy() {
        guard !copied else { return }
        copied = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            copied = false
        }
    }
}

struct ComputedSymbolMadeName: View {
    @State private var isOn = false

    var body: some View {
        Button {
            isOn.toggle()
        } label: {
            Image(systemName: symbol)
                .frame(width: 44, height: 44)
        }
        .accessibilityLabel("Wi-Fi")
    }

    private var symbol: String {
        symbolName(for: isOn)
    }

    private func symbolName(for on: Bool) -> String {
        on ? "wifi" : "wifi.slash"
    }
}
