import SwiftUI

// Answers kept by a model as a list of lists of Bools, each flipped by its index through the model's path.
struct ModelAnswers: View {
    @EnvironmentObject var quiz: QuizModel
    let options: [String]
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<options.count, id: \.self) { index in
                Button(action: {
                    quiz.answers[quiz.current][index].toggle()
                }, label: {
                    Label(options[index], systemImage: quiz.answers[quiz.current][index] ? "checkmark.square" : "square")
                })
            }
        }
    }
}

// The symbol chosen by the view's own method, handed the element (and a mode that picks the shape).
struct MethodChosenSymbols: View {
    @EnvironmentObject var quiz: QuizModel
    let options: [String]
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<options.count, id: \.self) { index in
                Button(action: {
                    if quiz.allowsSeveral {
                        quiz.answers[quiz.current][index].toggle()
                    } else {
                        for other in 0..<options.count { quiz.answers[quiz.current][other] = other == index }
                    }
                }, label: {
                    Label(options[index], systemImage: symbol(several: quiz.allowsSeveral, selected: quiz.answers[quiz.current][index]))
                })
            }
        }
    }

    func symbol(several: Bool, selected: Bool) -> String {
        several ? (selected ? "checkmark.square" : "square") : (selected ? "record.circle" : "circle")
    }
}

// Near miss: the method is handed another list than the one the tap flips.
struct MethodOtherList: View {
    @State var selected: [Bool] = [false, false]
    @State var locked: [Bool] = [false, false]
    let options: [String]
    var body: some View {
        ForEach(0..<options.count, id: \.self) { index in
            Button(action: { selected[index].toggle() }) {
                Label(options[index], systemImage: symbol(locked: locked[index]))
            }
        }
    }

    func symbol(locked: Bool) -> String {
        locked ? "lock" : "lock.open"
    }
}
