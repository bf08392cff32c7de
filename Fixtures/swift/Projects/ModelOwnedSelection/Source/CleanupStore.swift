import Observation
import SwiftUI

// The model `CleanupScreen` (`CleanupRow.swift`) gives `CleanupRow` its state and flip through,
// and its settings screen (a labelled system Toggle: no defect).
@MainActor
@Observable
final class CleanupStore {
    var apps: [String] = []
    var chosen: Set<String> = []
    var confirmsQuit = true

    func flip(_ app: String) {
        if chosen.contains(app) {
            chosen.remove(app)
        } else {
            chosen.insert(app)
        }
    }

    func isChosen(_ app: String) -> Bool {
        return chosen.contains(app)
    }
}

struct CleanupSettings: View {
    @Bindable var store: CleanupStore

    var body: some View {
        Form {
            Toggle("Ask before quitting", isOn: $store.confirmsQuit)
        }
    }
}
