// A `.buttonStyle(.plain)` (or `.borderless`) set on the `List`, `Form`, `Section` or `ForEach` a
// Button is in styles that Button exactly as if set on it: its tap stays on its label, which is then
// what the user taps (ButtonStyleInForce). A default-style Button in a List row takes the whole row.
import SwiftUI

struct Chore: Identifiable {
    let id = UUID()
    var title: String
    var done = false
}

// Firing: the plain style set on the List keeps each box's tap to its 24 pt label.
struct PlainStyledChores: View {
    @State private var chores: [Chore] = []

    var body: some View {
        List {
            Section("Chores") {
                ForEach($chores) { $chore in
                    HStack {
                        Button {
                            chore.done.toggle()
                        } label: {
                            Image(systemName: chore.done ? "checkmark.square.fill" : "square")
                                .frame(width: 24, height: 24)
                        }
                        .accessibilityAddTraits(chore.done ? .isSelected : [])
                        Text(chore.title)
                    }
                }
            }
        }
        .buttonStyle(.plain)
    }
}

// Firing: the borderless style set on the Section, the same.
struct BorderlessSectionChores: View {
    @State private var chores: [Chore] = []

    var body: some View {
        Form {
            Section("Chores") {
                ForEach($chores) { $chore in
                    HStack {
                        Button {
                            chore.done.toggle()
                        } label: {
                            Image(systemName: chore.done ? "checkmark.square.fill" : "square")
                                .frame(width: 24, height: 24)
                        }
                        .accessibilityAddTraits(chore.done ? .isSelected : [])
                        Text(chore.title)
                    }
                }
            }
            .buttonStyle(.borderless)
        }
    }
}

// Silent on the tap and its size: the default style, whose row is what the user taps.
struct DefaultStyledChores: View {
    @State private var chores: [Chore] = []

    var body: some View {
        List {
            Section("Chores") {
                ForEach($chores) { $chore in
                    HStack {
                        Button {
                            chore.done.toggle()
                        } label: {
                            Image(systemName: chore.done ? "checkmark.square.fill" : "square")
                                .frame(width: 24, height: 24)
                        }
                        .accessibilityAddTraits(chore.done ? .isSelected : [])
                        Text(chore.title)
                    }
                }
            }
        }
    }
}
