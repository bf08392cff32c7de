import SwiftUI

struct Course {
    var title: String
    var isCompleted: Bool
}

struct Dish {
    var name: String
    var isEaten: Bool
}

struct Alarm {
    var name: String
    var isSet: Bool
}

// A section's mark, drawn by views of the file given the state, its check over a filled circle;
// the tap hands the state to the caller's closure. Named by the action its tap does, the label a
// sum of texts whose one choice reads the state ("Mark Lunch as completed", "Mark Lunch as not
// completed"): one line, no finding.
struct CourseHeaderRow: View {
    let course: Course
    let onToggle: (Bool) async -> Void

    var body: some View {
        HStack(spacing: 12) {
            CourseMark(isChecked: course.isCompleted)
                .onTapGesture {
                    Task { await onToggle(course.isCompleted) }
                }
                .accessibilityLabel(
                    Text("Mark ") + Text(course.title) + Text(course.isCompleted ? " as not completed" : " as completed")
                )
                .accessibilityAddTraits(.isButton)
            Text(course.title)
                .accessibilityAddTraits(.isHeader)
        }
    }
}

// The same mark named by a sum of texts that only names the section: a Button that never says
// its state. Fires at the type (role-missing).
struct CourseTitleRow: View {
    let course: Course
    let onToggle: (Bool) async -> Void

    var body: some View {
        CourseMark(isChecked: course.isCompleted)
            .onTapGesture {
                Task { await onToggle(course.isCompleted) }
            }
            .accessibilityLabel(Text("Course ") + Text(course.title))
            .accessibilityAddTraits(.isButton)
    }
}

// A dish's mark, the same drawing, named by the action: one line, no finding.
struct DishRow: View {
    let dish: Dish
    let onToggle: (Bool) async -> Void

    var body: some View {
        HStack(spacing: 12) {
            CourseMark(isChecked: dish.isEaten)
                .onTapGesture {
                    Task { await onToggle(dish.isEaten) }
                }
                .accessibilityLabel(dish.isEaten ? "Mark as not eaten" : "Mark as eaten")
                .accessibilityAddTraits(.isButton)
            Text(dish.name)
        }
    }
}

// The same mark with nothing of its own: fires at the type (no role; the dish's name beside it is
// neither tapped nor one element with it).
struct PlainDishRow: View {
    let dish: Dish
    let onToggle: (Bool) async -> Void

    var body: some View {
        HStack(spacing: 12) {
            CourseMark(isChecked: dish.isEaten)
                .onTapGesture {
                    Task { await onToggle(dish.isEaten) }
                }
            Text(dish.name)
        }
    }
}

// A bell over a filled circle, the closure named for the flip: no box. Silent.
struct AlarmRow: View {
    let alarm: Alarm
    let onToggle: (Bool) async -> Void

    var body: some View {
        HStack(spacing: 12) {
            BellMark(isSet: alarm.isSet)
                .onTapGesture {
                    Task { await onToggle(alarm.isSet) }
                }
            Text(alarm.name)
        }
    }
}

private struct CourseMark: View {
    let isChecked: Bool

    var body: some View {
        ZStack {
            Rectangle().frame(width: 1.5)
            CourseCircle(isChecked: isChecked)
        }
        .frame(width: 44)
    }
}

private struct CourseCircle: View {
    let isChecked: Bool

    var body: some View {
        ZStack {
            Circle().stroke(Color.gray, lineWidth: 1.5)
            if isChecked {
                Circle()
                    .fill(Color.green)
                Image(systemName: "checkmark")
                    .foregroundStyle(.white)
            }
        }
    }
}

private struct BellMark: View {
    let isSet: Bool

    var body: some View {
        ZStack {
            Circle().stroke(Color.gray, lineWidth: 1.5)
            if isSet {
                Circle()
                    .fill(Color.orange)
                Image(systemName: "bell.fill")
            }
        }
    }
}
