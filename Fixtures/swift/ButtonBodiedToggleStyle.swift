// A ToggleStyle whose body is one Button flipping the Toggle and showing its label (round
// twenty-seven, pattern 1: Plantory's CheckboxToggleStyle, the many public ChipToggleStyles). The
// Button is an element of its own with the button trait and no value: VoiceOver meets "Agree to
// all, Button" at each Toggle so styled, never the Toggle's "Switch button" and on/off. Reported
// where VoiceOver meets it, at each Toggle (role-missing); the style is no line of its own.
import SwiftUI

struct CircleCheckStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: {
            configuration.isOn.toggle()
        }, label: {
            HStack {
                Image(systemName: configuration.isOn ? "inset.filled.circle" : "circle")
                configuration.label
            }
        })
        .buttonStyle(PlainButtonStyle())
    }
}

struct ChipToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            configuration.label
                .padding(8)
                .background(configuration.isOn ? Color.accentColor : Color.gray)
                .clipShape(Capsule())
        }
    }
}

struct Term: Identifiable {
    let id: Int
    let title: String
}

struct TermsView: View {
    @State private var agreeAll = false
    @State private var accepted: Set<Int> = []
    let terms: [Term]

    var body: some View {
        VStack {
            Toggle("Agree to all", isOn: $agreeAll)
                .toggleStyle(CircleCheckStyle())
            ForEach(terms) { term in
                Toggle(term.title, isOn: Binding(
                    get: { accepted.contains(term.id) },
                    set: { on in if on { accepted.insert(term.id) } else { accepted.remove(term.id) } }))
                    .toggleStyle(CircleCheckStyle())
            }
            Toggle("Vegan", isOn: $agreeAll)
                .toggleStyle(ChipToggleStyle())
        }
    }
}
