import SwiftUI

// The model of `ChoreList.swift`, and its settings screen (a labelled system Toggle: no defect).
struct Chore: Identifiable {
    let id = UUID()
    var name: String
    var isFinished = false
}

final class ChoreStore: ObservableObject {
    @Published var chores: [Chore] = []
    @Published var remindDaily = false

    func finish(id: UUID) {
        guard let index = chores.firstIndex(where: { $0.id == id }) else { return }
        chores[index].isFinished.toggle()
    }

    func drop(id: UUID) {
        chores.removeAll { $0.id == id }
    }
}

struct ChoreSettings: View {
    @ObservedObject var store: ChoreStore

    var body: some View {
        Form {
            Toggle("Remind me daily", isOn: $store.remindDaily)
        }
    }
}
