import Observation
import SwiftUI

// The models `Screens.swift`'s caller reaches through the app's environment (`env.store`), and its
// settings screen (a labelled system Toggle: no defect).

@Observable
final class ReportStore {
    var reported: Set<Int> = []

    func toggleReport(_ id: Int) {
        if reported.contains(id) {
            reported.remove(id)
        } else {
            reported.insert(id)
        }
    }

    func isReported(_ id: Int?) -> Bool {
        guard let id else { return false }
        return reported.contains(id)
    }
}

@Observable
final class AppEnvironment {
    let store = ReportStore()
    var ids: [Int] = []
    var hidesReported = false
}

struct ReportSettings: View {
    @Bindable var env: AppEnvironment

    var body: some View {
        Form {
            Toggle("Hide reported posts", isOn: $env.hidesReported)
        }
    }
}
