// A tap that focuses a field, or that only sets a flag (`isEditing = true`) and so reveals a view,
// is no checkbox: a `@FocusState` is a field's keyboard focus, a view shown only once the flag is
// set (a confirm button, a checkmark) was not there to tick, and a checkmark in the label of a
// Button with an action of its own is that button's icon. Silent: `HexField`, `NameEditor`,
// `RevealedCode`, `RenameRow`. Still checkboxes beside them: a box the row's tap toggles, and a
// tick that cannot be undone but is drawn in both states (`ChoreRow`).
import AppKit
import SwiftUI

// A hex-code field: the tap focuses it, a confirm button shows while it is focused.
struct HexField: View {
    @State private var isHovered = false
    @FocusState private var isFocused: Bool
    @State private var value = ""

    var body: some View {
        HStack {
            TextField("Hex code", text: $value)
                .focused($isFocused)
                .foregroundColor(isFocused ? .primary : .secondary)
            Spacer()
            if isFocused {
                Button {
                    isFocused = false
                } label: {
                    Image(systemName: "checkmark")
                }
            }
        }
        .background {
            RoundedRectangle(cornerRadius: 6)
                .strokeBorder(Color.accentColor)
                .opacity(isFocused ? 1 : 0)
        }
        .contentShape(Rectangle())
        .onTapGesture {
            isFocused = true
        }
    }
}

// A name that the tap puts into editing, and a confirm button that ends it.
struct NameEditor: View {
    @State private var isEditing = false

    var body: some View {
        HStack {
            Text("Name")
            if isEditing {
                Button {
                    isEditing = false
                } label: {
                    Image(systemName: "checkmark")
                }
            }
        }
        .onTapGesture {
            isEditing = true
        }
    }
}

// A one-way tap that reveals a checkmark seal: nothing was drawn before it to tick.
struct RevealedCode: View {
    @State private var isRevealed = false

    var body: some View {
        HStack {
            Text("Recovery code")
            if isRevealed {
                Image(systemName: "checkmark.seal")
            }
        }
        .onTapGesture {
            isRevealed = true
        }
    }
}

// The tap toggles renaming; the checkmark is the confirm button's icon, which saves.
struct RenameRow: View {
    @State private var isRenaming = false
    @State private var title = "Inbox"

    var body: some View {
        HStack {
            TextField("Title", text: $title)
            if isRenaming {
                Button {
                    save(title)
                } label: {
                    Image(systemName: "checkmark.circle")
                }
            }
        }
        .onTapGesture {
            isRenaming.toggle()
        }
    }

    private func save(_ title: String) {}
}

// Still checkboxes: a box the row's tap toggles, and a chore ticked once, drawn unticked before.
struct NotificationOptions: View {
    @State private var sounds = false
    @State private var done = false

    var body: some View {
        VStack {
            HStack {
                Image(systemName: sounds ? "checkmark.square" : "square")
                Text("Play sounds")
            }
            .onTapGesture {
                sounds.toggle()
            }
            Button {
                done = true
            } label: {
                HStack {
                    Image(systemName: done ? "checkmark.circle" : "circle")
                    Text("Water the plants")
                }
            }
        }
    }
}
