import SwiftUI

// Round nine, pattern 4: a Text inside the tapped Button names it whatever its colour. The state
// shown by colour alone makes a checkbox only when a name says "check" (`checked`, the type), as
// before: here it does, so role-missing stays, named by the text; no label-missing.
struct NicknameView: View {
    @State private var checked: Bool = false

    var body: some View {
        VStack {
            Button(action: {
                checked.toggle()
            }) {
                Text("Check name")
                    .foregroundColor(checked ? Color.white : Color.gray)
                    .padding(4)
                    .overlay(
                        RoundedRectangle(cornerRadius: 12)
                            .stroke(Color.gray)
                    )
            }
        }
    }
}

// A chip coloured by its state (background and text), alone in its type: the same.
struct CheckedChip: View {
    @State private var checked = false

    var body: some View {
        Button(action: { checked.toggle() }) {
            Text("Anonymous")
                .foregroundColor(checked ? .white : .black)
                .padding(4)
                .background(checked ? Color.orange : Color.gray)
                .cornerRadius(18)
        }
        .frame(minWidth: 44, minHeight: 44)
    }
}

// A Bool whose names say nothing of a check, shown by colour alone, the Button's whole action its
// flip: a two-state control all the same (a mode on or off; `ColouredModeButton.swift` has the
// favourites, disclosures and sheets that stay out). Named by its text, role-missing.
struct AnonymousChip: View {
    @State private var isAnonymous = false

    var body: some View {
        Button(action: { isAnonymous.toggle() }) {
            Text("Anonymous")
                .foregroundColor(isAnonymous ? .white : .black)
                .background(isAnonymous ? Color.orange : Color.gray)
                .cornerRadius(18)
        }
    }
}
