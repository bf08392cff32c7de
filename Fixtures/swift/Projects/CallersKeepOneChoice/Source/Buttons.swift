import SwiftUI

// Components whose chosen state only their look shows, their callers all in `Quiz.swift` (round
// twenty-five, C and D: scoresight's answers, CarBooking's palette). Each file is mapped alone; what
// the callers give is read from the project's other files.

// A quiz answer: every caller gives `isSelected: selectedAnswer == "…"` and sets that answer on tap
// — one choice of several, a radio's option: no checkbox.
struct AnswerButton: View {
    let label: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(label)
                .foregroundColor(isSelected ? .white : .black)
                .background(isSelected ? Color.green : Color.clear)
        }
    }
}

// A size: every caller's tap only assigns the size chosen — one choice again: no checkbox.
struct SizeButton: View {
    let title: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .background(isSelected ? Color.orange : Color.gray)
        }
    }
}

// A weekday: the callers ask a model and let it flip the day, which the file cannot see as one
// choice: a checkbox whose state nothing exposes (role-missing).
struct DayButton: View {
    let day: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(day)
                .background(isSelected ? Color.orange : Color.gray)
        }
    }
}

// One caller keeps one choice with it, another flips a model's day: not every caller is a single
// choice, so it stays a checkbox (role-missing).
struct ReminderChip: View {
    let text: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(text)
                .background(isSelected ? Color.blue : Color.clear)
        }
    }
}

// A palette of swatches, shown only under `Section(header: Text("Colour"))` in `Quiz.swift`:
// titled there (no group-header-missing); unnamed and with no trait (label-missing, role-missing).
struct PaletteView: View {
    @Binding var swatches: [PaletteSwatch]

    var body: some View {
        HStack {
            ForEach($swatches) { $swatch in
                Circle()
                    .stroke(swatch.isChecked ? Color.blue : Color.gray, lineWidth: swatch.isChecked ? 5 : 1)
                    .frame(width: 44, height: 44)
                    .onTapGesture {
                        swatch.isChecked.toggle()
                    }
            }
        }
    }
}

struct PaletteSwatch: Identifiable {
    let id: Int
    var isChecked: Bool
}

// A task's done mark: the caller compares the task's status (`task.status == .done`) but its tap
// flips the task through the model rather than setting the compared value — one item's two states,
// not a choice among options: a checkbox whose state nothing exposes (role-missing).
struct StatusChip: View {
    let title: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .background(isSelected ? Color.green : Color.gray)
        }
    }
}

// A quiz's answer whose mark is the `isCorrect` box (round twenty-seven, OfflineVocabulary): every
// caller gives `isSelected: idx == selectedIndex` and its closure sets `selectedIndex = idx` among
// other statements (`let correct = …`, a result appended): one answer of several, no checkbox.
struct QuizOptionButton: View {
    let option: String
    let isSelected: Bool
    let isCorrect: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Text(option)
                Spacer()
                if isCorrect {
                    Image(systemName: "checkmark.circle.fill")
                } else {
                    Image(systemName: "circle")
                }
            }
            .overlay(RoundedRectangle(cornerRadius: 12).stroke(isSelected ? Color.blue : Color.clear, lineWidth: 2))
        }
    }
}

// Several answers picked: the caller hands a membership (`picked.contains(idx)`) beside the
// current index its closure also sets (`isCurrent: idx == currentIndex`): a checkbox (role-missing).
struct MultiAnswerRow: View {
    let option: String
    let isChecked: Bool
    let isCurrent: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Text(option)
                Spacer()
                if isChecked {
                    Image(systemName: "checkmark.circle.fill")
                } else {
                    Image(systemName: "circle")
                }
            }
            .background(isCurrent ? Color.yellow : Color.clear)
        }
    }
}
