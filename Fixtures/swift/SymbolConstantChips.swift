import SwiftUI

// A check symbol named by a project's static string constant (`Image(systemName: Glyphs.picked)`):
// read as the literal it names. (A generated table lookup: `Projects/GeneratedSymbolChips/`.)

enum SymbolConstantGlyphs {
    static let picked = "checkmark"
    static let info = "info.circle"
    static let agreed = "checkmark.square.fill"
    static let starred = "star.fill"
}

final class SymbolConstantChipsModel: ObservableObject {
    @Published var picked: Set<String> = []
    let all = ["Hiking", "Cycling", "Rowing"]

    func flip(_ item: String) {
        if picked.contains(item) {
            picked.remove(item)
        } else {
            picked.insert(item)
        }
    }
}

struct SymbolConstantChip: View {
    var name: String
    var isSelected: Bool

    var body: some View {
        if isSelected {
            HStack {
                Image(systemName: SymbolConstantGlyphs.picked)
                Text(verbatim: name)
            }
        } else {
            Text(verbatim: name)
        }
    }
}

// Near miss: the constant the chosen branch shows names no check (`info.circle`).
struct SymbolConstantInfoChip: View {
    var name: String
    var isSelected: Bool

    var body: some View {
        if isSelected {
            HStack {
                Image(systemName: SymbolConstantGlyphs.info)
                Text(verbatim: name)
            }
        } else {
            Text(verbatim: name)
        }
    }
}

// Found: the constant's `checkmark`.
struct SymbolConstantChipsView: View {
    @ObservedObject var model: SymbolConstantChipsModel

    var body: some View {
        VStack {
            Text("Pick your sports")
            ForEach(model.all, id: \.self) { item in
                Button {
                    model.flip(item)
                } label: {
                    SymbolConstantChip(name: item, isSelected: model.picked.contains(item))
                }
            }
        }
    }
}

// Near miss: the same chips drawn with the `info.circle` constant stay silent.
struct SymbolConstantInfoChipsView: View {
    @ObservedObject var model: SymbolConstantChipsModel

    var body: some View {
        VStack {
            Text("Read about sports")
            ForEach(model.all, id: \.self) { item in
                Button {
                    model.flip(item)
                } label: {
                    SymbolConstantInfoChip(name: item, isSelected: model.picked.contains(item))
                }
            }
        }
    }
}

// Found: a literal constant (`checkmark.square.fill`) as a consent box's check.
struct SymbolConstantConsentView: View {
    @State private var agreed = false

    var body: some View {
        Button {
            agreed.toggle()
        } label: {
            HStack {
                if agreed { Image(systemName: SymbolConstantGlyphs.agreed) }
                Text("I accept the terms")
            }
        }
    }
}

// Near miss: a constant naming a star (a favourite, not a checkbox).
struct SymbolConstantFavouriteView: View {
    @State private var starred = false

    var body: some View {
        Button {
            starred.toggle()
        } label: {
            HStack {
                if starred { Image(systemName: SymbolConstantGlyphs.starred) }
                Text("Favourite")
            }
        }
    }
}
