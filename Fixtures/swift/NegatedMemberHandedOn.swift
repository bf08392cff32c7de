import SwiftUI

// A row handed an item whose check shows the item's done member, its tap its caller's closure,
// which asks for the member set to what it is not: a to-do mark the caller flips.
struct ErrandItem: Identifiable {
    var id = UUID()
    var title: String
    var isComplete: Bool
}

struct ErrandRow: View {
    var item: ErrandItem
    var tapAction: () -> Void

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: item.isComplete ? "checkmark.circle.fill" : "circle")
            Text(item.title)
        }
        .contentShape(Rectangle())
        .onTapGesture { tapAction() }
    }
}

struct ErrandList: View {
    @State var errands: [ErrandItem] = []

    var body: some View {
        List {
            ForEach(errands) { item in
                ErrandRow(item: item, tapAction: {
                    updateErrand(id: item.id, title: item.title, isComplete: !item.isComplete)
                })
            }
        }
        .navigationTitle("Errands")
    }

    func updateErrand(id: UUID, title: String, isComplete: Bool) {
        guard let index = errands.firstIndex(where: { $0.id == id }) else { return }
        errands[index] = ErrandItem(id: id, title: title, isComplete: isComplete)
    }
}

// Near miss: the caller's closure hands the member on as it is (an edit that keeps it), so the
// tap opens, it does not flip: silent.
struct ParcelItem: Identifiable {
    var id = UUID()
    var title: String
    var isComplete: Bool
}

struct ParcelRow: View {
    var item: ParcelItem
    var tapAction: () -> Void

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: item.isComplete ? "checkmark.circle.fill" : "circle")
            Text(item.title)
        }
        .contentShape(Rectangle())
        .onTapGesture { tapAction() }
    }
}

struct ParcelList: View {
    @State var parcels: [ParcelItem] = []
    @State var editing: ParcelItem?

    var body: some View {
        List {
            ForEach(parcels) { item in
                ParcelRow(item: item, tapAction: {
                    openEditor(id: item.id, title: item.title, isComplete: item.isComplete)
                })
            }
        }
        .navigationTitle("Parcels")
    }

    func openEditor(id: UUID, title: String, isComplete: Bool) {
        editing = ParcelItem(id: id, title: title, isComplete: isComplete)
    }
}
