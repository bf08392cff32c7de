import SwiftUI

// A box that toggles the Bool its caller binds.
struct CheckBox: View {
    @Binding var isChecked: Bool
    let label: String

    var body: some View {
        Button(action: { isChecked.toggle() }) {
            HStack {
                Image(systemName: isChecked ? "checkmark.square" : "square")
                Text(label)
                Spacer()
            }
        }
        .buttonStyle(.plain)
    }
}

// A stepper-like row: its binding is a number, no choice.
struct CountRow: View {
    @Binding var count: Int
    let label: String

    var body: some View {
        HStack {
            Text(label)
            Text("\(count)")
        }
    }
}

struct Errand: Identifiable {
    let id = UUID()
    var title: String
    var done: Bool
}

// Each habit a Bool of a list of Bools, by its index, under a title one stack out and a caption
// that explains it: a set whose title is not marked as a heading.
struct ReportRequest: View {
    @State private var checked: [Bool] = []
    @State private var habitNames: [String] = []

    var body: some View {
        VStack(spacing: 16) {
            Text("Request report")
                .font(.title)
                .bold()
            Text("The last month of the selected habits is used.")
                .font(.caption)
                .foregroundColor(.secondary)
            VStack(spacing: 0) {
                ForEach(Array(habitNames.enumerated()), id: \.offset) { index, habitName in
                    CheckBox(isChecked: $checked[index], label: habitName)
                }
            }
        }
    }
}

// The same set over the list's indices, its Bools made by `Array(repeating:count:)`.
struct WeekDays: View {
    let days = ["Monday", "Tuesday", "Wednesday"]
    @State private var picked = Array(repeating: false, count: 3)

    var body: some View {
        VStack(alignment: .leading) {
            Text("Repeat on")
                .font(.headline)
            ForEach(days.indices, id: \.self) { i in
                CheckBox(isChecked: $picked[i], label: days[i])
            }
        }
    }
}

// A binding loop handing each errand's Bool to the box: a set too.
struct Errands: View {
    @State private var errands: [Errand] = []

    var body: some View {
        VStack(alignment: .leading) {
            Text("Before leaving")
            ForEach($errands) { $errand in
                CheckBox(isChecked: $errand.done, label: errand.title)
            }
        }
    }
}

// The same set under its title marked as a heading, the caption between: titled.
struct HeadedReportRequest: View {
    @State private var checked: [Bool] = []
    @State private var habitNames: [String] = []

    var body: some View {
        VStack(spacing: 16) {
            Text("Request report")
                .font(.title)
                .accessibilityAddTraits(.isHeader)
            Text("The last month of the selected habits is used.")
                .font(.caption)
            VStack(spacing: 0) {
                ForEach(Array(habitNames.enumerated()), id: \.offset) { index, habitName in
                    CheckBox(isChecked: $checked[index], label: habitName)
                }
            }
        }
    }
}

// A number per item, not a Bool: no set of checkboxes.
struct Supplies: View {
    @State private var counts: [Int] = [0, 0]
    let names = ["Pens", "Paper"]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Supplies")
            ForEach(names.indices, id: \.self) { i in
                CountRow(count: $counts[i], label: names[i])
            }
        }
    }
}

// Each errand handed whole: which of its values the row shows as a state is not said here.
struct ErrandList: View {
    @State private var errands: [Errand] = []

    var body: some View {
        VStack(alignment: .leading) {
            Text("Errands")
            ForEach($errands) { $errand in
                ErrandRow(errand: $errand)
            }
        }
    }
}

// A list of Bools with no text before it, and no caller titling it: an untitled set of
// checkbox views, reported at the loop as a loop of inline checkboxes with nothing before it is.
struct FormBoxes: View {
    let boxes: [String]
    @State private var checked: [Bool] = []

    var body: some View {
        VStack {
            ForEach(Array(boxes.enumerated()), id: \.offset) { index, box in
                CheckBox(isChecked: $checked[index], label: box)
            }
        }
    }
}
