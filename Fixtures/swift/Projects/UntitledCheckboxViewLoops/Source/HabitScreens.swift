import SwiftUI

// Loops of the checkbox views of `HabitRows.swift`, with nothing titling the set: group-header-missing
// at the loop (or at the untitled `Section`), as a loop of the same rows written inline gets — this
// file taps and toggles nothing itself. Near misses: a navigation title or a section header titles
// the set; a row used once is no set; a loop of plain switches or of single-choice rows is none.
struct DailyHabitList: View {
    @State private var habits: [DailyHabit] = []
    @State private var day = Date()
    @State private var showsNew = false

    var body: some View {
        VStack {
            DatePicker("Day", selection: $day, displayedComponents: .date)
            List {
                ForEach(habits) { habit in
                    HabitTickRow(habit: habit)
                }
            }
            Button("Add") { showsNew = true }
        }
    }
}

struct TickShoppingList: View {
    let items: [String]

    var body: some View {
        NavigationView {
            List {
                Section() {
                    ForEach(items, id: \.self) { item in
                        HStack {
                            ShopTickCell(item: item)
                            NavigationLink("", destination: Text(item))
                        }
                    }
                }
            }
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

// Near miss: the screen's title names the list.
struct TitledDailyHabitList: View {
    let habits: [DailyHabit]

    var body: some View {
        NavigationStack {
            List {
                ForEach(habits) { habit in
                    HabitTickRow(habit: habit)
                }
            }
            .navigationTitle("Habits")
        }
    }
}

// Near miss: the list that is the loop carries the screen's title itself.
struct TitledHabitLoop: View {
    let habits: [DailyHabit]

    var body: some View {
        List(habits) { habit in
            HabitTickRow(habit: habit)
        }
        .navigationTitle("Today")
    }
}

// Near miss: a section header names the list.
struct SectionedDailyHabitList: View {
    let habits: [DailyHabit]

    var body: some View {
        List {
            Section("Today") {
                ForEach(habits) { habit in
                    HabitTickRow(habit: habit)
                }
            }
        }
    }
}

// Near miss: one row, no loop: no set.
struct FirstDailyHabit: View {
    let habit: DailyHabit

    var body: some View {
        VStack {
            HabitTickRow(habit: habit)
        }
    }
}

// Near miss: a loop of plain switches, untitled: independent options.
struct TickSwitchList: View {
    let names: [String]

    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in
                TickSwitchRow(name: name)
            }
        }
    }
}

// Near miss: a loop of single-choice rows: a picker, no checkboxes.
struct TickChoiceList: View {
    let names: [String]
    @State private var chosen: String?

    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in
                TickChoiceRow(name: name, isSelected: chosen == name) { chosen = name }
            }
        }
    }
}

// Near miss: a section whose header is a view of another file: titled, whatever it shows.
struct HeaderViewHabitList: View {
    let habits: [DailyHabit]

    var body: some View {
        List {
            Section {
                ForEach(habits) { habit in
                    HabitTickRow(habit: habit)
                }
            } header: {
                LogHeader()
            }
        }
    }
}

// Near miss: pages of lists, each a list of its own: no set of checkboxes.
struct TickPages: View {
    let pages: [[String]]

    var body: some View {
        TabView {
            ForEach(pages.indices, id: \.self) { index in
                TickListPage(items: pages[index])
            }
        }
    }
}

// Near miss: rows of a switch and a lock each.
struct LockedRows: View {
    let names: [String]

    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in
                LockedTickRow(name: name)
            }
        }
    }
}

// Near miss: the loop opens a branch of an `if` that opens the titled list.
struct BranchedHabitList: View {
    let habits: [DailyHabit]

    var body: some View {
        List {
            if habits.isEmpty {
                Text("No habits yet")
            } else {
                ForEach(habits) { habit in
                    HabitTickRow(habit: habit)
                }
            }
        }
        .navigationTitle("Habits")
    }
}
