import SwiftUI

// The row `RepeatRulePicker` gives `RepeatChoiceList` (in `RepeatChoiceList.swift`): its circle is
// hidden, the chosen state said by `.isSelected`. No checkbox of its own here; the file's checkbox
// is the reminder's Toggle.
public struct RepeatDayCheckRow: View {
    var title: String
    var isSelected: Bool

    public var body: some View {
        HStack {
            Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                .accessibilityHidden(true)
            Text(title)
        }
        .contentShape(Rectangle())
        .accessibilityAddTraits(isSelected ? [.isSelected] : [])
    }
}

struct RepeatReminderRow: View {
    @Binding var remind: Bool

    var body: some View {
        Toggle("Remind me", isOn: $remind)
    }
}
