import Observation
import SwiftUI

// Round twenty-five's leftovers of a row whose chosen state and flip its caller gives through a
// model (after hswiftfix65): the model's test method with more than one statement, and the model
// reached through another object. Found: `GuardRow` (`guard let app else { return false }; return
// chosen.contains(app)`), `IdRow` (`let id = app.lowercased(); return ids.contains(id)`) and
// `FilterRow` (`appState.filters.isSelected(tag)` / `{ appState.filters.toggle(tag) }`, the filter
// model a stored property of the app's state) — each an image-only Button beside its text.
// Silent: `BranchRow` (an `if` before the return may answer otherwise), `DeepRow` (three steps:
// `env.app.filters`, another object's business), `HiddenRow` (through another object, the test
// reads another set than the one flipped).
@Observable
final class PickModel {
    var chosen: Set<String> = []
    var ids: Set<String> = []
    var pinned: Set<String> = []

    func toggle(_ app: String) {
        if chosen.contains(app) {
            chosen.remove(app)
        } else {
            chosen.insert(app)
        }
    }

    func flipID(_ app: String) {
        let id = app.lowercased()
        if ids.contains(id) {
            ids.remove(id)
        } else {
            ids.insert(id)
        }
    }

    func isChosen(_ app: String?) -> Bool {
        guard let app else { return false }
        return chosen.contains(app)
    }

    func hasID(_ app: String) -> Bool {
        let id = app.lowercased()
        return ids.contains(id)
    }

    func isPicked(_ app: String) -> Bool {
        if pinned.contains(app) { return true }
        return chosen.contains(app)
    }
}

@Observable
final class FilterModel {
    var tags: Set<String> = []
    var hidden: Set<String> = []

    func toggle(_ tag: String) {
        if tags.contains(tag) {
            tags.remove(tag)
        } else {
            tags.insert(tag)
        }
    }

    func isSelected(_ tag: String) -> Bool {
        tags.contains(tag)
    }

    func isHidden(_ tag: String) -> Bool {
        hidden.contains(tag)
    }
}

@Observable
final class AppState {
    let filters = FilterModel()
    var all: [String] = []
}

@Observable
final class Environment2 {
    var app = AppState()
}

struct GuardScreen: View {
    @State private var model = PickModel()
    let apps: [String]

    var body: some View {
        ForEach(apps, id: \.self) { app in
            GuardRow(name: app, isSelected: model.isChosen(app), onToggle: { model.toggle(app) })
        }
    }
}

struct GuardRow: View {
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

struct IdScreen: View {
    @State private var model = PickModel()
    let apps: [String]

    var body: some View {
        ForEach(apps, id: \.self) { app in
            IdRow(name: app, isSelected: model.hasID(app), onToggle: { model.flipID(app) })
        }
    }
}

struct IdRow: View {
    let name: String
    let isSelected: Bool
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Button {
                onToggle()
            } label: {
                Image(systemName: isSelected ? "checkmark.square.fill" : "square")
            }
            Text(name)
        }
    }
}

struct FilterScreen: View {
    @Environment(AppState.self) private var appState

    var body: some View {
        ForEach(appState.all, id: \.self) { tag in
            FilterRow(name: tag, isSelected: appState.filters.isSelected(tag), onToggle: { appState.filters.toggle(tag) })
        }
    }
}

struct FilterRow: View {
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

struct BranchScreen: View {
    @State private var model = PickModel()
    let apps: [String]

    var body: some View {
        ForEach(apps, id: \.self) { app in
            BranchRow(name: app, isSelected: model.isPicked(app), onToggle: { model.toggle(app) })
        }
    }
}

struct BranchRow: View {
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

struct DeepScreen: View {
    @Environment(Environment2.self) private var env

    var body: some View {
        ForEach(env.app.all, id: \.self) { tag in
            DeepRow(name: tag, isSelected: env.app.filters.isSelected(tag), onToggle: { env.app.filters.toggle(tag) })
        }
    }
}

struct DeepRow: View {
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

struct HiddenScreen: View {
    @Environment(AppState.self) private var appState

    var body: some View {
        ForEach(appState.all, id: \.self) { tag in
            HiddenRow(name: tag, isSelected: appState.filters.isHidden(tag), onToggle: { appState.filters.toggle(tag) })
        }
    }
}

struct HiddenRow: View {
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
