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
/// `selectedAnswer == "smoothly"`), or when the closure it gives for the tap only assigns values
/// (`{ order = item }`, `ClosureTapStates.assignsOneChoice`). Every call must, and there must be one:
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
            if let given = SwiftSyntaxFacts.argument(site.call, choice), isEquality(given) { return true }
            return CallerClosureActions.closure(givenAs: action, to: site.call).map(ClosureTapStates.assignsOneChoice) == true
        }
    }

    /// `a == b`, as the parser leaves it unfolded (`SequenceExprSyntax` of three elements).
    private static func isEquality(_ expression: ExprSyntax) -> Bool {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        return elements.count == 3 && elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "=="
    }
}
