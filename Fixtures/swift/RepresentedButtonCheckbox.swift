import SwiftUI

// A check circle whose `.accessibilityRepresentation` is a Button named by the state's words:
// VoiceOver reads "checked Milk, Button" — a name, the button trait, no selected trait (role-missing).
struct RepresentedItemRow: View {
    var title: String
    @State private var isDone = false

    var body: some View {
        HStack {
            ZStack {
                Circle()
                    .stroke(Color.primary, lineWidth: 2)
                    .frame(width: 25, height: 25)
                Image(systemName: "checkmark")
                    .foregroundColor(isDone ? .primary : .clear)
            }
            .frame(width: 44, height: 44)
            .onTapGesture {
                isDone.toggle()
            }
            .accessibilityRepresentation {
                Button(isDone ? "checked \(title)" : "unchecked \(title)") {
                    isDone.toggle()
                }
            }
        }
    }
}

// Near miss: the representation is a Toggle named by the title — a switch with its name, no finding.
struct RepresentedSwitchRow: View {
    var title: String
    @State private var isOn = false

    var body: some View {
        Capsule()
            .fill(isOn ? Color.green : Color.gray)
            .frame(width: 51, height: 44)
            .onTapGesture {
                isOn.toggle()
            }
            .accessibilityRepresentation {
                Toggle(title, isOn: $isOn)
            }
    }
}

// Near miss: the representation is a Button that adds the selected trait while on — no finding.
struct RepresentedSelectedRow: View {
    var title: String
    @State private var isChecked = false

    var body: some View {
        Image(systemName: isChecked ? "checkmark.square" : "square")
            .frame(width: 44, height: 44)
            .onTapGesture {
                isChecked.toggle()
            }
            .accessibilityRepresentation {
                Button {
                    isChecked.toggle()
                } label: {
                    Text(title)
                }
                .accessibilityAddTraits(isChecked ? .isSelected : [])
            }
    }
}
