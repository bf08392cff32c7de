import SwiftUI

// A view generic over its model (`ChipsView<Model>: View where Model: Protocol`): the model's
// method the chip's tap calls is that of the one class of the project adopting the protocol.

protocol GenericChipsPickerModelling: ObservableObject {
    var chosenSubstances: [String] { get }
    var allSubstances: [String] { get }
    func pickSubstance(_ item: String)
}

final class GenericChipsPickerModel: GenericChipsPickerModelling {
    @Published var chosenSubstances: [String] = []
    let allSubstances = ["LSD", "MDMA", "Cannabis"]

    func pickSubstance(_ item: String) {
        if chosenSubstances.contains(item) {
            chosenSubstances = chosenSubstances.filter { $0 != item }
            return
        }
        if chosenSubstances.count == 2 { chosenSubstances.removeFirst() }
        chosenSubstances.append(item)
    }
}

struct GenericModelChip: View {
    var name: String
    var isSelected: Bool

    var body: some View {
        if isSelected {
            HStack {
                Image(systemName: "checkmark")
                Text(verbatim: name)
            }
        } else {
            Text(verbatim: name)
        }
    }
}

// Found: the chip the one adopter's method flips.
struct GenericModelChipsView<Model>: View where Model: GenericChipsPickerModelling {
    @ObservedObject var model: Model

    var body: some View {
        VStack {
            Text("Select two substances")
            ForEach(model.allSubstances, id: \.self) { item in
                Button {
                    model.pickSubstance(item)
                } label: {
                    GenericModelChip(name: item, isSelected: model.chosenSubstances.contains(item))
                }
            }
        }
    }
}

// Near miss: two classes adopt the protocol; which one the view is given is not certain.
protocol TwiceAdoptedChipsModelling: ObservableObject {
    var markedItems: [String] { get }
    func markItem(_ item: String)
}

final class TwiceAdoptedChipsModel: TwiceAdoptedChipsModelling {
    @Published var markedItems: [String] = []

    func markItem(_ item: String) {
        if markedItems.contains(item) {
            markedItems = markedItems.filter { $0 != item }
        } else {
            markedItems.append(item)
        }
    }
}

final class TwiceAdoptedChipsMock: TwiceAdoptedChipsModelling {
    @Published var markedItems: [String] = []

    func markItem(_ item: String) {
        if markedItems.contains(item) {
            markedItems = markedItems.filter { $0 != item }
        } else {
            markedItems.append(item)
        }
    }
}

struct TwiceAdoptedChipsView<Model: TwiceAdoptedChipsModelling>: View {
    @ObservedObject var model: Model
    let items = ["Red", "Green"]

    var body: some View {
        VStack {
            Text("Pick colours")
            ForEach(items, id: \.self) { item in
                Button {
                    model.markItem(item)
                } label: {
                    GenericModelChip(name: item, isSelected: model.markedItems.contains(item))
                }
            }
        }
    }
}
