import SwiftSyntax

/// A `Toggle` whose label is a choice made by its own Bool: `Toggle(isOn: $isOn) { Text(isOn ?
/// "Yes" : "No") }`, `Text(isOn ? input.onValue.name : input.offValue.name)`. VoiceOver reads "Yes,
/// Switch button, on": the state's value twice, and nothing says what is switched. Whatever the
/// words (state words, a field's coded values), a label the state chooses is no name — the rule
/// for an `.accessibilityLabel` of state words (`StateWords`), widened to any choice the control's
/// own state makes.
///
/// Only the Toggle's own Bool counts (the binding's path, `$isOn` → `isOn`, `$model.isOn` →
/// `model.isOn`): a label chosen by another Bool (`isAdvanced ? "Sync all" : "Sync"`) still names it.
enum StateChosenNames {
    /// The ternary the Toggle's label is — its title, or the one `Text` of its label closure — when
    /// its condition is the Toggle's bound Bool alone (or its negation); nil otherwise.
    static func choice(labelling call: FunctionCallExprSyntax, boundTo binding: ExprSyntax) -> ExprSyntax? {
        guard let state = boundPath(binding), let label = labelExpression(of: call),
              let ternary = SwiftSyntaxFacts.ternary(label), ternary.branches.count == 2,
              ShownByLook.readBool(ternary.condition) == state else { return nil }
        return label
    }

    /// `isOn` for `$isOn`, `model.isOn` for `$model.isOn` or `self.$isOn`; nil for a binding made
    /// otherwise (`Binding(get:set:)`, `.constant`).
    private static func boundPath(_ binding: ExprSyntax) -> String? {
        var text = HandMadeCheckbox.normalizedCondition(binding.trimmedDescription)
        guard text.hasPrefix("$") else { return nil }
        text.removeFirst()
        guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return text
    }

    /// The title (`Toggle(isOn ? "Yes" : "No", isOn: $isOn)`) or the argument of the one `Text` the
    /// label closure shows (under its modifiers).
    private static func labelExpression(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let title = call.arguments.first, title.label == nil, !title.expression.is(ClosureExprSyntax.self) {
            return title.expression
        }
        let closure: ClosureExprSyntax? = SwiftSyntaxFacts.argument(call, "label")?.as(ClosureExprSyntax.self)
            ?? call.trailingClosure
            ?? call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
        guard let closure, closure.statements.count == 1, var view = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
        while let modified = view.as(FunctionCallExprSyntax.self), let member = modified.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            view = base
        }
        guard let text = view.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(text) == "Text",
              text.arguments.count == 1, let only = text.arguments.first, only.label == nil else { return nil }
        return only.expression
    }
}
