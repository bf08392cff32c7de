import SwiftUI

// A screen that taps and toggles nothing itself, only lays out a loop of the checkbox rows of
// `HabitRows.swift` with nothing titling them: read all the same (its bytes call, right after the
// `ForEach`, a view another file of the project declares with a checkbox), group-header-missing.
struct HabitLog: View {
    let habits: [DailyHabit]

    var body: some View {
        ScrollView {
            VStack {
                ForEach(habits) { habit in
                    HabitTickRow(habit: habit)
                }
            }
        }
    }
}
