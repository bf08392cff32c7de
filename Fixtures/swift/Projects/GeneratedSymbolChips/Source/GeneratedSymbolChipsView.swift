import SwiftUI

// TripCheck's shape (round thirty): the chips' view is generic over its model, whose protocol one
// class adopts in `GeneratedSymbolChipsModel.swift`; the chip's check is a generated constant of that
// file whose value is the table's `checkmark` (`../Resources/GeneratedSymbolChips.strings`).

// A view generic over its model, whose protocol one class of the project adopts (in another file).
struct GeneratedSymbolChipsView<ViewModelType>: View where ViewModelType: GeneratedSymbolChipsModelProtocol {
    @ObservedObject var viewModel: ViewModelType

    var body: some View {
        VStack {
            Text("Select two substances")
            // Found: the tag's generated check, the model's method that puts the item in and takes it out.
            ForEach(viewModel.substanceNames, id: \.self) { item in
                Button {
                    viewModel.substanceSelection(substance: item)
                } label: {
                    GeneratedSymbolTag(substance: item, isSelected: viewModel.chosenSubstances.contains(item))
                }
            }
            // Near miss: the same tap with a tag whose symbol is `info.circle`.
            ForEach(viewModel.substanceNames, id: \.self) { item in
                Button {
                    viewModel.substanceSelection(substance: item)
                } label: {
                    GeneratedSymbolInfoTag(substance: item, isSelected: viewModel.chosenSubstances.contains(item))
                }
            }
        }
    }
}

// The check is a generated constant whose value is the table's `checkmark`.
struct GeneratedSymbolTag: View {
    var substance: String
    var isSelected: Bool

    var body: some View {
        if isSelected {
            HStack {
                Image(systemName: GeneratedSymbolStrings.Sf.Symbols.generatedChipSelected)
                Text(verbatim: substance)
            }
        } else {
            Text(verbatim: substance)
        }
    }
}

// Near miss: the constant the chosen branch shows is the table's `info.circle`, no check.
struct GeneratedSymbolInfoTag: View {
    var substance: String
    var isSelected: Bool

    var body: some View {
        if isSelected {
            HStack {
                Image(systemName: GeneratedSymbolStrings.Sf.Symbols.generatedChipInfo)
                Text(verbatim: substance)
            }
        } else {
            Text(verbatim: substance)
        }
    }
}
