import SwiftUI

// A Button whose label is a VStack: a circle framed 40 × 40 pt above a caption. A VStack is as
// wide as its widest child; the caption's width is bounded by what the file says of it.
struct WeekdayPicker: View {
    @State private var chosen: Set<Int> = []
    let days = [(0, "S", "Sunday"), (1, "M", "Monday"), (2, "T", "Tuesday")]

    var body: some View {
        Form {
            Section("Days of Week") {
                HStack(spacing: 12) {
                    ForEach(days, id: \.0) { day in
                        DayCaptionButton(day: day.1, fullName: day.2, isSelected: chosen.contains(day.0)) {
                            if chosen.contains(day.0) { chosen.remove(day.0) } else { chosen.insert(day.0) }
                        }
                    }
                }
            }
            Section("Short days") {
                HStack(spacing: 12) {
                    ForEach(days, id: \.0) { day in
                        DayLetterButton(day: day.1, isSelected: chosen.contains(day.0)) {
                            if chosen.contains(day.0) { chosen.remove(day.0) } else { chosen.insert(day.0) }
                        }
                    }
                }
            }
            Section("Named days") {
                HStack(spacing: 12) {
                    ForEach(days, id: \.0) { day in
                        DayNameButton(day: day.1, fullName: day.2, isSelected: chosen.contains(day.0)) {
                            if chosen.contains(day.0) { chosen.remove(day.0) } else { chosen.insert(day.0) }
                        }
                    }
                }
            }
            Section("Large days") {
                HStack(spacing: 12) {
                    ForEach(days, id: \.0) { day in
                        LargeDayButton(day: day.1, fullName: day.2, isSelected: chosen.contains(day.0)) {
                            if chosen.contains(day.0) { chosen.remove(day.0) } else { chosen.insert(day.0) }
                        }
                    }
                }
            }
            Section("Row days") {
                ForEach(days, id: \.0) { day in
                    DayRowButton(day: day.1, fullName: day.2, isSelected: chosen.contains(day.0)) {
                        if chosen.contains(day.0) { chosen.remove(day.0) } else { chosen.insert(day.0) }
                    }
                }
            }
        }
    }
}

// Found: a caption of at most 3 characters in `.caption2` (11 pt) is at most about 43 pt wide, so
// the Button is about 40 pt wide, under 44 whatever the characters.
struct DayCaptionButton: View {
    let day: String
    let fullName: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            VStack(spacing: 4) {
                Text(day)
                    .font(.system(size: 14, weight: .semibold))
                    .frame(width: 40, height: 40)
                    .background(isSelected ? Color.green : Color(.systemGray5))
                    .clipShape(Circle())
                Text(fullName.prefix(3))
                    .font(.caption2)
                    .foregroundColor(.secondary)
            }
        }
        .buttonStyle(.plain)
    }
}

// Found: a caption of two letters in `.caption` (12 pt) cannot be wider than the 40 pt circle: the
// Button is 40 pt wide.
struct DayLetterButton: View {
    let day: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            VStack {
                Text(day)
                    .frame(width: 40, height: 40)
                    .background(isSelected ? Color.green : Color(.systemGray5))
                    .clipShape(Circle())
                Text("Wk")
                    .font(.caption)
            }
        }
        .buttonStyle(.plain)
    }
}

// A note: the caption is the whole day's name, whose width the file does not decide.
struct DayNameButton: View {
    let day: String
    let fullName: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            VStack(spacing: 4) {
                Text(day)
                    .frame(width: 40, height: 40)
                    .background(isSelected ? Color.green : Color(.systemGray5))
                    .clipShape(Circle())
                Text(fullName)
                    .font(.caption2)
            }
        }
        .buttonStyle(.plain)
    }
}

// Near miss: a 48 pt circle above the same short caption: wide enough, no finding.
struct LargeDayButton: View {
    let day: String
    let fullName: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            VStack(spacing: 4) {
                Text(day)
                    .frame(width: 48, height: 48)
                    .background(isSelected ? Color.green : Color(.systemGray5))
                    .clipShape(Circle())
                Text(fullName.prefix(3))
                    .font(.caption2)
            }
        }
        .buttonStyle(.plain)
    }
}

// Near miss: the circle beside the name in an HStack: its width is a sum the file does not give,
// its height at least the circle's; nothing is read, no finding.
struct DayRowButton: View {
    let day: String
    let fullName: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Text(day)
                    .frame(width: 40, height: 40)
                    .background(isSelected ? Color.green : Color(.systemGray5))
                    .clipShape(Circle())
                Text(fullName)
            }
        }
        .buttonStyle(.plain)
    }
}
