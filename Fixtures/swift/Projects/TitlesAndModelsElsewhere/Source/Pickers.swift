import SwiftUI

// Components whose callers are all in `Screens.swift` (round twenty-five's leftovers, read across files).
// `ReasonPicker`: a loop of tapped reasons; its one caller fills a screen with it under
// `.navigationTitle("Reasons")` — titled, no group-header-missing. `TopicChips`: shown by
// `TopicField`, itself in `Section("Topics")` — titled by that section, two callers up.

struct Reason: Identifiable {
    let id: Int
    var text: String
    var isOn: Bool
}

struct ReasonPicker: View {
    @Binding var reasons: [Reason]

    var body: some View {
        List {
            ForEach($reasons) { $reason in
                HStack {
                    Text(reason.text)
                    Spacer()
                    Image(systemName: reason.isOn ? "checkmark.square.fill" : "square")
                }
                .onTapGesture { reason.isOn.toggle() }
            }
        }
    }
}

struct TopicChips: View {
    @Binding var topics: [Reason]

    var body: some View {
        HStack {
            ForEach($topics) { $topic in
                Image(systemName: topic.isOn ? "checkmark.circle.fill" : "circle")
                    .onTapGesture { topic.isOn.toggle() }
            }
        }
    }
}
