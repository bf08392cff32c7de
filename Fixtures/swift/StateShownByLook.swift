import SwiftUI

// A choice shown only by the look of the view that takes the tap (SPEC §10, "a colour, a shape's
// fill"; round thirteen, pattern 1). VoiceOver reads each option's label and nothing of its state.

// An element of a list of Bools, toggled by its own Button and drawn as a circle behind its label
// only while it holds: each day is a checkbox (role-missing; its 40 × 40 pt label is the whole tap).
struct RepeatDays: View {
    @Binding var activeDays: [Bool]
    let names = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]

    var body: some View {
        HStack {
            ForEach(0..<7, id: \.self) { index in
                Button {
                    activeDays[index].toggle()
                } label: {
                    Text(names[index])
                        .frame(width: 40, height: 40)
                        .background {
                            if activeDays[index] {
                                Circle().fill(.blue)
                            }
                        }
                }
            }
        }
    }
}

// The same through a name bound to the element and a helper of the type that toggles it.
struct RepeatDaysThroughHelper: View {
    @Binding var activeDays: [Bool]
    let names = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]

    var body: some View {
        HStack {
            ForEach(0..<7, id: \.self) { index in
                let isActive = activeDays[index]
                let dayName = names[index]
                Button {
                    toggleDay(index)
                } label: {
                    Text(dayName)
                        .foregroundStyle(isActive ? Color.white : Color.blue)
                        .padding(12)
                        .background(isActive ? Color.blue : Color.clear)
                }
                .buttonStyle(.plain)
            }
        }
    }

    private func toggleDay(_ index: Int) {
        withAnimation {
            activeDays[index].toggle()
        }
    }
}

// A component whose Bool named for a choice is drawn only as a fill, its tap the caller's action
// (callers in other files): the component is the checkbox.
struct DayChip: View {
    let day: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(day)
                .padding(.vertical, 12)
                .frame(maxWidth: .infinity)
                .background(
                    RoundedRectangle(cornerRadius: 8)
                        .fill(isSelected ? Color.orange : Color.gray)
                )
                .foregroundColor(isSelected ? .white : .black)
        }
    }
}

// One Button in two branches that differ only in its style: one checkbox, at the first branch
// (its title "Interests" is no heading: group-header-missing).
struct InterestChips: View {
    @ObservedObject var interestList: InterestList

    var body: some View {
        VStack {
            Text("Interests").font(.title)
            LazyVGrid(columns: [GridItem(.flexible())]) {
                ForEach(interestList.items) { interest in
                    if interest.isChoosed == false {
                        Button(interest.name) {
                            interestList.toogle(interest)
                        }
                        .buttonStyle(.bordered)
                    } else {
                        Button(interest.name) {
                            interestList.toogle(interest)
                        }
                        .buttonStyle(.borderedProminent)
                    }
                }
            }
        }
    }
}

// Not checkboxes: one index chosen (a radio).
struct DayRadio: View {
    @State private var selectedIndex = 0
    let names = ["Mo", "Tu", "We"]

    var body: some View {
        HStack {
            ForEach(0..<3, id: \.self) { index in
                Button {
                    selectedIndex = index
                } label: {
                    Text(names[index])
                        .background(selectedIndex == index ? Color.blue : Color.clear)
                }
            }
        }
    }
}

// Not checkboxes: a colour chosen by a list the tap does not change (decoration).
struct HighlightedDays: View {
    @State private var visits = [0, 0, 0]
    let highlighted = [true, false, true]
    let names = ["Mo", "Tu", "We"]

    var body: some View {
        HStack {
            ForEach(0..<3, id: \.self) { index in
                Button {
                    visits[index] += 1
                } label: {
                    Text(names[index])
                        .background(highlighted[index] ? Color.yellow : Color.clear)
                }
            }
        }
    }
}

// Not checkboxes: a heart coloured by its element (a favourite button), and sections whose
// element says they are expanded (a disclosure).
struct FavouritesAndSections: View {
    @State private var favorites = [false, false]
    @State private var expanded = [false, false]
    let titles = ["Soup", "Salad"]

    var body: some View {
        VStack {
            ForEach(0..<2, id: \.self) { index in
                Button {
                    favorites[index].toggle()
                } label: {
                    Image(systemName: "heart").foregroundColor(favorites[index] ? .red : .gray)
                }
                Button {
                    expanded[index].toggle()
                } label: {
                    Text(titles[index]).background(expanded[index] ? Color.gray : Color.clear)
                }
            }
        }
    }
}

// Not checkboxes: a component whose Bool says nothing of a choice, and a component whose caller in
// the file makes it a radio (one tab chosen).
struct HighlightChip: View {
    let title: String
    let isHighlighted: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title).background(isHighlighted ? Color.yellow : Color.clear)
        }
    }
}

struct TabChip: View {
    let title: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title).foregroundColor(isSelected ? .blue : .gray)
        }
    }
}

struct Tabs: View {
    @State private var selected = "Day"

    var body: some View {
        HStack {
            ForEach(["Day", "Week"], id: \.self) { tab in
                TabChip(title: tab, isSelected: selected == tab) { selected = tab }
            }
        }
    }
}

// Not checkboxes: two branches whose Buttons say and do different things.
struct SessionButton: View {
    @ObservedObject var session: Session

    var body: some View {
        if session.isSelected {
            Button("Log out") { session.logOut(session) }.buttonStyle(.bordered)
        } else {
            Button("Log in") { session.logIn(session) }.buttonStyle(.borderedProminent)
        }
    }
}

// Not checkboxes: the same two-branch Button whose model method sets the one choice (a radio).
struct PersonalityChips: View {
    @ObservedObject var personalityList: PersonalityList

    var body: some View {
        ForEach(personalityList.items) { personality in
            if personality.isChoosed == false {
                Button(personality.name) { personalityList.selectOnly(personality) }.buttonStyle(.bordered)
            } else {
                Button(personality.name) { personalityList.selectOnly(personality) }.buttonStyle(.borderedProminent)
            }
        }
    }
}

// Not checkboxes: a menu item whose own hover state (no caller's value) chooses its colour.
struct HoverItem: View {
    var title: String
    var action: () -> Void
    @State private var isSelected: Bool = false

    var body: some View {
        Button(action: action) {
            Text(title)
                .foregroundColor(isSelected ? .accentColor : .primary)
                .onHover { isSelected = $0 }
        }
    }
}
