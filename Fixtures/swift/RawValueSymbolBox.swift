// A box whose symbol is its state's raw value: the enum's cases are the symbol names, and the tap
// moves the state on, so the image is chosen by the state the tap changes. An enum whose cases
// name other symbols (a heart), and a symbol named by a value the tap does not change, are no
// checkboxes.
import SwiftUI

enum BoxState: String {
    case on = "checkmark.square.fill"
    case partial = "minus.square.fill"
    case off = "square"

    mutating func toggle() {
        switch self {
        case .on: self = .off
        case .partial, .off: self = .on
        }
    }
}

// An image alone, 24 points, with a tap: no name, no role, too small.
struct EnumBox: View {
    @Binding var state: BoxState

    var body: some View {
        Image(systemName: state.rawValue)
            .resizable()
            .frame(width: 24, height: 24)
            .onTapGesture { state.toggle() }
    }
}

enum Mark: String { case on = "tick_on", off = "tick_off" }

// An asset named by the raw value, its case set by a ternary, beside its text in a Button.
struct MarkRow: View {
    @State private var mark: Mark = .off

    var body: some View {
        Button {
            mark = mark == .on ? .off : .on
        } label: {
            HStack {
                Image(mark.rawValue)
                Text("Remember me")
            }
        }
    }
}

enum Love: String {
    case on = "heart.fill"
    case off = "heart"
}

// A favourite button: its symbols are hearts. No checkbox.
struct LoveButton: View {
    @State private var love: Love = .off

    var body: some View {
        Button {
            love = love == .on ? .off : .on
        } label: {
            Image(systemName: love.rawValue)
        }
    }
}

// The symbol is named by a value the tap does not change. No checkbox.
struct StatusRow: View {
    let status: BoxState
    @State private var expanded = false

    var body: some View {
        HStack {
            Image(systemName: status.rawValue)
            Text("Status")
        }
        .onTapGesture { expanded.toggle() }
    }
}
