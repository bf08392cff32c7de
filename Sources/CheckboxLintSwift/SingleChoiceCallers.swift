import SwiftSyntax

/// Whether a component's callers in the project's other files each keep one choice of several with
/// it (round twenty-five, C: a quiz's `AnswerButton`): `AnswerButton(label: "smoothly", isSelected:
/// selectedAnswer == "smoothly") { selectedAnswer = "smoothly"; … }`. The Bool is true for the one
/// option equal to the caller's choice, so tapping another moves the choice there: the options are a
/// radio group, whatever the component draws. A caller in the component's own file says so already
/// (`SelectedLookComponents` leaves such a component to them); this reads the callers of the other
/// files (`ProjectCallers`, which parses only the files whose bytes spell the type's name) the same way.
///
/// A call keeps one choice when it gives the Bool as an equality (`selection == item`,
/// `selectedAnswer == "smoothly"`) whose compared value the closure it gives for the tap sets (or it
/// gives none there), or when that closure only assigns values (`{ order = item }`,
/// `ClosureTapStates.assignsOneChoice`). An equality alone is no choice: a to-do's `isSelected:
/// todo.status == .done` beside `{ store.toggle(todo) }` is one item's two states. Every call must,
/// and there must be one:
/// a caller that passes a membership (`chosen.contains(item)`) or flips the value makes the
/// component a checkbox again, and a component no file calls is judged by its own file.
enum SingleChoiceCallers {
    /// - Parameters:
    ///   - typeName: the component (`AnswerButton`).
    ///   - choice: its Bool property the look shows (`isSelected`).
    ///   - action: its closure property the tap runs (`action`).
    static func keepOneChoice(_ typeName: String, choice: String, action: String) -> Bool {
        let sites = ProjectCallers.sites(of: typeName)
        return !sites.isEmpty && sites.allSatisfy { site in
            let closure = CallerClosureActions.closure(givenAs: action, to: site.call)
            if let given = SwiftSyntaxFacts.argument(site.call, choice), let compared = comparedSides(given) {
                guard let closure else { return true }
                if assigns(oneOf: compared, in: closure) { return true }
            }
            return closure.map(ClosureTapStates.assignsOneChoice) == true
        }
    }

    /// Whether `call` keeps one choice whichever of its arguments the component's look reads: one
    /// argument is an equality (`isSelected: idx == selectedIndex`) whose compared value the closure
    /// it gives as `action` sets anywhere, whatever else that closure does (`selectedIndex = idx;
    /// let correct = …; results.append(…)`: a quiz's answer, round twenty-seven); or that closure
    /// only assigns values. For a component whose box may be another Bool than the one compared
    /// (a quiz's `isCorrect` mark beside the `isSelected` ring): the answers are still one choice.
    static func keepsOneChoice(_ call: FunctionCallExprSyntax, action: String) -> Bool {
        guard let closure = CallerClosureActions.closure(givenAs: action, to: call) else { return false }
        let choices = call.arguments.compactMap { comparedSides($0.expression) }
        return choices.contains { assigns(oneOf: $0, in: closure) } || ClosureTapStates.assignsOneChoice(closure)
    }

    /// The two sides of `a == b` (as the parser leaves it unfolded: a `SequenceExprSyntax` of three
    /// elements), `self.` dropped; nil for anything else.
    /// A Bool compared with a literal (`isDone: item.done == true`) is that Bool, no choice.
    private static func comparedSides(_ expression: ExprSyntax) -> Set<String>? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
              !elements.contains(where: { $0.is(BooleanLiteralExprSyntax.self) }) else { return nil }
        return [plain(elements[0]), plain(elements[2])]
    }

    /// Whether `closure` assigns one of `names` anywhere in it (`selectedAnswer = "legato"`; inside
    /// `withAnimation { selectedUser = selectedUser == user ? nil : user }`).
    private static func assigns(oneOf names: Set<String>, in closure: ClosureExprSyntax) -> Bool {
        SwiftSyntaxFacts.nodes(SequenceExprSyntax.self, in: Syntax(closure)).contains { sequence in
            let elements = Array(sequence.elements)
            // `selection = !selection` flips a Bool: no choice moved.
            return elements.count >= 3 && elements[1].is(AssignmentExprSyntax.self) && names.contains(plain(elements[0]))
                && elements[2].as(PrefixOperatorExprSyntax.self)?.operator.text != "!"
        }
    }

    private static func plain(_ expression: ExprSyntax) -> String {
        let text = expression.trimmedDescription
        return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }
}
