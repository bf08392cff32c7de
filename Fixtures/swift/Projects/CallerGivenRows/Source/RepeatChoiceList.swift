import SwiftUI

// A multi-select list whose rows its callers build (round twenty-four, E2, the kit's
// `VGRMultiSelectionList` as written): a custom initialiser taking `@ViewBuilder row:`, the chosen
// Bool a `let` of the loop's body, the toggle in a helper. Its callers are in other files:
// `RepeatRulePicker` gives `RepeatDayCheckRow` (declared in `RepeatDayCheckRow.swift`, adding
// `.isSelected` while chosen); `RepeatChoiceScreen` below hands on a closure property of its own
// (`row: row`), given by `RepeatRulePicker` too. The Xcode preview's plain row is no caller. Found:
// the Button, one line, no finding.
public struct RepeatChoiceList<Item: Identifiable & Hashable, Row: View>: View {
    public let header: String?
    public let items: [Item]
    @Binding public var selection: Set<Item>
    public let row: (Item, Bool) -> Row

    public init(header: String? = nil, items: [Item], selection: Binding<Set<Item>>,
                @ViewBuilder row: @escaping (Item, Bool) -> Row) {
        self.header = header
        self.items = items
        self._selection = selection
        self.row = row
    }

    @ViewBuilder
    private var rows: some View {
        ForEach(items) { item in
            let isSelected = selection.contains(item)
            Button {
                toggle(item)
            } label: {
                row(item, isSelected)
            }
            .buttonStyle(.plain)
        }
    }

    public var body: some View {
        VStack(alignment: .leading) {
            if let header { Text(header) }
            rows
        }
    }

    private func toggle(_ item: Item) {
        if selection.contains(item) {
            selection.remove(item)
        } else {
            selection.insert(item)
        }
    }
}

public struct RepeatChoiceScreen<Item: Identifiable & Hashable, Row: View>: View {
    public let title: String
    public let items: [Item]
    @Binding public var selection: Set<Item>
    public let row: (Item, Bool) -> Row

    public var body: some View {
        RepeatChoiceList(header: nil, items: items, selection: $selection, row: row)
            .navigationTitle(title)
    }
}

#Preview {
    @Previewable @State var chosen: Set<RepeatDay> = []
    RepeatChoiceList(items: RepeatDay.all, selection: $chosen) { day, on in
        Text(day.name).bold(on)
    }
}
