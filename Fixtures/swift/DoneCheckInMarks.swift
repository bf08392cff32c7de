import SwiftUI

// Round thirty-three, hholdout33a's daily check-in (Streak-House): a Button whose label is a flame
// and a count, coloured by whether the day is done — a computed Bool of one expression over the
// model's own — and whose tap marks the day done once, through a method of the view's model named
// for completing, after a short press animation. VoiceOver says "12, Button" done or not: the state
// is only the colour. A one-way mark is still a check mark (75Soft's ruling, round thirty-two).
struct Habit: Identifiable {
    let id = UUID()
    var title: String
    var count: Int
    var lastCheckedAt: Date?
    var isCheered = false
    var isCompletedToday: Bool {
        guard let lastCheckedAt else { return false }
        return Calendar.current.isDateInToday(lastCheckedAt)
    }
}

final class HabitsModel: ObservableObject {
    @Published var habits: [Habit] = []

    func completeHabit(_ habit: Habit) {
        guard !habit.isCompletedToday, let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index].lastCheckedAt = Date()
        habits[index].count += 1
    }

    func cheer(_ habit: Habit) {}
    func open(_ habit: Habit) {}
}

struct HabitCard: View {
    @EnvironmentObject var model: HabitsModel
    let habit: Habit
    @State private var isPressed = false

    var isCompleted: Bool {
        habit.isCompletedToday
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(habit.title)
            Button(action: {
                isPressed = true
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                    isPressed = false
                    model.completeHabit(habit)
                }
            }) {
                HStack(spacing: 6) {
                    Image(systemName: "flame.fill")
                        .foregroundColor(isCompleted ? .orange : .gray)
                    Text("\(habit.count)")
                        .foregroundColor(isCompleted ? .orange : .gray)
                }
                .padding(.vertical, 6)
                .scaleEffect(isPressed ? 0.95 : 1.0)
            }
        }
    }
}

// A mark of the view's own, set one way inline: the same reading.
struct DailyMark: View {
    @State private var isDone = false

    var body: some View {
        Button {
            isDone = true
        } label: {
            Image(systemName: "drop.fill")
                .foregroundStyle(isDone ? .blue : .gray)
        }
    }
}

// Silent: a one-way cheer (a like), its words and colour chosen by `isCheered`.
struct CheerButton: View {
    @EnvironmentObject var model: HabitsModel
    let habit: Habit

    var body: some View {
        Button {
            model.cheer(habit)
        } label: {
            Image(systemName: "hands.clap.fill")
                .foregroundColor(habit.isCheered ? .orange : .gray)
        }
    }
}

// Silent: a titled action ("Complete"), coloured once done — its words name the action.
struct CompleteButton: View {
    @EnvironmentObject var model: HabitsModel
    let habit: Habit

    var body: some View {
        Button {
            model.completeHabit(habit)
        } label: {
            Text("Complete")
                .foregroundColor(habit.isCompletedToday ? .gray : .blue)
        }
    }
}

// Silent: the done colour shown on a Button that opens the habit; the tap does not mark it.
struct OpenHabitButton: View {
    @EnvironmentObject var model: HabitsModel
    let habit: Habit

    var body: some View {
        Button {
            model.open(habit)
        } label: {
            Image(systemName: "flame.fill")
                .foregroundColor(habit.isCompletedToday ? .orange : .gray)
        }
    }
}

// Silent: a favourite's star marked done one way (standing ruling: a favourite is no checkbox).
struct StarredMark: View {
    @State private var isDone = false

    var body: some View {
        Button {
            isDone = true
        } label: {
            Image(systemName: "star.fill")
                .foregroundStyle(isDone ? .yellow : .gray)
        }
    }
}

// Silent: a developer menu whose titled "Reset" Button sets a done flag back, the flag shown as
// "Yes"/"No" in a row beside it — an action and a display, no mark (a type only a done word lets in
// is asked for a check-in mark alone: hswiftfix109's review run).
struct OnboardingDebugMenu: View {
    @AppStorage("hasCompletedOnboarding") private var hasCompletedOnboarding = false

    var body: some View {
        List {
            Section {
                Button("Reset Onboarding State") {
                    hasCompletedOnboarding = false
                }
            } header: {
                Text("Reset Onboarding")
            }
            Section("Debug Info") {
                LabeledContent("Onboarding Completed") {
                    Text(hasCompletedOnboarding ? "Yes" : "No")
                }
            }
        }
    }
}
