import SwiftUI

// Round twenty-seven (Plantory's edit mode): a Button titled by what it will do to the whole
// selection, "Select all" or "Deselect all", whose action empties the selection or fills it whole.
// VoiceOver's "Select all, Button" is right: a bulk action, not a checkbox, and the view around it
// is no checkbox either. Silent.
struct BinView: View {
    let ids: [Int]
    @State private var checkedItems = Set<Int>()
    var body: some View {
        VStack {
            Button(action: toggleAll) {
                Text(checkedItems.count == ids.count ? "Deselect all" : "Select all")
            }
            ForEach(ids, id: \.self) { id in
                Text("Item \(id)")
            }
        }
    }

    private func toggleAll() {
        if checkedItems.count == ids.count {
            checkedItems.removeAll()
        } else {
            checkedItems = Set(ids)
        }
    }
}

// The same in Korean (the negation a word added after, "전체 선택 해제" / "전체 선택"), the action
// written in the Button. Silent.
struct TrashToolbar: View {
    let cells: [UUID]
    @State private var checked: Set<UUID> = []
    var body: some View {
        HStack {
            Button {
                if checked.count == cells.count { checked.removeAll() } else { checked = Set(cells) }
            } label: {
                Text(checked.count == cells.count ? "전체 선택 해제" : "전체 선택")
            }
            Spacer()
            Text("\(checked.count)")
        }
    }
}

// Near miss: a select-all checkbox — a box chosen by the selection, one title — is a checkbox
// whatever its action does to the set. Fires role-missing at the type.
struct SelectAllBox: View {
    let ids: [Int]
    @State private var chosen = Set<Int>()
    var body: some View {
        Button {
            if chosen.count == ids.count { chosen.removeAll() } else { chosen = Set(ids) }
        } label: {
            HStack {
                Image(systemName: chosen.count == ids.count ? "checkmark.square.fill" : "square")
                Text("Select all")
            }
        }
    }
}

// Near miss: a title and its negation on a Button that moves one item in or out of the selection
// is the item's state told in words, beside its box: still a checkbox. Fires role-missing.
struct PickRow: View {
    let id: Int
    @State private var chosen = Set<Int>()
    var body: some View {
        Button {
            if chosen.contains(id) { chosen.remove(id) } else { chosen.insert(id) }
        } label: {
            HStack {
                Image(systemName: chosen.contains(id) ? "checkmark.square.fill" : "square")
                Text(chosen.contains(id) ? "Selected" : "Not selected")
            }
        }
    }
}
