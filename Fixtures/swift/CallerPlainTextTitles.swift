import SwiftUI

// A component's set shown right after a caller's visible text that is not a heading (SkinGuard's
// `Text("Your Checklist").font(.headline)` then `ChecklistView()`): the set stays untitled, and
// group-header-missing names that text, as it names a text right before a set written in the screen
// itself ("the text '…' before them is not marked as a heading; put the set in a Section or GroupBox
// with that title").
// Named: `ChecklistView` ('Your Checklist', its one caller), `ColourSwatches` ('Colours', before
// `ColourField`, whose body opens with the swatches: two callers up).
// Not named, the advice as before: `ReminderList` (a search field above its loop: the caller's text
// is not right before the set), `DayPicker` (one of its two callers shows nothing before it).

struct Task: Identifiable {
    let id: Int
    var title: String
    var isChecked: Bool
}

struct ChecklistView: View {
    @State private var items: [Task] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            ForEach($items) { $item in
                HStack {
                    Image(systemName: item.isChecked ? "checkmark.circle.fill" : "circle")
                        .resizable()
                        .frame(width: 44, height: 44)
                        .onTapGesture { item.isChecked.toggle() }
                    Text(item.title)
                }
            }
        }
    }
}

struct ReminderList: View {
    @State private var reminders: [Task] = []
    @State private var search = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Search", text: $search)
            ForEach($reminders) { $reminder in
                HStack {
                    Image(systemName: reminder.isChecked ? "checkmark.circle.fill" : "circle")
                        .resizable()
                        .frame(width: 44, height: 44)
                        .onTapGesture { reminder.isChecked.toggle() }
                    Text(reminder.title)
                }
            }
        }
    }
}

struct DayPicker: View {
    @Binding var days: [Task]

    var body: some View {
        HStack {
            ForEach($days) { $day in
                HStack {
                    Image(systemName: day.isChecked ? "checkmark.circle.fill" : "circle")
                        .resizable()
                        .frame(width: 44, height: 44)
                        .onTapGesture { day.isChecked.toggle() }
                    Text(day.title)
                }
            }
        }
    }
}

struct ColourSwatches: View {
    @Binding var colours: [Task]

    var body: some View {
        HStack {
            ForEach($colours) { $colour in
                HStack {
                    Image(systemName: colour.isChecked ? "checkmark.circle.fill" : "circle")
                        .resizable()
                        .frame(width: 44, height: 44)
                        .onTapGesture { colour.isChecked.toggle() }
                    Text(colour.title)
                }
            }
        }
    }
}

struct ColourField: View {
    @Binding var colours: [Task]

    var body: some View {
        VStack(alignment: .leading) {
            ColourSwatches(colours: $colours)
        }
    }
}

struct HomeView: View {
    @State private var days: [Task] = []
    @State private var colours: [Task] = []

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Text("Your Checklist")
                    .font(.headline)
                ChecklistView()
            }
            VStack(alignment: .leading, spacing: 8) {
                Text("Reminders")
                    .font(.headline)
                ReminderList()
            }
            VStack(alignment: .leading, spacing: 8) {
                Text("Repeat on")
                    .font(.headline)
                DayPicker(days: $days)
            }
            VStack(alignment: .leading, spacing: 8) {
                Text("Colours")
                ColourField(colours: $colours)
            }
        }
    }
}

struct ScheduleView: View {
    @State private var days: [Task] = []

    var body: some View {
        VStack {
            DayPicker(days: $days)
            Spacer()
        }
    }
}
