import Combine
import Observation
import SwiftUI

// A row component whose chosen state and flip its caller gives through the caller's model (round
// twenty-five, A; WindowCleaner's `CleanupAppRow`): `isSelected: model.isSelected(app)` (a method of
// the model's class testing its set) or `model.selected.contains(app)`, and `onToggle: {
// model.toggle(app) }` (a method inserting and removing in that set) or the flip written inline.
// Found: `SelectRow` (method test, method flip), `PickRow` (set tested inline, an ObservableObject),
// `MarkRow` (method test, flip inline), each an image-only Button beside its text with label-missing,
// role-missing and label-not-tappable. Silent: `StaleRow` (the test method reads no set), `OpenRow`
// (the closure's method opens the app, changing no set) and `HideRow` (the method flips another set
// than the one tested).
@Observable
final class SelectionModel {
    var apps: [String] = []
    var selected: Set<String> = []
    var hidden: Set<String> = []
    var opened: String?

    func toggle(_ app: String) {
        if selected.contains(app) {
            selected.remove(app)
        } else {
            selected.insert(app)
        }
    }

    func isSelected(_ app: String) -> Bool {
        selected.contains(app)
    }

    func isStale(_ app: String) -> Bool {
        app.count > 12
    }

    func open(_ app: String) {
        opened = app
    }

    func hide(_ app: String) {
        if hidden.contains(app) {
            hidden.remove(app)
        } else {
            hidden.insert(app)
        }
    }
}

final class PickModel: ObservableObject {
    @Published var apps: [String] = []
    @Published var chosen: Set<String> = []

    func flip(for app: String) {
        if chosen.contains(app) {
            chosen.remove(app)
        } else {
            chosen.insert(app)
        }
    }
}

struct SelectScreen: View {
    @State private var model = SelectionModel()

    var body: some View {
        ForEach(model.apps, id: \.self) { app in
            SelectRow(name: app, isSelected: model.isSelected(app), onToggle: { model.toggle(app) })
        }
    }
}

struct SelectRow: View {
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
        }
    }
}

struct PickScreen: View {
    @ObservedObject var model: PickModel

    var body: some View {
        ForEach(model.apps, id: \.self) { app in
            PickRow(name: app, isPicked: model.chosen.contains(app)) {
                model.flip(for: app)
            }
        }
    }
}

struct PickRow: View {
    let name: String
    let isPicked: Bool
    let action: () -> Void

    var body: some View {
        HStack {
            Button(action: action) {
                Image(systemName: isPicked ? "checkmark.square.fill" : "square")
            }
            Text(name)
        }
    }
}

struct MarkScreen: View {
    @Bindable var model: SelectionModel

    var body: some View {
        ForEach(model.apps, id: \.self) { app in
            MarkRow(name: app, isMarked: model.isSelected(app), onToggle: {
                if model.selected.contains(app) {
                    model.selected.remove(app)
                } else {
                    model.selected.insert(app)
                }
            })
        }
    }
}

struct MarkRow: View {
    let name: String
    let isMarked: Bool
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Button {
                onToggle()
            } label: {
                Image(systemName: isMarked ? "checkmark.circle" : "circle")
            }
            Text(name)
        }
    }
}

struct StaleScreen: View {
    @State private var model = SelectionModel()

    var body: some View {
        ForEach(model.apps, id: \.self) { app in
            StaleRow(name: app, isStale: model.isStale(app), onToggle: { model.toggle(app) })
        }
    }
}

struct StaleRow: View {
    let name: String
    let isStale: Bool
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Button {
                onToggle()
            } label: {
                Image(systemName: isStale ? "exclamationmark.circle" : "circle")
            }
            Text(name)
        }
    }
}

struct OpenScreen: View {
    @State private var model = SelectionModel()

    var body: some View {
        ForEach(model.apps, id: \.self) { app in
            OpenRow(name: app, isSelected: model.isSelected(app), onTap: { model.open(app) })
        }
    }
}

struct OpenRow: View {
    let name: String
    let isSelected: Bool
    let onTap: () -> Void

    var body: some View {
        HStack {
            Button {
                onTap()
            } label: {
                Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
            }
            Text(name)
        }
    }
}

struct HideScreen: View {
    @State private var model = SelectionModel()

    var body: some View {
        ForEach(model.apps, id: \.self) { app in
            HideRow(name: app, isSelected: model.isSelected(app), onToggle: { model.hide(app) })
        }
    }
}

struct HideRow: View {
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
            Text(name)
        }
    }
}
