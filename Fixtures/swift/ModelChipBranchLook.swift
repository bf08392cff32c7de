import SwiftUI

// Round thirty, pattern 2 (TripCheck's substance chips): a multi-select chip whose component picks
// its whole body by the Bool it is handed, given a membership of an observed model's member, the tap
// a method of that model that puts the item in and takes it out.

final class ChipsModel: ObservableObject {
    @Published var selected: [String] = []
    let all = ["LSD", "MDMA", "Cannabis"]

    func select(_ item: String) {
        if selected.contains(item) {
            selected = selected.filter { $0 != item }
            return
        }
        if selected.count == 2 { selected.removeFirst() }
        selected.append(item)
    }

    func add(_ item: String) {
        selected.append(item)
    }
}

struct Chip: View {
    var name: String
    var isSelected: Bool

    var body: some View {
        if isSelected {
            HStack {
                Image(systemName: "checkmark")
                Text(verbatim: name)
            }
            .background(Color.blue)
        } else {
            Text(verbatim: name)
                .background(Color.gray)
        }
    }
}

struct ColourChip: View {
    var name: String
    var isSelected: Bool

    var body: some View {
        if isSelected {
            Text(verbatim: name).padding(10).background(Color.blue)
        } else {
            Text(verbatim: name).padding(10).background(Color.gray)
        }
    }
}

// Found: the chip's check drawn by its body-wide `if`, the model's membership handed in.
struct SubstanceChipsView: View {
    @ObservedObject var model: ChipsModel

    var body: some View {
        VStack {
            ForEach(model.all, id: \.self) { item in
                Button {
                    model.select(item)
                } label: {
                    Chip(name: item, isSelected: model.selected.contains(item))
                }
            }
        }
    }
}

// Found: the colour of a body-wide `if`, the model's method flipping the membership.
struct ColourChipsView: View {
    @ObservedObject var model: ChipsModel

    var body: some View {
        VStack {
            ForEach(model.all, id: \.self) { item in
                Button {
                    model.select(item)
                } label: {
                    ColourChip(name: item, isSelected: model.selected.contains(item))
                }
            }
        }
    }
}

// Near miss: the model's method only adds; a chip coloured by what was added is no checkbox.
struct AddedChipsView: View {
    @ObservedObject var model: ChipsModel

    var body: some View {
        VStack {
            ForEach(model.all, id: \.self) { item in
                Button {
                    model.add(item)
                } label: {
                    ColourChip(name: item, isSelected: model.selected.contains(item))
                }
            }
        }
    }
}

struct Status: View {
    var title: String
    var isLoading: Bool

    var body: some View {
        if isLoading {
            ProgressView()
        } else {
            Text(title)
        }
    }
}

// Near miss: a body-wide `if` that swaps a spinner in is no look of a checkbox.
struct ReloadView: View {
    @State private var isLoading = false

    var body: some View {
        Button {
            isLoading.toggle()
        } label: {
            Status(title: "Reload", isLoading: isLoading)
        }
    }
}
