import SwiftUI

enum CheckState { case checked, unchecked, indeterminate }

// A "select all" made by hand whose state is an enum: a tap moves it between its cases, and the
// image shows the case. It declares no state to VoiceOver (role-missing); its mixed state is
// not spoken, as VoiceOver says none for a Button that declares no value.
struct SelectAllRow: View {
    @State private var state: CheckState = .indeterminate

    var body: some View {
        Button {
            state = state == .checked ? .unchecked : .checked
        } label: {
            HStack {
                Image(systemName: state == .checked ? "checkmark.square.fill" : state == .indeterminate ? "minus.square" : "square")
                Text("Select all")
            }
        }
    }
}

enum Agreement { case on, off }

// Shown by a `switch` over the case, changed by an `if`/`else` that sets each case, and
// declaring the selected trait while on: clean.
struct AgreeRow: View {
    @State private var agreement: Agreement = .on

    var body: some View {
        HStack {
            switch agreement {
            case .on: Image(systemName: "checkmark.circle.fill")
            case .off: Image(systemName: "circle")
            }
            Text("I agree to the terms")
        }
        .onTapGesture {
            if agreement == .on { agreement = .off } else { agreement = .on }
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(agreement == .on ? [.isButton, .isSelected] : .isButton)
    }
}

// A design system's check box: its own base button moves the state on (`setNextState()`), and
// the mark is chosen by a member that reads the state. The box alone is tapped; the title
// beside it is not.
struct DSCheckBox: View {
    @Binding var state: CheckState
    let title: String

    private var currentState: CheckState { state }

    var body: some View {
        HStack {
            BaseButton(action: { state.setNextState() }) {
                ZStack {
                    RoundedRectangle(cornerRadius: 4).stroke()
                    if let mark = checkmark(for: currentState) {
                        mark
                    }
                }
                .frame(width: 20, height: 20)
            }
            Text(title)
        }
    }

    private func checkmark(for state: CheckState) -> Image? {
        switch state {
        case .checked: Image(systemName: "checkmark")
        case .indeterminate: Image(systemName: "minus")
        case .unchecked: nil
        }
    }
}

// Not a checkbox: a radio-like choice sets one case, and a favourite whose enum reads as no
// checkbox state.
enum Favourite { case starred, plain }

struct NotCheckboxes: View {
    @State private var choice: CheckState = .unchecked
    @State private var favourite: Favourite = .plain

    var body: some View {
        VStack {
            Button {
                choice = .checked
            } label: {
                Image(systemName: choice == .checked ? "checkmark.circle.fill" : "circle")
            }
            Button {
                favourite = favourite == .starred ? .plain : .starred
            } label: {
                Image(systemName: favourite == .starred ? "star.fill" : "star")
            }
        }
    }
}
