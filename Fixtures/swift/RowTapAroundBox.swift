import SwiftUI

// A box Button beside its text in a row whose own gesture runs the same action (round twenty-five,
// A's latent false finding; WindowCleaner's `CleanupAppRow`): the row is tapped whole, so the text
// toggles the box too — no label-not-tappable, and the row, not the symbol, is the target (no
// hit-area note). VoiceOver still meets the image-only Button and the text apart: label-missing,
// role-missing and announcement-split stand. Silent on label-not-tappable: `WholeRow` (`.onTapGesture
// { onToggle() }` on the stack) and `NamedActionRow` (`Button(action: onToggle)` and `.onTapGesture(
// perform: onToggle)`). Found: `BoxOnlyRow` (no row gesture) and `OpenOnTapRow` (the row's gesture
// opens the item, only the box toggles).
struct RowTapScreen: View {
    let names: [String]
    @State private var chosen: Set<String> = []

    func flip(_ name: String) {
        if chosen.contains(name) {
            chosen.remove(name)
        } else {
            chosen.insert(name)
        }
    }

    var body: some View {
        List {
            Section("Whole row") {
                ForEach(names, id: \.self) { name in
                    WholeRow(name: name, isSelected: chosen.contains(name), onToggle: { flip(name) })
                }
            }
            Section("Named action") {
                ForEach(names, id: \.self) { name in
                    NamedActionRow(name: name, isOn: chosen.contains(name), onToggle: { flip(name) })
                }
            }
            Section("Box only") {
                ForEach(names, id: \.self) { name in
                    BoxOnlyRow(name: name, isChecked: chosen.contains(name), onToggle: { flip(name) })
                }
            }
            Section("Open on tap") {
                ForEach(names, id: \.self) { name in
                    OpenOnTapRow(name: name, isPicked: chosen.contains(name), onToggle: { flip(name) }, onOpen: {})
                }
            }
        }
    }
}

struct WholeRow: View {
    let name: String
    let isSelected: Bool
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Button {
                onToggle()
            } label: {
                Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.plain)
            Text(name)
            Spacer()
        }
        .contentShape(Rectangle())
        .onTapGesture {
            onToggle()
        }
    }
}

struct NamedActionRow: View {
    let name: String
    let isOn: Bool
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Button(action: onToggle) {
                Image(systemName: isOn ? "checkmark.square.fill" : "square")
            }
            .buttonStyle(.plain)
            Text(name)
        }
        .contentShape(Rectangle())
        .onTapGesture(perform: onToggle)
    }
}

struct BoxOnlyRow: View {
    let name: String
    let isChecked: Bool
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Button {
                onToggle()
            } label: {
                Image(systemName: isChecked ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.plain)
            Text(name)
        }
    }
}

struct OpenOnTapRow: View {
    let name: String
    let isPicked: Bool
    let onToggle: () -> Void
    let onOpen: () -> Void

    var body: some View {
        HStack {
            Button {
                onToggle()
            } label: {
                Image(systemName: isPicked ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.plain)
            Text(name)
        }
        .contentShape(Rectangle())
        .onTapGesture {
            onOpen()
        }
    }
}
