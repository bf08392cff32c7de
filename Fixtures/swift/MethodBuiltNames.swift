import SwiftUI

// A multi-select row named by a method of the view that returns a Text: VoiceOver reads that text,
// known at run time: named `Person {person}`, the call's argument in the method's text
// (`OwnViewMethods`); role-missing fires (no selected trait), and no label-missing.
struct PeoplePicker: View {
    @State private var chosen: Set<Int> = []
    let people: [Int]

    private func label(for person: Int) -> Text {
        Text("Person \(person)")
    }

    var body: some View {
        Section("People") {
            ForEach(people, id: \.self) { person in
                Button {
                    if chosen.contains(person) { chosen.remove(person) } else { chosen.insert(person) }
                } label: {
                    HStack {
                        label(for: person)
                        if chosen.contains(person) { Image(systemName: "checkmark") }
                    }
                }
            }
        }
    }
}

// The method draws only a symbol: it names nothing, and label-missing still fires.
struct BadgePicker: View {
    @State private var chosen: Set<Int> = []
    let badges: [Int]

    private func badge(for value: Int) -> some View {
        Image(systemName: "star")
    }

    var body: some View {
        Section("Badges") {
            ForEach(badges, id: \.self) { value in
                Button {
                    if chosen.contains(value) { chosen.remove(value) } else { chosen.insert(value) }
                } label: {
                    HStack {
                        badge(for: value)
                        if chosen.contains(value) { Image(systemName: "checkmark") }
                    }
                }
            }
        }
    }
}
