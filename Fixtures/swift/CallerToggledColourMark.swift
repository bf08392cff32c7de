import SwiftUI

// Round twenty-six (Flowing's `CircleSymbol`): a mark whose symbol is the user's choice, its only
// look of `done` a colour (behind a scheme ternary and `??`), its tap a stored closure with no type
// spelt (`@State var tapAction = {}`), run inside `withAnimation`. The caller hands it the Bool its
// closure toggles, beside a log call: a checkbox with no name and no trait (`CallerToggledColours`).
struct DoneMark: View {
    @Environment(\.colorScheme) private var colorScheme
    @Binding var symbol: String
    @Binding var done: Bool
    @Binding var editing: Bool

    @State var tapAction = {}

    var body: some View {
        Image(systemName: symbol)
            .font(.title)
            .foregroundStyle(
                (colorScheme == .dark ? (done ? Color.black.opacity(0.5) : Color.blue) : (done ? Color.white.opacity(0.5) : Color.blue)) ?? Color.clear
            )
            .frame(width: 60, height: 60)
            .onTapGesture {
                withAnimation(.bouncy) {
                    if !editing {
                        tapAction()
                    }
                }
            }
    }
}

struct Chore {
    var id = UUID()
    var name: String
    var symbol: String
    var done: Bool
}

struct ChoreLine: View {
    @State var chore: Chore
    @State private var editing = false

    var body: some View {
        HStack {
            DoneMark(symbol: $chore.symbol, done: $chore.done, editing: $editing, tapAction: { chore.done.toggle(); print(chore.id) })
            Text(chore.name)
        }
    }
}

// Near miss (Flowing's `ProgressiveObj`): the same kind of mark, but its caller's closure flips
// another Bool than the one it hands as `reached` — it swaps the row for a slider. The colour shows
// a goal reached, which the tap does not change: no checkbox.
struct GoalMark: View {
    @Binding var symbol: String
    @Binding var reached: Bool

    @State var tapAction = {}

    var body: some View {
        Image(systemName: symbol)
            .foregroundStyle((reached ? Color.green : Color.gray) ?? Color.clear)
            .frame(width: 60, height: 60)
            .onTapGesture { withAnimation { tapAction() } }
    }
}

struct GoalLine: View {
    @State var symbol = "drop"
    @State var reached = false
    @State var changing = false
    @State var progress = 0.0

    var body: some View {
        if changing {
            Slider(value: $progress)
        } else {
            HStack {
                GoalMark(symbol: $symbol, reached: $reached, tapAction: { changing.toggle() })
                Text("Water")
            }
        }
    }
}

// Near miss: the caller toggles the Bool it hands in, but the Bool says the mark opens something
// (`isExpanded`), not a done state: a disclosure, whatever colour it takes.
struct SectionMark: View {
    @Binding var isExpanded: Bool
    var onTap: () -> Void

    var body: some View {
        Image(systemName: "list.bullet")
            .foregroundStyle(isExpanded ? Color.accentColor : Color.secondary)
            .onTapGesture { onTap() }
    }
}

struct SectionLine: View {
    @State private var isExpanded = false

    var body: some View {
        VStack {
            SectionMark(isExpanded: $isExpanded, onTap: { isExpanded.toggle() })
            if isExpanded { Text("Details") }
        }
    }
}
