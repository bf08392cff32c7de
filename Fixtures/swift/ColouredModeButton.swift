import SwiftUI

// A Button whose whole action flips one Bool of the view or of its model, and whose label's colour
// that same Bool chooses: a two-state control (a mode on or off) whatever the Bool is called.
// VoiceOver reads "Share, Button" in either mode: role-missing, at the Button.

final class AlbumsModel: ObservableObject {
    @Published var sharingMode = false
    @Published var showsDetail = false
}

struct Icon: View {
    let imageName: String
    var body: some View {
        Image(imageName).renderingMode(.template).resizable().frame(width: 25, height: 25)
    }
}

// Fires: the model's Bool, an icon view of the file tinted by it.
struct AlbumsBar: View {
    @ObservedObject var viewModel: AlbumsModel

    var body: some View {
        HStack {
            Text("Albums")
            Button(
                action: {
                    viewModel.sharingMode.toggle()
                },
                label: {
                    Icon(imageName: "Share")
                        .accentColor(viewModel.sharingMode ? .gray : .blue)
                }
            )
            .frame(width: 50, height: 50)
        }
    }
}

// Fires: the view's own Bool, a symbol coloured by it, the flip inside `withAnimation`.
struct SelectModeBar: View {
    @State private var selectMode = false

    var body: some View {
        HStack {
            Text("Photos")
            Button {
                withAnimation { selectMode.toggle() }
            } label: {
                Image(systemName: "square.and.arrow.up")
                    .foregroundColor(selectMode ? .gray : .blue)
            }
            .frame(width: 44, height: 44)
        }
    }
}

// Silent: a sheet's switch (presented with the Bool), a disclosure (named for it, a chevron turned),
// a favourite's star, a player's symbol, and an action that sets the Bool again after the flip
// (it may undo it: the colour then says something else than the tap). Cleanup after the flip that
// leaves the Bool alone is read in `ModeFlipCleanup.swift`.
struct SheetBar: View {
    @State private var filtersMode = false

    var body: some View {
        HStack {
            Text("Filters")
            Button { filtersMode.toggle() } label: {
                Image(systemName: "line.3.horizontal.decrease.circle")
                    .foregroundColor(filtersMode ? .blue : .gray)
            }
            .frame(width: 44, height: 44)
        }
        .sheet(isPresented: $filtersMode) { Text("Filters") }
    }
}

struct DetailBar: View {
    @ObservedObject var viewModel: AlbumsModel
    @State private var section = false

    var body: some View {
        VStack {
            Button { viewModel.showsDetail.toggle() } label: {
                Text("Details").foregroundColor(viewModel.showsDetail ? .blue : .primary)
            }
            Button { section.toggle() } label: {
                Image(systemName: "chevron.right")
                    .rotationEffect(.degrees(section ? 90 : 0))
                    .foregroundColor(section ? .blue : .gray)
            }
            .frame(width: 44, height: 44)
        }
    }
}

struct MarkBar: View {
    @State private var marked = false
    @State private var running = false
    @State private var nightMode = false

    var body: some View {
        VStack {
            Button { marked.toggle() } label: {
                Image(systemName: "star.fill").foregroundColor(marked ? .yellow : .gray)
            }
            .frame(width: 44, height: 44)
            Button { running.toggle() } label: {
                Image(systemName: "play.fill").foregroundColor(running ? .green : .gray)
            }
            .frame(width: 44, height: 44)
            Button {
                nightMode.toggle()
                if nightMode && !allowed() { nightMode = false }
            } label: {
                Text("Night").foregroundColor(nightMode ? .blue : .gray)
            }
        }
    }

    func allowed() -> Bool { false }
}

// Silent: a radio's option (a type named for one choice of many), its ring coloured by the Bool.
struct PlanRadioButton: View {
    @Binding var isOn: Bool

    var body: some View {
        Button { isOn.toggle() } label: {
            Circle().stroke(isOn ? Color.blue : Color.gray, lineWidth: 2).frame(width: 44, height: 44)
        }
    }
}
