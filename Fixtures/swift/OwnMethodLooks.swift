import SwiftUI

// A day picker made by hand: a Button per day whose action adds the day to the chosen list or
// takes it out, through a method of the view (`select(day)`), and whose only look of the choice is
// a colour chosen by another method of the view given the day (`isSelected(day) ? … : …`), whose
// body is one expression (`days.contains(day)`). VoiceOver reads "{day.abbrv}, Button" chosen or
// not: role-missing at the loop's Button, and the set has no header. The look's condition is read
// as the method's body with the day put for its parameter (`StateLooks.throughOwnMethod`), as the
// tap's side already reads `select(day)` through its body.

enum PickedDay: String, CaseIterable {
    case monday, tuesday, wednesday

    var abbrv: String { String(rawValue.prefix(3)) }
}

// Fires: `isSelected(day)` is `days.contains(day)`.
struct DayMethodPicker: View {
    @Binding var days: [PickedDay]

    var body: some View {
        HStack {
            ForEach(PickedDay.allCases, id: \.self) { day in
                Button(day.abbrv) {
                    select(day)
                }
                .padding(8)
                .foregroundColor(isSelected(day) ? .white : .purple)
                .background(isSelected(day) ? Color.purple : .clear)
            }
        }
    }

    func isSelected(_ day: PickedDay) -> Bool {
        days.contains(day)
    }

    func select(_ day: PickedDay) {
        if let index = days.firstIndex(of: day) {
            days.remove(at: index)
        } else {
            days.append(day)
        }
    }
}

// Fires: a `return`, a parameter named apart from its label, called through `self.`.
struct TagMethodChips: View {
    let tags: [String]
    @State private var picked: Set<String> = []

    var body: some View {
        VStack {
            ForEach(tags, id: \.self) { tag in
                Button(tag) { toggle(tag) }
                    .background(self.marked(tag: tag) ? Color.blue : Color.gray)
            }
        }
    }

    private func marked(tag name: String) -> Bool {
        return picked.contains(name)
    }

    private func toggle(_ tag: String) {
        if picked.contains(tag) { picked.remove(tag) } else { picked.insert(tag) }
    }
}

// Silent: the method given the day reads the list but says whether the day is the first chosen,
// not whether it is chosen; the colour marks the first day, no checkbox's state.
struct FirstDayMethodPicker: View {
    @Binding var days: [PickedDay]

    var body: some View {
        HStack {
            ForEach(PickedDay.allCases, id: \.self) { day in
                Button(day.abbrv) {
                    select(day)
                }
                .foregroundColor(isFirst(day) ? .white : .purple)
            }
        }
    }

    func isFirst(_ day: PickedDay) -> Bool {
        days.first == day
    }

    func select(_ day: PickedDay) {
        if let index = days.firstIndex(of: day) {
            days.remove(at: index)
        } else {
            days.append(day)
        }
    }
}
