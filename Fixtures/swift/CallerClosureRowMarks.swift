import SwiftUI

// Round thirty, hholdout30b's to-do app: a row's mark has its own tap, which runs a closure the
// caller gives (`.onTapGesture { onToggle() }`); the caller's closure flips the member the mark
// shows of the value it hands the row — through its model's method finding the item by its id, or
// inline through a `ForEach($items)` binding. The row is a checkbox, read where the mark is.
struct ParcelItem: Identifiable {
    let id = UUID()
    var title: String
    var isCompleted = false
    var isPinned = false
}

final class ParcelStore: ObservableObject {
    @Published var parcels: [ParcelItem] = []

    func toggleCompletion(_ parcel: ParcelItem) {
        if let index = parcels.firstIndex(where: { $0.id == parcel.id }) {
            var updated = parcels[index]
            updated.isCompleted.toggle()
            parcels[index] = updated
        }
    }

    func togglePin(_ parcel: ParcelItem) {
        if let index = parcels.firstIndex(where: { $0.id == parcel.id }) {
            parcels[index].isPinned.toggle()
        }
    }

    func delete(_ parcel: ParcelItem) {
        parcels.removeAll { $0.id == parcel.id }
    }
}

// Fires: the title beside the mark has a tap of its own (it opens the editor), so it names only
// itself — the mark has no name (label-missing) and no role (role-missing).
struct ParcelRow: View {
    let parcel: ParcelItem
    let onToggle: () -> Void
    let onEdit: () -> Void

    var body: some View {
        HStack {
            ZStack {
                Circle()
                    .stroke(parcel.isCompleted ? Color.blue : Color.gray, lineWidth: 2)
                    .frame(width: 24, height: 24)
                if parcel.isCompleted {
                    Image(systemName: "checkmark")
                }
            }
            .frame(width: 44, height: 44)
            .contentShape(Rectangle())
            .onTapGesture {
                withAnimation { onToggle() }
            }
            Text(parcel.title)
                .strikethrough(parcel.isCompleted)
                .onTapGesture { onEdit() }
        }
    }
}

// Fires: the caller flips the member inline through a binding; the title has no tap of its own.
struct BoundParcelRow: View {
    let parcel: ParcelItem
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Image(systemName: parcel.isCompleted ? "checkmark.circle.fill" : "circle")
                .frame(width: 44, height: 44)
                .onTapGesture { onToggle() }
            Text(parcel.title)
        }
    }
}

// Fires as a box image beside a plain title does: the title's tap runs the same closure (wrapped in
// an animation), so the title is no control of its own and `TextsWithOwnTaps` leaves the reading as
// it was (split, label-missing, label-not-tappable — the last one the reading of a text tapped
// apart, which only a tap around the row, `RowTapsAround`, answers: debatable here).
struct WrappedParcelRow: View {
    let parcel: ParcelItem
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Image(systemName: parcel.isCompleted ? "checkmark.circle.fill" : "circle")
                .frame(width: 44, height: 44)
                .onTapGesture { onToggle() }
            Text(parcel.title)
                .onTapGesture { withAnimation { onToggle() } }
        }
    }
}

// Silent: the caller's closure opens the parcel.
struct OpenedParcelRow: View {
    let parcel: ParcelItem
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Image(systemName: parcel.isCompleted ? "checkmark.circle.fill" : "circle")
                .frame(width: 44, height: 44)
                .onTapGesture { onToggle() }
            Text(parcel.title)
        }
    }
}

// Silent: the caller's closure deletes the parcel.
struct DeletedParcelRow: View {
    let parcel: ParcelItem
    let onTap: () -> Void

    var body: some View {
        HStack {
            Image(systemName: parcel.isCompleted ? "checkmark.circle.fill" : "circle")
                .frame(width: 44, height: 44)
                .onTapGesture { onTap() }
            Text(parcel.title)
        }
    }
}

// Silent: the caller's closure flips another member (`isPinned`) than the one the mark shows.
struct PinnedParcelRow: View {
    let parcel: ParcelItem
    let onTap: () -> Void

    var body: some View {
        HStack {
            Image(systemName: parcel.isCompleted ? "checkmark.circle.fill" : "circle")
                .frame(width: 44, height: 44)
                .onTapGesture { onTap() }
            Text(parcel.title)
        }
    }
}

struct ParcelList: View {
    @StateObject private var store = ParcelStore()
    @State private var opened: ParcelItem?
    @State private var editing: UUID?

    var body: some View {
        List {
            ForEach(store.parcels) { parcel in
                ParcelRow(parcel: parcel, onToggle: {
                    store.toggleCompletion(parcel)
                }, onEdit: {
                    editing = parcel.id
                })
            }
            ForEach($store.parcels) { $parcel in
                BoundParcelRow(parcel: parcel, onToggle: { parcel.isCompleted.toggle() })
            }
            ForEach($store.parcels) { $parcel in
                WrappedParcelRow(parcel: parcel) { parcel.isCompleted.toggle() }
            }
            ForEach(store.parcels) { parcel in
                OpenedParcelRow(parcel: parcel, onToggle: { opened = parcel })
                DeletedParcelRow(parcel: parcel, onTap: { store.delete(parcel) })
                PinnedParcelRow(parcel: parcel, onTap: { store.togglePin(parcel) })
            }
        }
    }
}
