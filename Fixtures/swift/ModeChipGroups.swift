import SwiftUI

// A chip kit's items: a class, so that the group's method can flip the one tapped.
protocol KitChipItem: AnyObject, Identifiable {
    var name: String { get }
    var isSelected: Bool { get set }
}

enum KitSelection {
    case single
    case multi
    case none
}

// The group lays out a generic chip per item and flips the tapped item's `isSelected` in its
// `.multi` mode (`.single` clears the others first; `.none` does nothing): each chip is then a
// checkbox whose state is only its colours.
struct ModeChipGroup<T: KitChipItem>: View {
    let items: [T]
    let mode: KitSelection
    let onItemTapped: (T) -> Void

    var body: some View {
        VStack {
            ForEach(items) { item in
                ModeChipItemView<T>(item: item, isSelected: item.isSelected) { item in
                    select(item: item)
                    onItemTapped(item)
                }
            }
        }
    }

    private func select(item: T) {
        switch mode {
        case .multi:
            break
        case .single:
            for other in items {
                other.isSelected = false
            }
        case .none:
            return
        }
        guard !item.isSelected else {
            item.isSelected = false
            return
        }
        item.isSelected = true
    }
}

struct ModeChipItemView<T: KitChipItem>: View {
    let item: T
    let isSelected: Bool
    let onItemSelected: (T) -> Void

    var body: some View {
        ZStack {
            isSelected ? Color.blue : Color.gray
            Button(action: {
                onItemSelected(item)
            }, label: {
                Text(item.name)
                    .foregroundColor(isSelected ? .white : .black)
            })
        }
    }
}

// The same chip in a group that only ever makes one choice: every item is cleared before the
// tapped one is marked, so the chip is a radio's option and no checkbox.
struct OneChoiceChipGroup<T: KitChipItem>: View {
    let items: [T]

    var body: some View {
        VStack {
            ForEach(items) { item in
                OneChoiceChipItemView<T>(item: item, isSelected: item.isSelected) { item in
                    choose(item: item)
                }
            }
        }
    }

    private func choose(item: T) {
        items.forEach { $0.isSelected = false }
        if item.isSelected {
            item.isSelected = false
            return
        }
        item.isSelected = true
    }
}

struct OneChoiceChipItemView<T: KitChipItem>: View {
    let item: T
    let isSelected: Bool
    let onItemSelected: (T) -> Void

    var body: some View {
        ZStack {
            isSelected ? Color.blue : Color.gray
            Button(action: {
                onItemSelected(item)
            }, label: {
                Text(item.name)
                    .foregroundColor(isSelected ? .white : .black)
            })
        }
    }
}

// A group that always flips, spelt with an early exit from an `if`: each chip is a checkbox.
struct EarlyExitChipGroup<T: KitChipItem>: View {
    let items: [T]

    var body: some View {
        VStack {
            ForEach(items) { item in
                EarlyExitChipItemView<T>(item: item, isSelected: item.isSelected) { item in
                    flip(item: item)
                }
            }
        }
    }

    private func flip(item: T) {
        if item.isSelected {
            item.isSelected = false
            return
        }
        item.isSelected = true
    }
}

struct EarlyExitChipItemView<T: KitChipItem>: View {
    let item: T
    let isSelected: Bool
    let onItemSelected: (T) -> Void

    var body: some View {
        Button(action: {
            onItemSelected(item)
        }, label: {
            Text(item.name)
                .foregroundColor(isSelected ? .white : .black)
                .background(isSelected ? Color.blue : Color.gray)
        })
    }
}
