import SwiftUI

// A component's set shown after a caller's visible text that is not a heading, the component's body
// opening with space VoiceOver does not stop on (a `Divider()` or `Spacer()`) before its loop: the
// caller's text is still the last thing read before the set, so group-header-missing names it, as
// it does when the loop opens the body (`CallerPlainTextTitles`).
// Named: `HabitList` ('Habits', its body a `Divider()` then the loop), `GoalList` ('Goals', a
// `Spacer()` then a stack that opens with the loop).
// Not named, the advice as before: `PhotoList` (a banner image first: VoiceOver reads it between the
// caller's text and the set).

struct Task: Identifiable {
    let id: Int
    var title: String
    var isChecked: Bool
}

struct HabitList: View {
    @State private var habits: [Task] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Divider()
            ForEach($habits) { $habit in
                HStack {
                    Image(systemName: habit.isChecked ? "checkmark.circle.fill" : "circle")
                        .resizable()
                        .frame(width: 44, height: 44)
                        .onTapGesture { habit.isChecked.toggle() }
                    Text(habit.title)
                }
            }
        }
    }
}

struct GoalList: View {
    @State private var goals: [Task] = []

    var body: some View {
        VStack {
            Spacer().frame(height: 8)
            VStack(alignment: .leading) {
                ForEach($goals) { $goal in
                    HStack {
                        Image(systemName: goal.isChecked ? "checkmark.circle.fill" : "circle")
                            .resizable()
                            .frame(width: 44, height: 44)
                            .onTapGesture { goal.isChecked.toggle() }
                        Text(goal.title)
                    }
                }
            }
        }
    }
}

struct PhotoList: View {
    @State private var photos: [Task] = []

    var body: some View {
        VStack(alignment: .leading) {
            Image("banner")
            ForEach($photos) { $photo in
                HStack {
                    Image(systemName: photo.isChecked ? "checkmark.circle.fill" : "circle")
                        .resizable()
                        .frame(width: 44, height: 44)
                        .onTapGesture { photo.isChecked.toggle() }
                    Text(photo.title)
                }
            }
        }
    }
}

struct TodayScreen: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Text("Habits").font(.headline)
                HabitList()
                Text("Goals").font(.headline)
                GoalList()
                Text("Photos").font(.headline)
                PhotoList()
            }
        }
    }
}
