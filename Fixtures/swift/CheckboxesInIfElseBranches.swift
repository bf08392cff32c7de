import SwiftUI

// The same check mark drawn in either branch of an `if`: only one is on screen, so the two are
// alternatives, not a set of two checkboxes.
struct HabitCheck: View {
    @State var isDone: Bool
    var isThisWeek: Bool

    var body: some View {
        if isThisWeek {
            Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
                .foregroundColor(isDone ? .accentColor : .gray)
                .frame(width: 44, height: 44)
                .onTapGesture { isDone.toggle() }
                .accessibilityLabel("Done")
                .accessibilityAddTraits(isDone ? [.isButton, .isSelected] : .isButton)
        } else {
            Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
                .foregroundColor(.secondary)
                .frame(width: 44, height: 44)
                .onTapGesture { isDone.toggle() }
                .accessibilityLabel("Done")
                .accessibilityAddTraits(isDone ? [.isButton, .isSelected] : .isButton)
        }
    }
}

// Two checkboxes shown together, then one in each branch of a `switch`: the first two are a set
// (no header), the cases' ones alternatives.
struct ChoreRow: View {
    @State private var washed = false
    @State private var dried = false
    @State private var folded = false
    var step: Int

    var body: some View {
        VStack {
            Toggle("Washed", isOn: $washed).toggleStyle(.checkbox)
            Toggle("Dried", isOn: $dried).toggleStyle(.checkbox)
        }
        switch step {
        case 0:
            Toggle("Folded", isOn: $folded).toggleStyle(.checkbox)
        default:
            Toggle("Folded", isOn: $folded).toggleStyle(.checkbox)
        }
    }
}
