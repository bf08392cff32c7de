import SwiftUI

// A context menu's item made checkable by hand: a checkmark shown only while the Bool its tap
// flips is true, beside a title that does not change.
struct Board: View {
    @State private var isToolbarShown = true
    var body: some View {
        Text("Board")
            .contextMenu {
                Button(action: {
                    isToolbarShown.toggle()
                }) {
                    HStack {
                        if isToolbarShown {
                            Image(systemName: "checkmark")
                        }
                        Text("Show toolbar")
                    }
                }
                .keyboardShortcut("T", modifiers: .command)
                Button("Refresh") {}
            }
    }
}

final class Settings: ObservableObject {
    @Published var showsGrid = false
}

// The Bool of a model, and the item in a section of the menu.
struct Canvas: View {
    @ObservedObject private var settings = Settings()
    var body: some View {
        Color.white
            .contextMenu {
                Section {
                    Button {
                        settings.showsGrid.toggle()
                    } label: {
                        if settings.showsGrid {
                            Image(systemName: "checkmark")
                        }
                        Text("Grid")
                    }
                }
            }
    }
}

// Near misses: menu items that name an action.
struct Sidebar: View {
    @State private var isShown = true
    @State private var isPinned = false
    @State private var other = false
    var body: some View {
        Text("Notes")
            .contextMenu {
                // The title changes with the Bool: the action it takes next.
                Button {
                    isShown.toggle()
                } label: {
                    if isShown {
                        Image(systemName: "checkmark")
                    }
                    Text(isShown ? "Hide sidebar" : "Show sidebar")
                }
                // A symbol that is not a checkmark.
                Button {
                    isPinned.toggle()
                } label: {
                    if isPinned {
                        Image(systemName: "pin.fill")
                    }
                    Text("Pin")
                }
                // The mark follows another Bool than the tap flips.
                Button {
                    isPinned.toggle()
                } label: {
                    if other {
                        Image(systemName: "checkmark")
                    }
                    Text("Keep on top")
                }
            }
    }
}
