import Observation
import SwiftUI

// A row whose chosen state and flip its caller gives through a model, the state tested through a
// computed property of the model that projects the set the flip changes (hswiftfix65's leftover):
// `var chosenIDs: Set<String> { Set(chosen.map { $0.lowercased() }) }` beside `chosen`.
// Found: `ProjectedRow` (the model's `isChosen(app)` tests `chosenIDs`), `GivenRow` (the caller
// gives `model.chosenIDs.contains(app.lowercased())` itself) — each an image-only Button beside its
// text. Silent: `FilteredRow` (the computed property also reads `hidden`, a filter that may answer
// otherwise), `OtherRow` (a projection of another set than the one flipped).
@Observable
final class ProjectionModel {
    var chosen: Set<String> = []
    var hidden: Set<String> = []
    var pinned: Set<String> = []

    var chosenIDs: Set<String> { Set(chosen.map { $0.lowercased() }) }

    var visibleChosen: Set<String> { chosen.subtracting(hidden) }

    var pinnedIDs: Set<String> {
        Set(pinned.map { $0.lowercased() })
    }

    func toggle(_ app: String) {
        if chosen.contains(app) {
            chosen.remove(app)
        } else {
            chosen.insert(app)
        }
    }

    func isChosen(_ app: String) -> Bool {
        chosenIDs.contains(app.lowercased())
    }

    func isVisiblyChosen(_ app: String) -> Bool {
        visibleChosen.contains(app)
    }
}

struct ProjectedScreen: View {
    @State private var model = ProjectionModel()
    let apps: [String]

    var body: some View {
        ForEach(apps, id: \.self) { app in
            ProjectedRow(name: app, isSelected: model.isChosen(app), onToggle: { model.toggle(app) })
        }
    }
}

struct ProjectedRow: View {
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

struct GivenScreen: View {
    @State private var model = ProjectionModel()
    let apps: [String]

    var body: some View {
        ForEach(apps, id: \.self) { app in
            GivenRow(name: app, isSelected: model.chosenIDs.contains(app.lowercased()), onToggle: { model.toggle(app) })
        }
    }
}

struct GivenRow: View {
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

struct FilteredScreen: View {
    @State private var model = ProjectionModel()
    let apps: [String]

    var body: some View {
        ForEach(apps, id: \.self) { app in
            FilteredRow(name: app, isSelected: model.isVisiblyChosen(app), onToggle: { model.toggle(app) })
        }
    }
}

struct FilteredRow: View {
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

struct OtherScreen: View {
    @State private var model = ProjectionModel()
    let apps: [String]

    var body: some View {
        ForEach(apps, id: \.self) { app in
            OtherRow(name: app, isSelected: model.pinnedIDs.contains(app.lowercased()), onToggle: { model.toggle(app) })
        }
    }
}

struct OtherRow: View {
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
