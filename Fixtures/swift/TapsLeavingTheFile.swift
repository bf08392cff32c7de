import Combine
import SwiftUI

final class ChecklistItemModel: ObservableObject {
    @Published var isDone = false
    @Published var isEditable = false
    let onCheckMarkTapped = PassthroughSubject<Void, Never>()
    let onOpenTapped = PassthroughSubject<Void, Never>()
}

// The tap sends the model's subject named for the check, the circle shows the model's Bool: the
// model flips it. Fires at the type, its one tap (a symbol alone: no name, no role).
struct ChecklistItemRow: View {
    @ObservedObject var viewModel: ChecklistItemModel

    var body: some View {
        HStack {
            Image(systemName: viewModel.isDone ? "checkmark.circle" : "circle")
                .onTapGesture {
                    if !viewModel.isEditable {
                        viewModel.onCheckMarkTapped.send()
                    }
                }
            Text("Buy milk")
        }
    }
}

// A subject named for opening the item, beside a status circle: the tap opens, it does not check.
// Silent.
struct OpenItemRow: View {
    @ObservedObject var viewModel: ChecklistItemModel

    var body: some View {
        Image(systemName: viewModel.isDone ? "checkmark.circle" : "circle")
            .onTapGesture { viewModel.onOpenTapped.send() }
    }
}

// A chip: an icon beside its text, the chosen state only a background colour, the tap the
// caller's closure. Fires at the type: VoiceOver reads the text, and nothing of the choice.
public struct FilterChip: View {
    let imageName: String
    let text: String
    let isSelected: Bool
    let onTap: () -> ()

    public var body: some View {
        HStack {
            Image(systemName: imageName)
            Text(text)
        }
        .padding(.vertical, 4)
        .background(isSelected ? Color.blue : Color.gray)
        .onTapGesture {
            onTap()
        }
    }
}

// The same chip with a star: a favourite, not a checkbox. Silent.
struct FavouriteChip: View {
    let text: String
    let isSelected: Bool
    let onTap: () -> Void

    var body: some View {
        HStack {
            Image(systemName: "star")
            Text(text)
        }
        .background(isSelected ? Color.yellow : Color.gray)
        .onTapGesture { onTap() }
    }
}

// A highlighted navigation row with a chevron: the tap opens a screen. Silent.
struct DestinationRow: View {
    let title: String
    let isSelected: Bool
    let onTap: () -> Void

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Image(systemName: "chevron.right")
        }
        .background(isSelected ? Color.accentColor : Color.clear)
        .onTapGesture { onTap() }
    }
}

// A tap through the caller's closure, but nothing it shows is chosen by a Bool. Silent.
struct PlainTapRow: View {
    let title: String
    let onTap: () -> Void

    var body: some View {
        HStack {
            Image(systemName: "circle")
            Text(title)
        }
        .onTapGesture { onTap() }
    }
}

struct Reminder {
    var title: String
    var isCompleted: Bool
}

// The circle's tap calls a method that calls the caller's closure (animated or not). Named by
// the action its tap does ("Mark as complete"), with the button trait: one line, no finding.
struct ReminderRow: View {
    let reminder: Reminder
    let reduceMotion: Bool
    let onToggle: () throws -> Void

    var body: some View {
        HStack {
            Text(reminder.title)
            Spacer()
            Image(systemName: reminder.isCompleted ? "checkmark.circle.fill" : "circle")
                .onTapGesture { toggleReminder() }
                .accessibilityLabel(reminder.isCompleted ? "Mark as incomplete" : "Mark as complete")
                .accessibilityAddTraits(.isButton)
        }
    }

    func toggleReminder() {
        if reduceMotion {
            try? onToggle()
        } else {
            withAnimation(.easeInOut) {
                try? onToggle()
            }
        }
    }
}

struct FoodItem {
    var name: String
    var isConsumed: Bool
}

// A drawn mark given the state, two views deep, tapped; the caller's closure, named for the flip,
// is handed the state and awaited in a Task. Fires at the type, its one tap: no role, the name
// beside the mark is not tapped, and the mark's outer frame is 28 pt wide.
struct FoodTimelineRow: View {
    let item: FoodItem
    let onToggle: (Bool) async -> Void

    var body: some View {
        HStack(spacing: 12) {
            TimelineMark(isChecked: item.isConsumed)
                .onTapGesture {
                    Task { await onToggle(item.isConsumed) }
                }
            Text(item.name)
        }
    }
}

// The same mark, the closure handed the state but named for opening the item. Silent.
struct FoodOpenRow: View {
    let item: FoodItem
    let onOpen: (Bool) async -> Void

    var body: some View {
        TimelineMark(isChecked: item.isConsumed)
            .onTapGesture {
                Task { await onOpen(item.isConsumed) }
            }
    }
}

private struct TimelineMark: View {
    let isChecked: Bool

    var body: some View {
        ZStack {
            Rectangle().frame(width: 1.5)
            TimelineCircle(isChecked: isChecked)
        }
        .frame(width: 28)
    }
}

private struct TimelineCircle: View {
    let isChecked: Bool

    var body: some View {
        ZStack {
            Circle().stroke(Color.gray)
            if isChecked {
                Image(systemName: "checkmark")
            }
        }
    }
}
