import SwiftUI

// The callers of `RepeatChoiceList` (directly, and through `RepeatChoiceScreen`), each row a
// `RepeatDayCheckRow` handed the chosen Bool. No checkbox of their own here; the file's checkbox
// is the "Skip holidays" Toggle.
struct RepeatDay: Identifiable, Hashable {
    let id: Int
    let name: String
    static let all = [RepeatDay(id: 1, name: "Monday"), RepeatDay(id: 2, name: "Tuesday")]
}

struct RepeatRulePicker: View {
    @State private var weekdays: Set<RepeatDay> = []
    @State private var months: Set<RepeatDay> = []
    @State private var skipHolidays = false

    var body: some View {
        VStack {
            RepeatChoiceList(header: "Repeat on", items: RepeatDay.all, selection: $weekdays) { weekday, selected in
                RepeatDayCheckRow(title: weekday.name, isSelected: selected)
            }
            RepeatChoiceScreen(title: "Months", items: RepeatDay.all, selection: $months) { month, selected in
                RepeatDayCheckRow(title: month.name, isSelected: selected)
            }
            Toggle("Skip holidays", isOn: $skipHolidays)
        }
    }
}
