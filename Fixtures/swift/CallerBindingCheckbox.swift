import SwiftUI

// Round eleven, pattern 4: a checkbox component whose tap runs its caller's closure (guarded by
// its style), its picture named in a computed property. The caller in this file passes a binding
// (`$first`) and toggles the value it binds: the component is a checkbox of `isSelected`.
struct BoxRow: View {
    @Binding var isSelected: Bool
    var label: String
    var isDisabled = false
    var action: () -> Void

    var body: some View {
        HStack {
            Image(iconName)
                .frame(width: 20, height: 20)
            Text(label)
        }
        .onTapGesture {
            if !isDisabled {
                action()
            }
        }
    }

    private var iconName: String {
        isSelected ? "checkbox-on" : "checkbox-off"
    }
}

struct Preferences: View {
    @State private var first = false

    var body: some View {
        BoxRow(isSelected: $first, label: "First") {
            first.toggle()
        }
    }
}

// A binding passed as a value and toggled through its `wrappedValue`.
struct ChoiceRow: View {
    @Binding var isChosen: Bool
    var title: String
    var action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Image(systemName: isChosen ? "checkmark.circle.fill" : "circle")
                Text(title)
            }
        }
    }
}

struct ChoiceList: View {
    var option: Binding<Bool>

    var body: some View {
        ChoiceRow(isChosen: option, title: "Newsletter") {
            option.wrappedValue.toggle()
        }
    }
}

// Not a checkbox: the caller's closure toggles another value than the one it binds.
struct MarkRow: View {
    @Binding var isMarked: Bool
    var title: String
    var action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Image(systemName: isMarked ? "checkmark.circle.fill" : "circle")
                Text(title)
            }
        }
    }
}

struct MarkScreen: View {
    @State private var marked = false
    @State private var showsHelp = false

    var body: some View {
        MarkRow(isMarked: $marked, title: "Mark") {
            showsHelp.toggle()
        }
    }
}
