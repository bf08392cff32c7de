import SwiftUI

// A Button whose label is a view of the file handed the state the tap changes, that view adding
// `.isSelected` in its own body while the state is on (round twenty-four, the kit's `VGRCheckRow`
// used in a Button's label; the reproduction `caller-row-list/component-label-no-let`). Found:
// `SeasonList`'s Button, its chosen state said by `SeasonCheckRow`'s trait: no role-missing.
// `SizeList`'s Button, whose `SizeCheckRow` draws a checkmark and adds no trait: role-missing.
struct SeasonCheckRow: View {
    var title: String
    var isSelected: Bool

    var body: some View {
        HStack {
            Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                .accessibilityHidden(true)
            Text(title)
        }
        .accessibilityAddTraits(isSelected ? [.isSelected] : [])
    }
}

struct SeasonList: View {
    let seasons: [String]
    @Binding var chosen: Set<String>

    var body: some View {
        Section("Seasons") {
            ForEach(seasons, id: \.self) { season in
                Button {
                    if chosen.contains(season) { chosen.remove(season) } else { chosen.insert(season) }
                } label: {
                    SeasonCheckRow(title: season, isSelected: chosen.contains(season))
                }
                .buttonStyle(.plain)
            }
        }
    }
}

struct SizeCheckRow: View {
    var title: String
    var isSelected: Bool

    var body: some View {
        HStack {
            Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
            Text(title)
        }
    }
}

struct SizeList: View {
    let sizes: [String]
    @Binding var chosen: Set<String>

    var body: some View {
        Section("Sizes") {
            ForEach(sizes, id: \.self) { size in
                Button {
                    if chosen.contains(size) { chosen.remove(size) } else { chosen.insert(size) }
                } label: {
                    SizeCheckRow(title: size, isSelected: chosen.contains(size))
                }
                .buttonStyle(.plain)
            }
        }
    }
}
