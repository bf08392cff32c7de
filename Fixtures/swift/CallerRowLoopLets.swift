import SwiftUI

// A row of the app's own whose Bool its caller hands through a `let` of the loop's body
// (`let isSelected = chosen.contains(calendar)`), its text a `Text` the caller gives, styled.
private struct MenuRow: View {
    let text: Text
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 0) {
                Image(systemName: "checkmark")
                    .frame(width: 20)
                    .opacity(isSelected ? 1 : 0)
                text
                    .font(.system(size: 13))
                    .lineLimit(1)
                Spacer()
            }
        }
        .buttonStyle(.plain)
    }
}

struct CalendarFilter: View {
    let calendars: [String]
    @State private var chosen: [String] = []

    var body: some View {
        VStack {
            ForEach(calendars, id: \.self) { calendar in
                let isSelected = chosen.contains(calendar)
                MenuRow(text: Text(calendar), isSelected: isSelected) {
                    if let index = chosen.firstIndex(of: calendar) {
                        chosen.remove(at: index)
                    } else {
                        chosen.append(calendar)
                    }
                }
            }
        }
    }
}

// The same look for the current calendar, opened on tap: the `let` is no membership the tap
// changes, so the row is no checkbox.
private struct CurrentRow: View {
    let text: Text
    let isCurrent: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 0) {
                Image(systemName: "checkmark")
                    .opacity(isCurrent ? 1 : 0)
                text
                    .lineLimit(1)
            }
        }
        .buttonStyle(.plain)
    }
}

struct CalendarSwitcher: View {
    let calendars: [String]
    @State private var current: String?
    @State private var opened: [String] = []

    var body: some View {
        VStack {
            ForEach(calendars, id: \.self) { calendar in
                let isCurrent = opened.contains(calendar)
                CurrentRow(text: Text(calendar), isCurrent: isCurrent) {
                    current = calendar
                }
            }
        }
    }
}
