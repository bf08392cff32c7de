import SwiftUI

// The callers of the rows declared in `Rows.swift`, and a Toggle of their own.
struct PeopleView: View {
    let people: [String]
    let tags: [String]
    let orders = ["Name", "Date"]
    @State private var chosen: Set<String> = []
    @State private var chosenTags: Set<String> = []
    @State private var order = "Name"
    @State private var notify = false

    var body: some View {
        Form {
            Section(header: Text("Participants")) {
                ForEach(people, id: \.self) { name in
                    ParticipantRow(title: name, isSelected: chosen.contains(name)) {
                        toggleSelection(for: name)
                    }
                }
            }
            Section(header: Text("Tags")) {
                ForEach(tags, id: \.self) { tag in
                    FilterChip(text: tag, isSelected: chosenTags.contains(tag)) {
                        if chosenTags.contains(tag) { chosenTags.remove(tag) } else { chosenTags.insert(tag) }
                    }
                }
            }
            Section(header: Text("Order")) {
                ForEach(orders, id: \.self) { item in
                    OrderRow(title: item, isSelected: order == item) {
                        order = item
                    }
                }
            }
            Toggle("Notify participants", isOn: $notify)
        }
    }

    private func toggleSelection(for name: String) {
        if chosen.contains(name) {
            chosen.remove(name)
        } else {
            chosen.insert(name)
        }
    }
}
