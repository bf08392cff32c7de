// A view of the file made a checkbox by its use (docs/review/swiftui-unseen.md, round twenty-four,
// pattern C): the tap is the caller's, the texts are the component's, so the checkbox is named by
// the component's own `Text` with the use's argument for the property it reads — never empty.
import SwiftUI

struct PartsView: View {
    let parts: [String]
    @State private var selection: Set<String> = []

    var body: some View {
        VStack {
            Text("Body parts")
                .accessibilityAddTraits(.isHeader)
            ForEach(parts, id: \.self) { part in
                // The tap inserts and removes, so `Item` is the checkbox, read where it is
                // declared (29:13, `CallerTappedComponents`) and named by its own `Text(name)`: no
                // label-missing; still no trait (role-missing) and two elements (announcement-split).
                Item(name: part, isSelected: selection.contains(part))
                    .onTapGesture {
                        selection.formSymmetricDifference([part])
                    }
            }
        }
    }

    private struct Item: View {
        let name: String
        let isSelected: Bool

        var body: some View {
            HStack {
                Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                Text(name)
            }
        }
    }
}

struct SidesView: View {
    @State private var left = false

    var body: some View {
        // A literal argument reads as the words it is: `Left side`.
        SideRow(title: "Left side", detail: "arm", isOn: left)
            .onTapGesture { left.toggle() }
    }
}

struct SideRow: View {
    var title: String
    var detail: String
    var isOn: Bool

    var body: some View {
        HStack {
            Image(systemName: isOn ? "checkmark.square" : "square")
            Text("\(self.title) (\(detail))")
        }
    }
}

struct WeekdayList: View {
    let days: [Weekday]
    @State private var chosen: Set<Weekday> = []

    var body: some View {
        Section("Repeat on") {
            ForEach(days) { day in
                // A Button whose label is the row: named `{day.name}`.
                Button {
                    if chosen.contains(day) { chosen.remove(day) } else { chosen.insert(day) }
                } label: {
                    DayRow(title: day.name, isSelected: chosen.contains(day))
                }
            }
        }
    }
}

struct DayRow: View {
    var title: String
    var isSelected: Bool

    var body: some View {
        HStack {
            Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                .accessibilityHidden(true)
            Text(title)
        }
    }
}

struct Weekday: Identifiable, Hashable { let id: Int; let name: String }

struct CaptionedView: View {
    @State private var agreed = false

    var body: some View {
        // The row's text reads a property the use does not give (its own default): not what this
        // use shows, so not guessed — still no name.
        CaptionRow(isOn: agreed)
            .onTapGesture { agreed.toggle() }
    }
}

struct CaptionRow: View {
    var caption = ""
    var isOn: Bool

    var body: some View {
        HStack {
            Image(systemName: isOn ? "checkmark.square" : "square")
            Text(caption)
        }
    }
}
