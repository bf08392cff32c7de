import SwiftSyntax

/// Words that say a state, not what the control is: "On"/"Off", "Checked"/"Unchecked",
/// "Done"/"Not done". A title made only of them names a state (`ActionButtons`), and an
/// accessibility label that chooses between them by the state (`.accessibilityLabel(isDone ?
/// "Checked" : "Unchecked")`) is the state's value, not a name: VoiceOver says "Checked, Button",
/// and nothing says what is checked.
enum StateWords {
    static let words: Set<String> = [
        "on", "off", "yes", "no", "checked", "unchecked", "selected", "unselected", "not selected", "deselected", "done",
        "not done", "complete", "completed", "incomplete", "enabled", "disabled", "true", "false", "ticked", "unticked",
        // The negations apps write beside "Complete"/"Completed" (a to-do's check image, `isCompleted ?
        // "Completed" : "Not complete"`), and beside "Checked".
        "not complete", "not completed", "uncompleted", "not checked",
    ]

    /// The ternary on `state` that `label` is (also inside `Text(…)`), when both its branches are
    /// literals of state words; nil otherwise.
    static func stateChoice(_ label: ExprSyntax, state: String) -> ExprSyntax? {
        var expression = label
        if let call = expression.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "Text",
           call.arguments.count == 1, let only = SwiftSyntaxFacts.shownWords(call) {
            expression = only.expression
        }
        guard let ternary = SwiftSyntaxFacts.ternary(expression), ternary.branches.count == 2,
              ShownByLook.readBool(ternary.condition) == state || HandMadeCheckbox.normalizedCondition(ternary.condition).hasSuffix("." + state),
              ternary.branches.allSatisfy({ branch in
                  SwiftSyntaxFacts.stringLiteral(branch).map { words.contains($0.lowercased().trimmingCharacters(in: .whitespaces)) } == true
              })
        else { return nil }
        return expression
    }
}
