import SwiftUI

// Round thirty-six, hholdout36b pattern 2 (ios-design-system's chip): a chip handed `isSelected: Bool`
// and an opaque action, its choice shown by its background, called in the file by a caller that
// toggles what it passes. Its label may hold an optional icon beside the text (`if let systemImage {
// Image(systemName: systemImage) }`) as the other chip readings allow (`ShownByLook.isLook`,
// `iconBesideText`), and an input chip's remove icon (`xmark.circle.fill`, tapped on its own).
// The Button's own `.accessibilityLabel` names it, not the remove icon's.

// ↓ role-missing: nothing says the chip is chosen; read `{label}, Button`.
struct IconChip: View {
    let label: String
    let isSelected: Bool
    let systemImage: String?
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                if let systemImage {
                    Image(systemName: systemImage)
                        .accessibilityHidden(true)
                }
                Text(label)
            }
            .padding(.horizontal, 12)
            .frame(minHeight: 44)
            .background(isSelected ? Color.blue : Color.clear, in: Capsule())
        }
        .buttonStyle(.plain)
    }
}

// Read `{isSelected}, {label}, Button` at its Button: its own label and selected trait; the remove
// icon inside is a tap of its own (nested-interactive, counted apart).
struct RemovableChip: View {
    let label: String
    let isSelected: Bool
    let onClose: () -> Void
    let action: () -> Void

    var body: some View {
        // ↓
        Button(action: action) {
            HStack {
                Text(label)
                Image(systemName: "xmark.circle.fill")
                    .onTapGesture(perform: onClose)
                    .accessibilityLabel(Text("Remove \(label)"))
            }
            .padding(.horizontal, 12)
            .frame(minHeight: 44)
            .background(isSelected ? Color.blue : Color.clear, in: Capsule())
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text(label))
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}

// Near miss: a fixed star beside the text is a favourite's symbol: the chip stays unread.
struct StarChip: View {
    let label: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Image(systemName: "star")
                Text(label)
            }
            .padding(.horizontal, 12)
            .frame(minHeight: 44)
            .background(isSelected ? Color.blue : Color.clear, in: Capsule())
        }
        .buttonStyle(.plain)
    }
}

struct ChipScreen: View {
    @State private var beaches = false
    @State private var mountains = true
    @State private var starred = false
    @State private var tags: [String] = ["kotlin"]

    var body: some View {
        VStack {
            IconChip(label: "Beaches", isSelected: beaches, systemImage: "sun.max") { beaches.toggle() }
            RemovableChip(label: "Mountains", isSelected: mountains, onClose: { tags.removeAll() }) { mountains.toggle() }
            StarChip(label: "Starred", isSelected: starred) { starred.toggle() }
        }
    }
}
