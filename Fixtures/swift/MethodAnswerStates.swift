// A box whose state is a Bool a method of the view's model answers, flipped by another method of
// that model the tap calls on the same argument (docs/review/swiftui-unseen.md, round thirty-seven:
// hholdout37a pattern 1, a habit tracker's daily tick): `vm.doneToday(habit)` chooses the symbol,
// `vm.markDay(habit)` appends or removes today in the `markedDays` the answer reads — in the model
// itself or in a local copy it writes back. Read on a tapped stack, a Button, and a stack holding the
// image alone beside a name with a tap of its own (17 × 17: the stack is the image's size). The
// near misses (the last types): a tap method that changes something the answer does not read, a
// model the project does not declare, a bookmark, a tap that branches on the answer itself.
import SwiftUI
import Foundation

struct Habit: Identifiable {
    var id = UUID()
    var name: String
    var markedDays: [Date] = []
    var lastOpened: Date? = nil
    var bookmarked = false
}

final class HabitsModel: ObservableObject {
    @Published var list: [Habit] = []
    @Published var bookmarks: Set<UUID> = []

    func doneToday(_ habit: Habit) -> Bool {
        guard let last = habit.markedDays.last else { return false }
        return Calendar.current.isDateInToday(last)
    }

    func markDay(_ habit: Habit) {
        guard let index = list.firstIndex(where: { $0.id == habit.id }) else { return }
        if doneToday(habit) { list[index].markedDays.removeLast() } else { list[index].markedDays.append(Date()) }
    }

    func logDay(_ habit: Habit) {
        var days = habit.markedDays
        if doneToday(habit) { days.removeLast() } else { days.append(Date()) }
        save(habit, days: days)
    }

    func markOpened(_ habit: Habit) {
        guard let index = list.firstIndex(where: { $0.id == habit.id }) else { return }
        list[index].lastOpened = Date()
    }

    func isBookmarked(_ habit: Habit) -> Bool { bookmarks.contains(habit.id) }

    func toggleBookmark(_ habit: Habit) {
        if bookmarks.contains(habit.id) { bookmarks.remove(habit.id) } else { bookmarks.insert(habit.id) }
    }

    private func save(_ habit: Habit, days: [Date]) {}
}

struct HabitTicks: View {
    @StateObject var vm = HabitsModel()

    var body: some View {
        List {
            ForEach(vm.list) { habit in
                HStack {
                    Text(habit.name)
                    Spacer()
                    HStack {
                        Image(systemName: vm.doneToday(habit) ? "checkmark.square.fill" : "square")
                            .resizable()
                            .frame(width: 17, height: 17)
                    }
                    .onTapGesture { vm.markDay(habit) }
                }
            }
        }
    }
}

struct HabitLogButtons: View {
    @ObservedObject var vm: HabitsModel

    var body: some View {
        List {
            ForEach(vm.list) { habit in
                HStack {
                    Text(habit.name)
                    Spacer()
                    Button {
                        vm.logDay(habit)
                    } label: {
                        Image(systemName: vm.doneToday(habit) ? "checkmark.circle.fill" : "circle")
                    }
                }
            }
        }
    }
}

struct HabitOpenRows: View {
    @ObservedObject var vm: HabitsModel
    @State private var opened: UUID?

    var body: some View {
        List {
            ForEach(vm.list) { habit in
                HStack {
                    HStack {
                        Text(habit.name)
                    }
                    .onTapGesture { opened = habit.id }
                    Spacer()
                    HStack {
                        Image(systemName: vm.doneToday(habit) ? "checkmark.square.fill" : "square")
                            .resizable()
                            .frame(width: 17, height: 17)
                    }
                    .onTapGesture { vm.markDay(habit) }
                }
            }
        }
    }
}

struct HabitOpenMarks: View {
    @ObservedObject var vm: HabitsModel

    var body: some View {
        List {
            ForEach(vm.list) { habit in
                HStack {
                    Text(habit.name)
                    Spacer()
                    Image(systemName: vm.doneToday(habit) ? "checkmark.square.fill" : "square")
                        .onTapGesture { vm.markOpened(habit) }
                }
            }
        }
    }
}

struct HabitStoreTicks: View {
    @ObservedObject var store: UndeclaredRoutineStore

    var body: some View {
        List {
            ForEach(store.list) { habit in
                HStack {
                    Text(habit.name)
                    Spacer()
                    Image(systemName: store.doneToday(habit) ? "checkmark.square.fill" : "square")
                        .onTapGesture { store.markDay(habit) }
                }
            }
        }
    }
}

struct HabitBookmarks: View {
    @ObservedObject var vm: HabitsModel

    var body: some View {
        List {
            ForEach(vm.list) { habit in
                HStack {
                    Text(habit.name)
                    Spacer()
                    Button {
                        vm.toggleBookmark(habit)
                    } label: {
                        Image(systemName: vm.isBookmarked(habit) ? "bookmark.square.fill" : "square")
                    }
                }
            }
        }
    }
}

// A tap that asks the answer and adds or removes by it (a watchlist's add button, of the bookmark kind):
// not read — only a tap whose whole action is the flipping call is.
struct HabitPlanButtons: View {
    @ObservedObject var vm: HabitsModel

    var body: some View {
        ForEach(vm.list) { habit in
            Button {
                if vm.doneToday(habit) {
                    vm.markDay(habit)
                } else {
                    vm.logDay(habit)
                }
            } label: {
                Image(systemName: vm.doneToday(habit) ? "checkmark.circle.fill" : "plus.circle")
                Text(vm.doneToday(habit) ? "Planned" : "Plan")
            }
        }
    }
}
