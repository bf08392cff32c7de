// A check mark that a Bool chooses against the symbol of another action is that action's "done",
// not a ticked box: an edit button whose pencil becomes a checkmark while editing ("Save"), a
// reorder button whose handle becomes a checkmark in edit mode. Silent: `ServiceNameEditor`,
// `ProfileNameEditor`, `ReorderButton`. Still checkboxes beside them: a box drawn in one shape on
// and off (`checkmark.circle.fill` / `plus.circle`), a mark shown or hidden (`"checkmark"` / `""`)
// and a tick against a cross (`checkmark` / `xmark`) (`IncludeOptions`). A box shape against
// another action's symbol is that action's mode too: a record button whose waveform becomes a
// filled square, "stop" (`RecordButton`, silent); a box filled and empty is a box (`SyncOption`).
import AppKit
import SwiftUI

// An editor's mode: the pencil starts editing, the checkmark shown while editing ends it.
struct ServiceNameEditor: View {
    @State private var name = ""
    @State private var isServiceNameEditing = false

    var body: some View {
        HStack {
            if isServiceNameEditing {
                TextField("Service name", text: $name)
                    .onSubmit { isServiceNameEditing = false }
            } else {
                Text(name.isEmpty ? "Default" : name)
                    .foregroundColor(.secondary)
            }

            Button(action: {
                if isServiceNameEditing {
                    isServiceNameEditing = false
                } else {
                    isServiceNameEditing = true
                }
            }) {
                Image(systemName: isServiceNameEditing ? "checkmark" : "pencil")
                    .foregroundColor(isServiceNameEditing ? .secondary : .blue)
            }
            .buttonStyle(.plain)
            .help(isServiceNameEditing ? "Save" : "Edit service name")
        }
    }
}

// The same mode, its two images written as an `if`/`else`.
struct ProfileNameEditor: View {
    @State private var isEditing = false

    var body: some View {
        HStack {
            Text("Profile name")
            Button {
                isEditing.toggle()
            } label: {
                if isEditing {
                    Image(systemName: "checkmark")
                } else {
                    Image(systemName: "pencil")
                }
            }
        }
    }
}

// A list's edit mode: the reorder handle becomes a checkmark ("Done").
struct ReorderButton: View {
    @State private var isReordering = false

    var body: some View {
        HStack {
            Text("Habits")
            Button {
                isReordering.toggle()
            } label: {
                Image(systemName: isReordering ? "checkmark" : "line.3.horizontal")
            }
        }
    }
}

// Checkboxes: each draws one look on and off.
struct IncludeOptions: View {
    @State private var includeDrafts = false
    @State private var includeArchived = false
    @State private var includeShared = false

    var body: some View {
        VStack {
            Button {
                includeDrafts.toggle()
            } label: {
                HStack {
                    Image(systemName: includeDrafts ? "checkmark.circle.fill" : "plus.circle")
                    Text("Include drafts")
                }
            }
            Button {
                includeArchived.toggle()
            } label: {
                HStack {
                    Image(systemName: includeArchived ? "checkmark" : "")
                    Text("Include archived")
                }
            }
            Button {
                includeShared.toggle()
            } label: {
                HStack {
                    Image(systemName: includeShared ? "checkmark" : "xmark")
                    Text("Include shared")
                }
            }
        }
    }
}

// A recorder: the waveform starts recording, the filled square shown while recording stops it.
struct RecordButton: View {
    @State private var isRecording = false

    private func toggleRecording() {
        if isRecording {
            isRecording = false
        } else {
            isRecording = true
        }
    }

    var body: some View {
        Button(action: toggleRecording) {
            if isRecording {
                ZStack {
                    Color.blue
                    Image(systemName: "square.fill")
                        .foregroundColor(.white)
                }
                .clipShape(Circle())
            } else {
                Image(systemName: "waveform")
            }
        }
        .buttonStyle(.plain)
    }
}

// A box filled when on, empty when off: a checkbox, whatever the fill.
struct SyncOption: View {
    @State private var syncsPhotos = false

    var body: some View {
        Button {
            syncsPhotos.toggle()
        } label: {
            HStack {
                if syncsPhotos {
                    Image(systemName: "square.fill")
                } else {
                    Image(systemName: "square")
                }
                Text("Sync photos")
            }
        }
        .buttonStyle(.plain)
    }
}
