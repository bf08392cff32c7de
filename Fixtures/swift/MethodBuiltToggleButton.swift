import SwiftUI

enum FixtureGlyph: String {
    case circle
    case circleFilled = "circle.inset.filled"
}

extension Image {
    init(fixtureGlyph: FixtureGlyph) {
        self.init(systemName: fixtureGlyph.rawValue)
    }
}

// Fires at each call: the method's Button is tinted by `isActive`, each call flips what it passes.
struct FlagUrgentEditor: View {
    @Binding var isFlagged: Bool
    @Binding var isUrgent: Bool

    var body: some View {
        HStack {
            toggleButton(label: "Flagged", symbol: "flag", isActive: isFlagged) {
                isFlagged.toggle()
            }
            toggleButton(label: "Urgent", symbol: "alarm", isActive: isUrgent) {
                isUrgent.toggle()
            }
        }
    }

    private func toggleButton(label: String, symbol: String, isActive: Bool, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            HStack {
                Image(systemName: symbol)
                Text(label)
            }
            .foregroundColor(isActive ? .orange : nil)
        }
    }
}

// Silent: a call whose action saves instead of flipping the Bool it passes.
struct SaveBar: View {
    @State private var isDirty = false

    var body: some View {
        tintedButton(label: "Save", isActive: isDirty) { save() }
    }

    private func tintedButton(label: String, isActive: Bool, action: @escaping () -> Void) -> some View {
        Button(action: action) { Text(label).foregroundColor(isActive ? .blue : .gray) }
    }

    func save() {}
}

// Fires: a project's symbol initialiser, the Bool flipped by the branches of an `if` on it.
struct CompleteCircle: View {
    @State private var isDone = false

    var body: some View {
        Button(action: { handleTap() }) {
            Image(fixtureGlyph: isDone ? .circleFilled : .circle)
        }
        .buttonStyle(.plain)
    }

    private func handleTap() {
        if isDone {
            isDone = false
        } else {
            isDone = true
        }
    }
}

// Silent: set true then false one after the other is no flip.
struct LoadingCircle: View {
    @State private var isLoading = false

    var body: some View {
        Button(action: { reload() }) {
            Image(fixtureGlyph: isLoading ? .circleFilled : .circle)
        }
        .buttonStyle(.plain)
    }

    private func reload() {
        isLoading = true
        isLoading = false
    }
}
