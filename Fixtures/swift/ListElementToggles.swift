import SwiftUI

// Answers kept as a list of Bools, each flipped by its index: the list is the state the look reads.
struct MultipleAnswers: View {
    let options: [String]
    @State var selected: [Bool] = [false, false, false]
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<options.count, id: \.self) { index in
                Button(action: {
                    selected[index].toggle()
                }, label: {
                    Label(options[index], systemImage: selected[index] ? "checkmark.square" : "square")
                })
            }
        }
    }
}

// A list of lists, by question and answer.
struct Quiz: View {
    let options: [String]
    let question: Int
    @State var answers: [[Bool]] = [[false, false], [false, false]]
    var body: some View {
        ForEach(0..<options.count, id: \.self) { index in
            Button {
                answers[question][index] = !answers[question][index]
            } label: {
                HStack {
                    Image(systemName: answers[question][index] ? "checkmark.square.fill" : "square")
                    Text(options[index])
                }
            }
        }
    }
}

// Near miss: the look reads another list than the one the tap flips.
struct Mismatch: View {
    let options: [String]
    @State var selected: [Bool] = [false, false]
    @State var locked: [Bool] = [false, false]
    var body: some View {
        ForEach(0..<options.count, id: \.self) { index in
            Button(action: { selected[index].toggle() }) {
                Label(options[index], systemImage: locked[index] ? "lock" : "lock.open")
            }
        }
    }
}
