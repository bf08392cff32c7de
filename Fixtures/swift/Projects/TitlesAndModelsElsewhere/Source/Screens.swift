import SwiftUI

// `ReportRow` and its caller here, the models in `Store.swift`: the caller gives
// `env.store.isReported(id)` (a test method with a `guard` before its membership test) and `{
// env.store.toggleReport(id) }`, the store reached through the app's environment object — read as a
// checkbox of the store's set. `TopicField` shows `Pickers.swift`'s `TopicChips` in `Section("Topics")`;
// `ReasonPicker` fills the "Reasons" screen.

struct TopicField: View {
    @Binding var topics: [Reason]

    var body: some View {
        TopicChips(topics: $topics)
    }
}

struct ReportScreen: View {
    @State private var reasons: [Reason] = []
    @State private var topics: [Reason] = []
    @Environment(AppEnvironment.self) private var env

    var body: some View {
        NavigationStack {
            Form {
                Section("Topics") {
                    TopicField(topics: $topics)
                }
                ForEach(env.ids, id: \.self) { id in
                    ReportRow(title: "Post \(id)", isReported: env.store.isReported(id), onToggle: { env.store.toggleReport(id) })
                }
                NavigationLink("Reasons") {
                    ReasonPicker(reasons: $reasons)
                        .navigationTitle("Reasons")
                }
            }
        }
    }
}

struct ReportRow: View {
    let title: String
    let isReported: Bool
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Button {
                onToggle()
            } label: {
                Image(systemName: isReported ? "checkmark.circle.fill" : "circle")
            }
            Text(title)
        }
    }
}
