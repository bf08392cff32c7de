// A Button whose whole label is a drawn box chosen by an enum of a checkbox's cases
// (unchecked/checked/mixed), the next case handed to the caller's closure (round thirty-one,
// a cleaner's tri-state boxes): the tap changes that state, read as the Bool `state == .checked`.
// The Button shows no text: a box, the name beside it another element (label-missing). Near miss:
// the same shape over an enum of other choices (a layout picker) stays a plain button.
// A Toggle labelled by the project's own text view is named by its literal.
import SwiftUI
import AppKit

enum BoxState { case unchecked, checked, mixed }

struct BoxView: View {
    let state: BoxState
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 3)
                .fill(state == .unchecked ? Color.clear : Color.accentColor)
                .frame(width: 16, height: 16)
            if state == .checked {
                Image(systemName: "checkmark")
            } else if state == .mixed {
                Rectangle().fill(.white).frame(width: 8, height: 2)
            }
        }
    }
}

struct TriStateFileRow: View {
    let name: String
    let state: BoxState
    let onToggle: (BoxState) -> Void

    var body: some View {
        HStack {
            Button(action: {
                let next: BoxState = switch state {
                case .unchecked: .checked
                case .checked: .unchecked
                case .mixed: .checked
                }
                onToggle(next)
            }) {
                BoxView(state: state)
            }
            .buttonStyle(.plain)
            Text(name)
        }
    }
}

enum LayoutChoice { case grid, list }

struct LayoutMark: View {
    let choice: LayoutChoice
    var body: some View {
        Image(systemName: choice == .grid ? "checkmark.square" : "square")
    }
}

struct LayoutRow: View {
    let name: String
    let choice: LayoutChoice
    let onChange: (LayoutChoice) -> Void

    var body: some View {
        HStack {
            Button(action: { onChange(choice == .grid ? .list : .grid) }) {
                LayoutMark(choice: choice)
            }
            Text(name)
        }
    }
}

struct AppText: View {
    let key: String
    init(_ key: String) { self.key = key }
    var body: some View { Text(LocalizedStringKey(key)) }
}

struct SelectAllBar: View {
    @State private var selectAll = false
    var body: some View {
        Toggle(isOn: $selectAll) {
            AppText("Select all")
                .font(.body)
                .foregroundColor(.gray)
        }
    }
}
