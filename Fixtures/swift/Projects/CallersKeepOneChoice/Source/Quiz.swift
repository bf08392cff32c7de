import SwiftUI

// The callers of the components declared in `Buttons.swift`, and a Toggle of their own.
final class Schedule: ObservableObject {
    @Published var days: Set<String> = []

    func isOn(_ day: String) -> Bool { days.contains(day) }

    func flip(_ day: String) {
        if days.contains(day) { days.remove(day) } else { days.insert(day) }
    }

    enum Status { case open, done }
    @Published var status: Status = .open

    func toggleStatus() { status = status == .done ? .open : .done }
}

struct QuizView: View {
    @State private var selectedAnswer: String?
    @State private var correct = false
    @State private var chosenSize = "M"
    @State private var reminder = "Morning"
    @State private var swatches: [PaletteSwatch] = []
    @State private var showHints = false
    @StateObject private var schedule = Schedule()
    @State private var selectedIndex: Int? = nil
    @State private var currentIndex = 0
    @State private var picked: Set<Int> = []
    @State private var results: [Bool] = []
    private let options = ["forte", "piano", "mezzo"]
    private let correctIndex = 1

    var body: some View {
        Form {
            Section(header: Text("Question")) {
                AnswerButton(label: "legato", isSelected: selectedAnswer == "legato") {
                    selectedAnswer = "legato"
                    correct = true
                    print("correct")
                }
                AnswerButton(label: "staccato", isSelected: selectedAnswer == "staccato") {
                    selectedAnswer = "staccato"
                    correct = false
                    print("wrong")
                }
            }
            Section(header: Text("Size")) {
                ForEach(["S", "M", "L"], id: \.self) { size in
                    SizeButton(title: size, isSelected: isCurrent(size)) { chosenSize = size }
                }
            }
            Section(header: Text("Days")) {
                ForEach(["Mon", "Tue"], id: \.self) { day in
                    DayButton(day: day, isSelected: schedule.isOn(day)) { schedule.flip(day) }
                }
            }
            Section(header: Text("Reminders")) {
                ReminderChip(text: "Morning", isSelected: reminder == "Morning") { reminder = "Morning" }
                ReminderChip(text: "Weekend", isSelected: schedule.isOn("Sat")) { schedule.flip("Sat") }
            }
            Section(header: Text("Task")) {
                StatusChip(title: "Done", isSelected: schedule.status == .done) { schedule.toggleStatus() }
            }
            Section(header: Text("Colour")) {
                PaletteView(swatches: $swatches)
            }
            Section(header: Text("Dynamics")) {
                ForEach(options.indices, id: \.self) { idx in
                    QuizOptionButton(option: options[idx], isSelected: idx == selectedIndex,
                                     isCorrect: selectedIndex != nil && idx == correctIndex) {
                        selectedIndex = idx
                        let correct = idx == correctIndex
                        results.append(correct)
                    }
                }
            }
            Section(header: Text("All that apply")) {
                ForEach(options.indices, id: \.self) { idx in
                    MultiAnswerRow(option: options[idx], isChecked: picked.contains(idx), isCurrent: idx == currentIndex) {
                        picked.insert(idx)
                        currentIndex = idx
                    }
                }
            }
            Toggle("Show hints", isOn: $showHints)
        }
    }

    private func isCurrent(_ size: String) -> Bool { chosenSize == size }
}
