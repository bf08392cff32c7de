// A filter tag tapped through the kit's press modifier, declared in another file
// (`TagPress.swift`): the tap is the tag's, read with its 32 pt height.
import SwiftUI

struct FilterTag: View {
    let title: String
    let isSelected: Bool
    let onTap: () -> Void

    var body: some View {
        Text(title)
            .padding(.horizontal, 12)
            .frame(height: 32)
            .background(isSelected ? Color.accentColor : Color.gray.opacity(0.2))
            .clipShape(Capsule())
            .tagPress { onTap() }
            .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
    }
}

struct FilterBar: View {
    @State private var chosen: Set<String> = []
    private let filters = ["Open", "Closed", "Mine"]

    var body: some View {
        HStack {
            ForEach(filters, id: \.self) { filter in
                FilterTag(title: filter, isSelected: chosen.contains(filter)) {
                    if chosen.contains(filter) { chosen.remove(filter) } else { chosen.insert(filter) }
                }
            }
        }
        .navigationTitle("Filters")
    }
}
