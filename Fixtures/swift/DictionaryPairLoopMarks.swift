import SwiftUI

// A mark made once per pair of a dictionary whose loop destructures the pair in its closure (round
// thirty-two, second part, pattern 2; a daily checklist): `ForEach(dict.sorted(by: …), id: \.key) {
// title, done in … }`, `done` being `dict[title]`. Found: `DailyChecklist`, its circles drawn by
// `done` and its Button asking the model that owns the dictionary to `toggle(title)` (the method's
// body, a `switch` over the keys, is read by its name, as `vm.toggleSelection(id)` is), with
// label-missing (the circles say nothing), role-missing and hit-area-too-small (32 × 32 pt);
// `PackingList`, `packed[name]?.toggle()` beside a box symbol chosen by the value; `WeekdayPicker`,
// `Array(days.enumerated())` with `days[index] = !on`. Silent: `ScoreBoard`, values shown with no
// tap; `RoutineList`, the key handed to a method that opens the routine; `StarredList`, a favourite
// star flipped by its entry; `RevealedNotes`, an entry set to `true` that shows a check only once set.
final class ChallengeDay: ObservableObject {
    @Published var water = false
    @Published var reading = false
    @Published var opened: String?

    var tasks: [String: Bool] { ["Water": water, "Read": reading] }

    func toggle(_ key: String) {
        switch key {
        case "Water": if !water { water = true }
        case "Read": if !reading { reading = true }
        default: break
        }
    }

    func open(_ key: String) {
        opened = key
    }
}

struct DailyChecklist: View {
    @ObservedObject var viewModel: ChallengeDay

    var body: some View {
        VStack(spacing: 24) {
            ForEach(viewModel.tasks.sorted(by: { $0.key < $1.key }), id: \.key) { title, done in
                HStack(spacing: 16) {
                    Button {
                        viewModel.toggle(title)
                    } label: {
                        ZStack {
                            Circle()
                                .strokeBorder(done ? Color.accentColor : Color.gray, lineWidth: 3)
                                .frame(width: 32, height: 32)
                            if done {
                                Circle()
                                    .fill(Color.accentColor)
                                    .frame(width: 18, height: 18)
                            }
                        }
                    }
                    .buttonStyle(.plain)
                    .disabled(done)
                    Text(title)
                    Spacer()
                }
            }
        }
    }
}

struct PackingList: View {
    @State private var packed: [String: Bool] = ["Passport": false, "Charger": false]

    var body: some View {
        List {
            Section("Packed") {
                ForEach(packed.sorted { $0.key < $1.key }, id: \.key) { name, isPacked in
                    HStack {
                        Button {
                            packed[name]?.toggle()
                        } label: {
                            Image(systemName: isPacked ? "checkmark.square" : "square")
                        }
                        Text(name)
                    }
                }
            }
        }
    }
}

struct WeekdayPicker: View {
    @State private var days = [false, true, false, false, true, false, false]

    var body: some View {
        HStack {
            ForEach(Array(days.enumerated()), id: \.offset) { index, on in
                Button {
                    days[index] = !on
                } label: {
                    Image(systemName: on ? "checkmark.circle.fill" : "circle")
                        .frame(width: 44, height: 44)
                }
                .accessibilityLabel("Day \(index + 1)")
            }
        }
    }
}

struct ScoreBoard: View {
    let passed: [String: Bool]

    var body: some View {
        VStack {
            ForEach(passed.sorted(by: { $0.key < $1.key }), id: \.key) { name, didPass in
                HStack {
                    Image(systemName: didPass ? "checkmark.circle.fill" : "circle")
                    Text(name)
                }
            }
        }
    }
}

struct RoutineList: View {
    @ObservedObject var viewModel: ChallengeDay

    var body: some View {
        VStack {
            ForEach(viewModel.tasks.sorted(by: { $0.key < $1.key }), id: \.key) { title, done in
                Button {
                    viewModel.open(title)
                } label: {
                    HStack {
                        Image(systemName: done ? "checkmark.circle.fill" : "circle")
                        Text(title)
                    }
                }
            }
        }
    }
}

struct StarredList: View {
    @State private var starred: [String: Bool] = ["Milk": false]

    var body: some View {
        VStack {
            ForEach(starred.sorted { $0.key < $1.key }, id: \.key) { name, isStarred in
                HStack {
                    Button {
                        starred[name]?.toggle()
                    } label: {
                        Image(systemName: isStarred ? "star.fill" : "star")
                    }
                    Text(name)
                }
            }
        }
    }
}

struct RevealedNotes: View {
    @State private var shown: [String: Bool] = ["Intro": false]

    var body: some View {
        VStack {
            ForEach(shown.sorted { $0.key < $1.key }, id: \.key) { name, isShown in
                HStack {
                    Text(name)
                    if isShown {
                        Image(systemName: "checkmark")
                    }
                }
                .onTapGesture {
                    shown[name] = true
                }
            }
        }
    }
}
