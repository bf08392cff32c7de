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
    let templates: [TemplateGroup]
    @State private var groups: [TemplateGroup] = []
    @State private var opened: TemplateGroup?

    private var snapshot: GroupSnapshot {
        GroupSnapshot(groups: groups)
    }

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
            Section(header: Text("Templates")) {
                ForEach(templates) { template in
                    let isAdded = snapshot.groupIds.contains(template.id)
                    GroupTemplateRow(name: template.name, group: template, isAdded: isAdded, isLoading: false, onToggle: { group in
                        toggleGroup(group)
                    })
                    GroupPreviewRow(name: template.name, group: template, isOpen: opened?.id == template.id, onOpen: { group in
                        opened = group
                    })
                }
            }
            Toggle("Notify participants", isOn: $notify)
        }
    }

    private func toggleGroup(_ group: TemplateGroup) {
        if groups.contains(where: { $0.id == group.id }) {
            groups.removeAll { $0.id == group.id }
        } else {
            groups.append(group)
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

struct TemplateGroup: Identifiable {
    let id: String
    let name: String
}

struct GroupSnapshot {
    let groupIds: Set<String>

    init(groups: [TemplateGroup]) {
        groupIds = Set(groups.map(\.id))
    }
}

// The toppings: a membership tested with a trailing closure, the closure taking the topping out
// or putting it in.
struct SelectToppings: View {
    @Binding var selections: [Topping]
    var toppings: [Topping]

    var body: some View {
        List {
            ForEach(toppings, id: \.self) { topping in
                MultipleToppingPicker(topping: topping, isSelected: selections.contains { $0.name == topping.name }) {
                    if selections.contains(where: { $0.name == topping.name }) {
                        selections.removeAll(where: { $0.name == topping.name })
                    } else {
                        selections.append(topping)
                    }
                }
            }
        }
        .navigationTitle("Toppings")
    }
}

struct Topping: Hashable {
    let name: String
    let price: Double
}
