import Observation
import SwiftUI

// A view that asks its model to set a member of the value it shows to its negation, under the
// member's label or as the payload of an enum case named for it (round thirty-two, third part,
// pattern 1; a grocery card): `.onTapGesture { model.update(item: item, field: .isNeeded(!item.isNeeded)) }`
// beside `item.isNeeded ? "checkmark.circle.fill" : "circle"`, `item` a value the caller hands it.
// Found: `PantryCard` (the enum case, the card's own tap: role-missing, announcement-split,
// `{item.name}`), `PantryRow` (the label `isNeeded:` in a Button's action), `PantryTile` (its tap
// runs the caller's closure, which hands the enum case). Silent: `FavouriteCard` (a star chosen by a
// favourite handed negated), `AsItIsCard` (the member handed as it is), `OtherFieldCard` (another
// member negated), `DraftCard` (the view's own `@State` copy, which the model's change never reaches).
struct PantryItem: Identifiable {
    let id: Int
    var name: String
    var isNeeded: Bool
    var isFavorite = false
    var isArchived = false
}

@Observable
final class PantryModel {
    enum Field {
        case isNeeded(Bool)
        case isFavorite(Bool)
        case isArchived(Bool)
    }

    var items: [PantryItem] = []

    func update(item: PantryItem, field: Field) {}
    func update(item: PantryItem, isNeeded: Bool) {}
}

struct PantryCard: View {
    @Environment(PantryModel.self) var model
    let item: PantryItem

    var body: some View {
        HStack(spacing: 8) {
            Text(item.name)
            Image(systemName: item.isNeeded ? "checkmark.circle.fill" : "circle")
        }
        .padding(12)
        .contentShape(Rectangle())
        .onTapGesture {
            model.update(item: item, field: .isNeeded(!item.isNeeded))
        }
    }
}

struct PantryRow: View {
    @Environment(PantryModel.self) var model
    let item: PantryItem

    var body: some View {
        Button {
            model.update(item: item, isNeeded: !item.isNeeded)
        } label: {
            HStack {
                Image(systemName: item.isNeeded ? "checkmark.square.fill" : "square")
                Text(item.name)
            }
            .frame(minHeight: 44)
        }
    }
}

struct PantryGrid: View {
    @Environment(PantryModel.self) var model

    var body: some View {
        LazyVGrid(columns: [GridItem(), GridItem()]) {
            ForEach(model.items) { item in
                PantryTile(item: item) {
                    model.update(item: item, field: .isNeeded(!item.isNeeded))
                }
            }
        }
    }
}

struct PantryTile: View {
    let item: PantryItem
    let action: () -> Void

    var body: some View {
        HStack(spacing: 8) {
            Text(item.name)
            Image(systemName: item.isNeeded ? "checkmark.circle.fill" : "circle")
        }
        .padding(12)
        .contentShape(Rectangle())
        .onTapGesture { action() }
    }
}

struct FavouriteCard: View {
    @Environment(PantryModel.self) var model
    let item: PantryItem

    var body: some View {
        HStack(spacing: 8) {
            Text(item.name)
            Image(systemName: item.isFavorite ? "star.fill" : "star")
        }
        .padding(12)
        .contentShape(Rectangle())
        .onTapGesture {
            model.update(item: item, field: .isFavorite(!item.isFavorite))
        }
    }
}

struct AsItIsCard: View {
    @Environment(PantryModel.self) var model
    let item: PantryItem

    var body: some View {
        HStack(spacing: 8) {
            Text(item.name)
            Image(systemName: item.isNeeded ? "checkmark.circle.fill" : "circle")
        }
        .padding(12)
        .contentShape(Rectangle())
        .onTapGesture {
            model.update(item: item, field: .isNeeded(item.isNeeded))
        }
    }
}

struct OtherFieldCard: View {
    @Environment(PantryModel.self) var model
    let item: PantryItem

    var body: some View {
        HStack(spacing: 8) {
            Text(item.name)
            Image(systemName: item.isNeeded ? "checkmark.circle.fill" : "circle")
        }
        .padding(12)
        .contentShape(Rectangle())
        .onTapGesture {
            model.update(item: item, field: .isArchived(!item.isArchived))
        }
    }
}

struct DraftCard: View {
    @Environment(PantryModel.self) var model
    @State var item: PantryItem

    var body: some View {
        HStack(spacing: 8) {
            Text(item.name)
            Image(systemName: item.isNeeded ? "checkmark.circle.fill" : "circle")
        }
        .padding(12)
        .contentShape(Rectangle())
        .onTapGesture {
            model.update(item: item, field: .isNeeded(!item.isNeeded))
        }
    }
}
