import SwiftUI

// Week days chosen by colour; whether a day is chosen is read through its index, found first.
struct RepeatDays: View {
    @State var chosenDays: [String] = []
    var body: some View {
        VStack {
            Text("Repeat on")
                .font(.headline)
            HStack {
                ForEach(Calendar.current.weekdaySymbols, id: \.self) { day in
                    let index = chosenDays.firstIndex { value in
                        return value == day
                    } ?? -1
                    Text(day.prefix(2))
                        .padding(.vertical)
                        .background {
                            RoundedRectangle(cornerRadius: 10)
                                .fill(index != -1 ? Color.blue : Color.gray)
                        }
                        .onTapGesture {
                            if index != -1 {
                                chosenDays.remove(at: index)
                            } else {
                                chosenDays.append(day)
                            }
                        }
                }
            }
        }
    }
}

// The optional index, compared with nil.
struct Toppings: View {
    @State var toppings: [String] = []
    let all = ["Ham", "Cheese", "Olives"]
    var body: some View {
        ForEach(all, id: \.self) { topping in
            let found = toppings.firstIndex(of: topping)
            Text(topping)
                .foregroundColor(found != nil ? .white : .primary)
                .background(found != nil ? Color.green : Color.clear)
                .onTapGesture {
                    if let found {
                        toppings.remove(at: found)
                    } else {
                        toppings.append(topping)
                    }
                }
        }
    }
}

// Near miss: the index compared with a position, not with "not found": no membership.
struct FirstPlace: View {
    @State var ranking: [String] = []
    let runners = ["Ann", "Bo"]
    var body: some View {
        ForEach(runners, id: \.self) { runner in
            let place = ranking.firstIndex(of: runner) ?? -1
            Text(runner)
                .background(place == 0 ? Color.yellow : Color.clear)
                .onTapGesture { ranking.insert(runner, at: 0) }
        }
    }
}
