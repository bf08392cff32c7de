import SwiftUI

// A box whose checked look reads a `let` of its body bound to the state's test: `if isActive` shows
// what `if state == .checked` shows. Fires at the type: no trait, no name, 24 pt.
// ↓ fires: role-missing, label-missing, hit-area-too-small
struct TriStateBox: View {
    enum State {
        case unchecked, checked, indeterminate
    }

    @Binding var state: State

    var body: some View {
        let isActive: Bool = state == .checked
        ZStack(alignment: isActive ? .trailing : .leading) {
            if isActive {
                Image(systemName: "checkmark")
            } else if state == .indeterminate {
                Image(systemName: "minus")
            }
        }
        .frame(width: 24, height: 24)
        .onTapGesture {
            state = state == .checked ? .unchecked : .checked
        }
    }
}

// Near miss: the `let` is bound to something the tap does not change; what the box shows is not
// the Bool it flips. Silent.
struct HighlightedMark: View {
    @Binding var isChecked: Bool
    let isHighlighted: Bool

    var body: some View {
        let isActive = isHighlighted
        ZStack {
            if isActive {
                Image(systemName: "checkmark")
            }
        }
        .frame(width: 24, height: 24)
        .onTapGesture {
            isChecked.toggle()
        }
    }
}

// Near miss: the name is bound again inside (a loop's parameter, an inner `let`, an `if let`): the
// look reads that one, not the body's. Silent.
struct ShadowedMarks: View {
    @Binding var isChecked: Bool
    let flags: [Bool]
    let isHighlighted: Bool

    var body: some View {
        let isActive = isChecked
        VStack {
            ForEach(flags, id: \.self) { isActive in
                if isActive {
                    Image(systemName: "checkmark")
                }
            }
            HStack {
                let isActive = isHighlighted
                Image(systemName: isActive ? "checkmark.square" : "square")
            }
            if let isActive = flags.first, isActive {
                Image(systemName: "checkmark.circle")
            }
        }
        .frame(width: 24, height: 24)
        .onTapGesture {
            isChecked.toggle()
        }
    }
}
