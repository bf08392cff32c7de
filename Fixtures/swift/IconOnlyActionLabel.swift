import SwiftUI

struct Purchase: Identifiable {
    let id: Int
    var name: String
    var isCompleted: Bool
}

@Observable final class PurchaseModel {
    var items: [Purchase] = []
    func update(item: Purchase, isCompleted: Bool) {}
}

struct PurchaseList: View {
    @Environment(PurchaseModel.self) var model

    var body: some View {
        List {
            Section("To Buy") {
                ForEach(model.items) { item in
                    PurchaseRow(item: item) {
                        model.update(item: item, isCompleted: !item.isCompleted)
                    }
                    VisibleTitleRow(item: item) {
                        model.update(item: item, isCompleted: !item.isCompleted)
                    }
                }
            }
        }
    }
}

// A check circle drawn by an icon-only Label: its title is hidden from the eye and is what
// VoiceOver names the Button by, the action it takes next, as an `.accessibilityLabel` of the
// same words is: no role-missing, the text beside it the item acted on. Its size is the symbol's.
struct PurchaseRow: View {
    let item: Purchase
    let action: () -> Void

    var body: some View {
        HStack {
            Button(action: action) {
                Label(
                    item.isCompleted ? "Mark as not purchased" : "Mark as purchased",
                    systemImage: item.isCompleted ? "checkmark.circle.fill" : "circle"
                )
                .labelStyle(.iconOnly)
            }
            .buttonStyle(PlainButtonStyle())
            Text(item.name)
                .strikethrough(item.isCompleted)
            Spacer()
        }
    }
}

// Near miss: the same Label with its title shown — a visible title naming the next action is an
// action button, not a checkbox: nothing read.
struct VisibleTitleRow: View {
    let item: Purchase
    let action: () -> Void

    var body: some View {
        HStack {
            Button(action: action) {
                Label(
                    item.isCompleted ? "Mark as not purchased" : "Mark as purchased",
                    systemImage: item.isCompleted ? "checkmark.circle.fill" : "circle"
                )
            }
            .buttonStyle(PlainButtonStyle())
            Text(item.name)
            Spacer()
        }
    }
}
