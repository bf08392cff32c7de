// A Button whose whole action flips one Bool of the view or of its model, and whose label is only
// an SF Symbol that Bool chooses between the symbol and its own `.fill` or `.slash` variant: a
// mode on or off, whatever the Bool is called. VoiceOver reads the symbol's name and "Button" in
// either mode: label-missing and role-missing, at the Button.
import SwiftUI
import Observation

@Observable final class CameraConfig {
    var autorotating = false
}

// Fires: an environment model's Bool, the symbol and its filled variant.
struct CameraBar: View {
    @Environment(CameraConfig.self) private var config: CameraConfig

    var body: some View {
        Button(
            action: {
                config.autorotating.toggle()
            }, label: {
                Image(systemName: config.autorotating
                      ? "arrow.triangle.2.circlepath.circle.fill"
                      : "arrow.triangle.2.circlepath.circle"
                )
                .foregroundColor(.accentColor)
            }
        )
    }
}

struct SharedFolder {
    var name: String
    var isReadOnly: Bool
}

// Fires: a member of a bound struct, the symbol and its struck-through variant.
struct SharedFolderItem: View {
    @Binding var folder: SharedFolder

    var body: some View {
        HStack {
            Text(folder.name)
            Button {
                folder.isReadOnly.toggle()
            } label: {
                Image(systemName: folder.isReadOnly ? "pencil.slash" : "pencil")
            }
            .help(folder.isReadOnly ? "Make writable" : "Make read only")
            .buttonStyle(.plain)
        }
    }
}

// No line: play and pause are two symbols, the next action.
struct PlayerBar: View {
    @State private var running = false

    var body: some View {
        Button {
            running.toggle()
        } label: {
            Image(systemName: running ? "pause.fill" : "play.fill")
        }
    }
}

// No line: a sound's symbol struck through (mute), a player's control.
struct SoundBar: View {
    @State private var quiet = false

    var body: some View {
        Button {
            quiet.toggle()
        } label: {
            Image(systemName: quiet ? "speaker.slash" : "speaker")
        }
    }
}

// No line: the action does other work before the flip (the caller's closure may do anything).
// After the flip, work that leaves the Bool alone is read (`ModeFlipCleanup.swift`).
struct SavingBar: View {
    @State private var tagging = false
    let save: () -> Void

    var body: some View {
        Button {
            save()
            tagging.toggle()
        } label: {
            Image(systemName: tagging ? "tag.fill" : "tag")
        }
    }
}

// No line: the Bool presents a sheet.
struct SheetBar: View {
    @State private var composing = false

    var body: some View {
        Button {
            composing.toggle()
        } label: {
            Image(systemName: composing ? "square.and.pencil.circle.fill" : "square.and.pencil.circle")
        }
        .sheet(isPresented: $composing) { Text("Compose") }
    }
}
