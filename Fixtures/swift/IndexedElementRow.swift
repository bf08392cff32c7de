import SwiftUI

// A row given one element of a list, its Button running the caller's action, which toggles that
// element's member at its index: the row is a checkbox of the member it shows. The Button names
// itself and says its value (`.accessibilityLabel`, `.accessibilityValue`): one element, the text
// beside only repeats its name (no announcement-split).
struct ShareField { var name: String; var isIncluded: Bool; var isExpanded: Bool }

struct ShareSettings: View {
    @State private var fields: [ShareField] = []

    var body: some View {
        VStack {
            ForEach(Array(fields.enumerated()), id: \.offset) { index, field in
                ShareFieldRow(field: field, onToggle: { fields[index].isIncluded.toggle() })
            }
        }
    }
}

private struct ShareFieldRow: View {
    let field: ShareField
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Button(action: onToggle) {
                Image(systemName: field.isIncluded ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.plain)
            .accessibilityLabel(field.name)
            .accessibilityValue(field.isIncluded ? "Included" : "Excluded")
            Text(field.name)
        }
    }
}

// The same, the row given `fields[index]` over the list's indices, no accessibility modifiers.
struct ExportSettings: View {
    @State private var fields: [ShareField] = []

    var body: some View {
        List {
            ForEach(fields.indices, id: \.self) { index in
                ExportFieldRow(field: fields[index]) { fields[index].isIncluded.toggle() }
            }
        }
    }
}

struct ExportFieldRow: View {
    let field: ShareField
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Image(systemName: field.isIncluded ? "checkmark.square" : "square")
                Text(field.name)
            }
        }
    }
}

// Not a checkbox of the row: the caller toggles another member than the one the row shows.
struct DetailSettings: View {
    @State private var fields: [ShareField] = []

    var body: some View {
        VStack {
            ForEach(Array(fields.enumerated()), id: \.offset) { index, field in
                DetailFieldRow(field: field, onTap: { fields[index].isExpanded.toggle() })
            }
        }
    }
}

struct DetailFieldRow: View {
    let field: ShareField
    let onTap: () -> Void

    var body: some View {
        Button(action: onTap) {
            HStack {
                Image(systemName: field.isIncluded ? "checkmark.circle" : "circle")
                Text(field.name)
            }
        }
    }
}

// A box Button flipping its own Bool, naming itself beside a text that repeats its name: one
// element (no announcement-split); the text beside is still not tapped (label-not-tappable).
struct MirrorSettingRow: View {
    let name: String
    @State private var isMirrored = false

    var body: some View {
        HStack {
            Button(action: { isMirrored.toggle() }) {
                Image(systemName: isMirrored ? "checkmark.circle.fill" : "circle")
            }
            .accessibilityLabel(name)
            .accessibilityValue(isMirrored ? "On" : "Off")
            Text(name)
        }
    }
}

// Still split: the same Button with no label of its own, beside its text.
struct FlipSettingRow: View {
    let name: String
    @State private var isFlipped = false

    var body: some View {
        HStack {
            Button(action: { isFlipped.toggle() }) {
                Image(systemName: isFlipped ? "checkmark.circle.fill" : "circle")
            }
            Text(name)
        }
    }
}
