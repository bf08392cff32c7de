import SwiftUI

// A multi-select chip group whose chip is a view of the file with a tap closure (round thirty-three,
// second part, `chip-group-variant`): the chosen state handed through a `let` of a helper method, or
// as a case of an enum the chip's look compares (`variant: chosen.contains(item) ? .filled : .outlined`).

enum EnumVariantChipStyle { case filled, outlined }

struct EnumVariantFlagChip: View {
    let text: String
    let isSelected: Bool
    let onTap: () -> Void

    var body: some View {
        Button(action: onTap) {
            Text(text)
                .padding(.horizontal, 12)
                .frame(height: 32)
                .background(isSelected ? Color.blue.opacity(0.2) : Color.gray.opacity(0.2))
        }
        .buttonStyle(.plain)
    }
}

struct EnumVariantFlagGroup: View {
    let items: [String]
    @Binding var chosen: Set<String>

    var body: some View {
        HStack {
            ForEach(items, id: \.self) { item in
                chip(for: item)
            }
        }
    }

    private func chip(for item: String) -> some View {
        let isSelected = chosen.contains(item)
        return EnumVariantFlagChip(text: item, isSelected: isSelected, onTap: {
            if isSelected { chosen.remove(item) } else { chosen.insert(item) }
        })
    }
}

struct EnumVariantStyledChip: View {
    let text: String
    let style: EnumVariantChipStyle
    let onTap: () -> Void

    var body: some View {
        Button(action: onTap) {
            Text(text)
                .padding(.horizontal, 12)
                .frame(height: 44)
                .background(style == .filled ? Color.blue : Color.clear)
        }
        .buttonStyle(.plain)
    }
}

struct EnumVariantStyledGroup: View {
    let items: [String]
    @State private var chosen: Set<String> = []

    var body: some View {
        Section {
            ForEach(items, id: \.self) { item in
                EnumVariantStyledChip(text: item, style: chosen.contains(item) ? .filled : .outlined, onTap: {
                    if chosen.contains(item) { chosen.remove(item) } else { chosen.insert(item) }
                })
            }
        } header: {
            Text("Toppings")
        }
    }
}

// Near misses, silent: the unchosen chip drawn in the group's own style (`isSelected ? .filled :
// style`, which may be `.filled`: the two looks are not seen to differ), and one choice of many
// (`selected = item`: a radio's option).

struct EnumVariantOwnStyleChip: View {
    let text: String
    let style: EnumVariantChipStyle
    let onTap: () -> Void

    var body: some View {
        Button(action: onTap) {
            Text(text)
                .frame(height: 44)
                .background(style == .filled ? Color.blue : Color.clear)
        }
    }
}

struct EnumVariantOwnStyleGroup: View {
    let items: [String]
    let style: EnumVariantChipStyle
    @State private var chosen: Set<String> = []

    var body: some View {
        ForEach(items, id: \.self) { item in
            let isSelected = chosen.contains(item)
            EnumVariantOwnStyleChip(text: item, style: isSelected ? .filled : style, onTap: {
                if isSelected { chosen.remove(item) } else { chosen.insert(item) }
            })
        }
    }
}

struct EnumVariantSingleChip: View {
    let text: String
    let style: EnumVariantChipStyle
    let onTap: () -> Void

    var body: some View {
        Button(action: onTap) {
            Text(text)
                .frame(height: 44)
                .background(style == .filled ? Color.blue : Color.clear)
        }
    }
}

struct EnumVariantSingleGroup: View {
    let items: [String]
    @State private var selected: String?

    var body: some View {
        ForEach(items, id: \.self) { item in
            EnumVariantSingleChip(text: item, style: selected == item ? .filled : .outlined, onTap: {
                selected = item
            })
        }
    }
}
