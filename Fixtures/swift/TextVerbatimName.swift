import SwiftUI

// Round thirty, pattern 3: `Text(verbatim: x)` names what it labels as `Text(x)` does.

// Found, named by its own `Text(verbatim: name)`, not by the text before it: one element.
struct VerbatimCheckView: View {
    @State private var on = false
    let name = "LSD"

    var body: some View {
        VStack {
            Text("Select two substances")
            Button {
                on.toggle()
            } label: {
                HStack {
                    if on { Image(systemName: "checkmark") }
                    Text(verbatim: name)
                }
            }
        }
    }
}

// A Toggle labelled by a verbatim literal: shown as written.
struct VerbatimToggleView: View {
    @State private var isOn = false

    var body: some View {
        Toggle(isOn: $isOn) {
            Text(verbatim: "Wi-Fi")
        }
    }
}

// Near miss: an action button titled verbatim has no state.
struct VerbatimActionView: View {
    @State private var count = 0

    var body: some View {
        Button {
            count += 1
        } label: {
            Text(verbatim: "Add one")
        }
    }
}
