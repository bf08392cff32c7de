import SwiftUI

// Checkbox views of the project's own, called by the screens in `HabitScreens.swift`: a habit row
// whose tick is an image-only `Button` beside a name `Button` that opens a sheet (FU-HabitTracker's
// `RowView`: the row holds one checkbox, not only it), and a shopping cell whose tick is a
// `Toggle("")` drawn by a tap-gesture style of the file (French-Press's `CellView`). Each is one
// checkbox per instance, its state its own; the callers' loops make sets of them.
struct DailyHabit: Identifiable { let id = UUID(); var name: String }

struct HabitTickRow: View {
    let habit: DailyHabit
    @State private var isDone = false
    @State private var showsDetail = false

    var body: some View {
        HStack {
            Button(habit.name) { showsDetail.toggle() }
                .sheet(isPresented: $showsDetail) { Text(habit.name) }
            Spacer()
            Button(action: { isDone.toggle() }) {
                Image(systemName: isDone ? "checkmark.square.fill" : "square")
            }
            .buttonStyle(.borderless)
        }
    }
}

struct ShopTickCell: View {
    var item: String
    @State var isChecked = false

    var body: some View {
        HStack {
            Toggle("", isOn: $isChecked)
                .labelsHidden()
            Text(item)
        }
        .toggleStyle(CircleTickStyle())
    }
}

struct CircleTickStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                .resizable()
                .frame(width: 44, height: 44)
                .onTapGesture { configuration.isOn.toggle() }
        }
    }
}

// Near miss: a row of one plain switch: an independent option, no checkbox of a set.
struct TickSwitchRow: View {
    let name: String
    @State private var isOn = false

    var body: some View {
        Toggle(name, isOn: $isOn)
    }
}

// Near miss: a row of a single choice, handed whether it is the chosen one.
struct TickChoiceRow: View {
    let name: String
    let isSelected: Bool
    let onSelect: () -> Void

    var body: some View {
        Button(action: onSelect) {
            HStack {
                Text(name)
                if isSelected { Image(systemName: "checkmark") }
            }
        }
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}

// Near miss: a page of many styled Toggles (one per item of its own loop): no single checkbox.
struct TickListPage: View {
    let items: [String]
    @State private var done: Set<String> = []

    var body: some View {
        List {
            Section("Items") {
                ForEach(items, id: \.self) { item in
                    Toggle(item, isOn: Binding(get: { done.contains(item) }, set: { _ in
                        if done.contains(item) { done.remove(item) } else { done.insert(item) }
                    }))
                    .toggleStyle(CircleTickStyle())
                }
            }
        }
    }
}

// Near miss: a row of a switch and a hand-made lock button: two checkboxes an instance.
struct LockedTickRow: View {
    let name: String
    @State private var isOn = false
    @State private var isLocked = false

    var body: some View {
        HStack {
            Toggle(name, isOn: $isOn)
            Button { isLocked.toggle() } label: {
                Image(systemName: isLocked ? "lock.fill" : "lock.open")
            }
            .accessibilityLabel("Lock")
            .accessibilityValue(isLocked ? "Locked" : "Unlocked")
        }
    }
}

struct LogHeader: View {
    var body: some View {
        Label("Log", systemImage: "list.bullet")
    }
}
