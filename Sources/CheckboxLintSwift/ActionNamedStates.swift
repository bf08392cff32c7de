import SwiftSyntax

/// A checkbox `Button` named by the action its tap takes next, the action chosen by its own state:
/// `.accessibilityLabel(isCompleted ? "Mark as incomplete" : "Mark as complete")`. VoiceOver says
/// "Mark as complete, Button", then "Mark as incomplete, Button": the name tells what the tap does
/// and, by it, the state (the pattern Apple's Reminders uses for its circles). Such a Button
/// declares no checkbox role and needs none (no `role-missing`), and the text shown beside it (the
/// reminder's title) is the item it acts on, not its label: its box is no label's tap target
/// (`label-not-tappable`), nor the other half of one element (`announcement-split`).
///
/// Only a choice between two texts that are both action phrases: a phrase that starts with a verb
/// a control takes ("Mark as done", "Show password", "Unpin"), the choice written whole or as one
/// part of a sum of texts (`Text("Mark ") + Text(title) + Text(done ? " as not done" : " as done")`). A choice of state words ("Done" /
/// "Not done", "Selected" / "Not selected"), or one on another Bool than the state the tap
/// changes, tells no action: the button is still judged as a checkbox without a role.
enum ActionNamedStates {
    /// Whether `label`, a Button's own `.accessibilityLabel` argument, chooses between two action
    /// phrases by `state` (its last name, `reminder.isCompleted` → `isCompleted`, read in the
    /// condition).
    static func namesActionByState(_ label: ExprSyntax, state: String) -> Bool {
        // `.accessibilityLabel(Text(done ? "Reopen task" : "Complete task"))`: the text is the label.
        let expression = TextSums.textArgument(label)
        let stateName = String(state.split(separator: ".").last ?? Substring(state))
        // `Text("Mark ") + Text(section.title) + Text(done ? " as not done" : " as done")`: the
        // texts the parts make together, the choice in one of them.
        if let sum = TextSums.alternatives(of: expression) {
            return namesAction(sum.texts[0], sum.texts[1], choice: sum.choice, stateName: stateName)
        }
        guard let ternary = SwiftSyntaxFacts.ternary(expression), ternary.branches.count == 2,
              let one = text(of: ternary.branches[0]), let other = text(of: ternary.branches[1]) else { return false }
        return namesAction(one, other, choice: expression, stateName: stateName)
    }

    /// Whether `one` and `other`, the texts `choice` chooses between on `stateName`, are two
    /// different action phrases.
    private static func namesAction(_ one: String, _ other: String, choice: ExprSyntax, stateName: String) -> Bool {
        guard one.lowercased() != other.lowercased() else { return false }
        let readsState = conditionTokens(of: choice).contains { $0.tokenKind == .identifier(stateName) }
        return readsState && isActionPhrase(one) && isActionPhrase(other)
    }

    /// The tokens of the ternary's condition: those before its `?`.
    private static func conditionTokens(of expression: ExprSyntax) -> [TokenSyntax] {
        var tokens: [TokenSyntax] = []
        for token in expression.tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .infixQuestionMark { break }
            tokens.append(token)
        }
        return tokens
    }

    /// A branch's text: a string literal, its interpolations as their code (`"Mark \(title) as
    /// done"` starts with its verb all the same); `String(localized: "key")` or a literal key of
    /// the project's strings table as its English value.
    private static func text(of branch: ExprSyntax) -> String? {
        switch SourceValue(branch) {
        case .literal(let text), .interpolated(let text, _): text
        case .dynamic: nil
        }
    }

    /// Whether `text` starts with a verb that names what a tap does to an item (`Mark`, `Show`,
    /// `Unpin`), not a word that describes it (`Done`, `Completed task`).
    static func isActionPhrase(_ text: String) -> Bool {
        guard let first = text.split(whereSeparator: { !$0.isLetter }).first?.lowercased() else { return false }
        if actionVerbs.contains(first) { return true }
        // The verb undone: `Unpin`, `Deselect`, `Unmark`.
        for prefix in ["un", "de", "dis"] where first.hasPrefix(prefix) {
            if actionVerbs.contains(String(first.dropFirst(prefix.count))) { return true }
        }
        return false
    }

    /// The verbs controls of two states name their next action with, in the imperative (SF
    /// Symbols' and Apple's own apps' wording: Reminders' "Mark as completed", Mail's "Flag",
    /// Passwords' "Show password"). A closed list, as the imperative cannot be told from a noun by
    /// its spelling ("Start" / "Task").
    static let actionVerbs: Set<String> = [
        "mark", "add", "remove", "show", "hide", "reveal", "select", "check", "tick", "complete", "finish",
        "reopen", "restore", "enable", "turn", "switch", "start", "stop", "play", "pause", "resume", "mute",
        "follow", "save", "pin", "like", "favorite", "favourite", "star", "flag", "bookmark", "archive", "lock",
        "open", "close", "expand", "collapse", "subscribe", "include", "exclude", "join", "leave", "accept",
        "decline", "allow", "block", "activate", "hold", "keep", "skip", "set", "clear", "attend", "watch", "highlight",
    ]
}
