import SwiftUI

// Round thirteen, pattern 1: a list of Bools, each option shown by a look alone and toggled by
// its own tap: a checkbox at each Button (`ListElementStates`; fixture `StateShownByLook.swift`).
struct RepeatDaysByColour: View {
    @Binding var activeDays: [Bool]
    let names = ["Mo", "Tu", "We"]

    var body: some View {
        HStack {
            ForEach(0..<3) { index in
                Button { activeDays[index].toggle() } label: {
                    Text(names[index]).background(activeDays[index] ? Color.blue : Color.clear)
                }
            }
        }
    }
}

struct RepeatDaysByShape: View {
    @Binding var activeDays: [Bool]

    var body: some View {
        HStack {
            ForEach(0..<3) { index in
                Button {
                    activeDays[index].toggle()
                } label: {
                    Text("Day")
                        .frame(width: 40, height: 40)
                        .background { if activeDays[index] { Circle().fill(.blue) } }
                }
            }
        }
    }
}

// Round thirteen, pattern 2: a selection set, the tap calling a method named for toggling with
// the key the box tests. Fires at each row.
struct FilterRowsTernary: View {
    @ObservedObject var vm: FilterModel

    var body: some View {
        List {
            ForEach(vm.categories) { category in
                HStack {
                    Text(category.name)
                    Image(systemName: vm.selected.contains(category.id) ? "checkmark.circle.fill" : "circle")
                }
                .onTapGesture { vm.toggleSelection(category.id) }
            }
        }
    }
}

struct FilterRowsBranches: View {
    @ObservedObject var vm: FilterModel

    var body: some View {
        List {
            ForEach(vm.categories) { category in
                HStack {
                    Text(category.name)
                    Spacer()
                    if vm.selected.contains(category.id) {
                        Image(systemName: "checkmark.circle.fill")
                    } else {
                        Image(systemName: "circle")
                    }
                }
                .contentShape(Rectangle())
                .onTapGesture { vm.toggleSelection(category.id) }
            }
        }
    }
}

// Not checkboxes: a Button that toggles a Bool but shows nothing chosen by it.
struct ToggleShowsNothing: View {
    @Binding var activeDays: [Bool]

    var body: some View {
        ForEach(0..<3) { index in
            Button { activeDays[index].toggle() } label: {
                Text("Day").background(Color.blue)
            }
        }
    }
}

// Not checkboxes: a look chosen by a Bool the tap does not change.
struct LookTheTapDoesNotChange: View {
    @Binding var activeDays: [Bool]
    @Binding var counts: [Int]

    var body: some View {
        ForEach(0..<3) { index in
            Button { counts[index] += 1 } label: {
                Text("Day").background(activeDays[index] ? Color.blue : Color.clear)
            }
        }
    }
}

// Not checkboxes: a key the box does not test (the tap toggles another row's key).
struct FilterRowsOtherKey: View {
    @ObservedObject var vm: FilterModel

    var body: some View {
        List {
            ForEach(vm.categories) { category in
                HStack {
                    Text(category.name)
                    Image(systemName: vm.selected.contains(category.id) ? "checkmark.circle.fill" : "circle")
                }
                .onTapGesture { vm.toggleSelection(vm.categories[0].id) }
            }
        }
    }
}
