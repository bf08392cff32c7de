import SwiftUI

// A Button whose whole action flips one Bool of its model, whose only look of that Bool is a
// colour chosen by a ternary that is not the colour modifier's argument itself but the value it
// takes: in parentheses with a `?? default` for a colour that may be nil, or a branch of a
// ternary on the colour scheme (round twenty-six, miss 2). VoiceOver reads "arrow circlepath,
// Button" either way: label-missing and role-missing, at the Button's view.

extension Color {
    init?(hex: String) { self = .blue }
}

final class Chore: ObservableObject {
    @Published var daily = false
    @Published var pinned = false
    var color = "#3366FF"
}

// Fires: the ternary in parentheses, then `?? Color.clear`.
struct DailyDefaultedLook: View {
    @ObservedObject var item: Chore

    var body: some View {
        Button(action: { item.daily.toggle() }, label: {
            Image(systemName: "arrow.circlepath")
                .font(.title)
                .foregroundStyle((item.daily ? Color(hex: item.color) : Color(hex: item.color)?.opacity(0.5)) ?? Color.clear)
                .frame(width: 60, height: 60)
        })
    }
}

// Fires: the Bool's ternaries are the branches of one on the colour scheme.
struct DailySchemeLook: View {
    @Environment(\.colorScheme) private var colorScheme
    @ObservedObject var item: Chore

    var body: some View {
        Button(action: { item.daily.toggle() }, label: {
            Image(systemName: "arrow.circlepath")
                .font(.title)
                .foregroundStyle(colorScheme == .dark ? (item.daily ? Color.black : Color.gray) : (item.daily ? Color.white : Color.gray))
                .frame(width: 60, height: 60)
        })
    }
}

// Silent: the nested ternaries choose by another Bool than the one the Button flips.
struct PinnedSchemeLook: View {
    @Environment(\.colorScheme) private var colorScheme
    @ObservedObject var item: Chore

    var body: some View {
        Button(action: { item.daily.toggle() }, label: {
            Image(systemName: "arrow.circlepath")
                .foregroundStyle(colorScheme == .dark ? (item.pinned ? Color.black : Color.gray) : (item.pinned ? Color.white : Color.gray))
        })
    }
}

// Silent: the defaulted ternary is a frame's width, no look of the Bool's state.
struct DailyWidth: View {
    @ObservedObject var item: Chore

    var body: some View {
        Button(action: { item.daily.toggle() }, label: {
            Image(systemName: "arrow.circlepath")
                .frame(width: (item.daily ? Optional(60) : nil) ?? 40)
        })
    }
}
