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
    /// `bytes`: the file's, in which a choice's `?` or `else` is looked for first. `binding`: the
    /// Toggle's `isOn:` argument (nil: none, and no choice), made a node only when there are two
    /// texts to choose from (made for every Toggle, it cost ~1,900 instructions each on the bench).
    static func choice(labelling call: FunctionCallExprSyntax, boundTo binding: () -> ExprSyntax?, bytes: [UInt8]) -> ExprSyntax? {
        // A choice is spelt with a ternary's `?` or an `if`'s `else` inside the call: most labels
        // are one literal, and their call's bytes tell without its nodes (~9,000 instructions a Toggle).
        let range = call.byteRange.clamped(to: 0..<bytes.count)
        guard SwiftConstructs.contains(bytes, questionMark, in: range) || SwiftConstructs.contains(bytes, elseKeyword, in: range) else {
            return nil
        }
        // The two texts first, the bound Bool's path only when there are two to choose from.
        let ifElse = ifElseOfTexts(labelling: call)
        let ternaryLabel = labelExpression(of: call).flatMap { label in
            SwiftSyntaxFacts.ternary(label).flatMap { $0.branches.count == 2 ? (label: label, condition: $0.condition) : nil }
        }
        guard ifElse != nil || ternaryLabel != nil, let binding = binding(),
              let state = boundPath(binding) ?? readBindingPath(binding, in: call) else { return nil }
        // The ternary's other spelling: `if isOn { Text("Deselect All") } else { Text("Select All") }`.
        if let choice = ifElse, ShownByLook.readBool(choice.condition) == state {
            return ExprSyntax(choice.expression)
        }
        guard let ternaryLabel, ShownByLook.readBool(ternaryLabel.condition) == state else { return nil }
        return ternaryLabel.label
    }

    /// The icon argument of `Label(_:systemImage:)` and `Label(_:image:)`.
    private static let labelIconArguments: Set<String> = ["systemImage", "image"]

    private static let questionMark: [UInt8] = Array("?".utf8)
    private static let elseKeyword: [UInt8] = Array("else".utf8)

    /// The label closure's one statement when it is an `if` of one Bool condition whose two
    /// branches (no `else if`) each show one `Text`: the label is one of two texts, as a ternary's.
    private static func ifElseOfTexts(labelling call: FunctionCallExprSyntax) -> (condition: String, expression: IfExprSyntax)? {
        let closure: ClosureExprSyntax? = SwiftSyntaxFacts.argument(call, "label")?.as(ClosureExprSyntax.self)
            ?? call.trailingClosure
            ?? call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
        guard let closure, closure.statements.count == 1, let item = closure.statements.first?.item else { return nil }
        let found = item.as(IfExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            ?? item.as(ExprSyntax.self)?.as(IfExprSyntax.self)
        guard let ifExpr = found, ifExpr.conditions.count == 1, let condition = ifExpr.conditions.first?.condition.as(ExprSyntax.self),
              let elseBody = ifExpr.elseBody?.as(CodeBlockSyntax.self),
              showsOneText(ifExpr.body), showsOneText(elseBody) else { return nil }
        return (condition.trimmedDescription, ifExpr)
    }

    /// Whether a branch shows one `Text` (under its modifiers) and nothing else.
    private static func showsOneText(_ block: CodeBlockSyntax) -> Bool {
        guard block.statements.count == 1, var view = block.statements.first?.item.as(ExprSyntax.self) else { return false }
        while let modified = view.as(FunctionCallExprSyntax.self), let member = modified.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            view = base
        }
        guard let text = view.as(FunctionCallExprSyntax.self) else { return false }
        return SwiftSyntaxFacts.calleeName(text) == "Text"
    }

    /// The Bool a binding made with `Binding(get: { allSelected }, set: …)` reads — written in the
    /// call, or as a property of the view whose body is that `Binding` alone (`selectAllBinding`);
    /// nil otherwise.
    private static func readBindingPath(_ binding: ExprSyntax, in call: FunctionCallExprSyntax) -> String? {
        if let made = binding.as(FunctionCallExprSyntax.self) { return getterPath(of: made) }
        let selfMember = binding.as(MemberAccessExprSyntax.self).flatMap { member in
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? member.declName : nil
        }
        guard let reference = binding.as(DeclReferenceExprSyntax.self) ?? selfMember,
              let type = call.ancestor(StructDeclSyntax.self) else { return nil }
        let name = reference.baseName.text
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let property = variable.bindings.first,
                  property.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                  case .getter(let body)? = property.accessorBlock?.accessors, body.count == 1,
                  let item = body.first?.item else { continue }
            let expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
            return expression?.as(FunctionCallExprSyntax.self).flatMap(getterPath)
        }
        return nil
    }

    /// `allSelected` for `Binding(get: { allSelected }, set: …)`: a getter that reads one Bool path.
    private static func getterPath(of made: FunctionCallExprSyntax) -> String? {
        guard SwiftSyntaxFacts.calleeName(made) == "Binding", let getter = SwiftSyntaxFacts.argument(made, "get")?.as(ClosureExprSyntax.self),
              getter.statements.count == 1, let read = getter.statements.first?.item.as(ExprSyntax.self) else { return nil }
        var text = HandMadeCheckbox.normalizedCondition(read.trimmedDescription)
        if text.hasPrefix("self.") { text.removeFirst(5) }
        guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return text
    }

    /// `isOn` for `$isOn`, `model.isOn` for `$model.isOn` or `self.$isOn`; nil for a binding made
    /// otherwise (`Binding(get:set:)`, `.constant`).
    private static func boundPath(_ binding: ExprSyntax) -> String? {
        // Read from the nodes' names: the binding's trimmed text makes a copy of its tree (~38,000
        // instructions a Toggle, most of what a Toggle's label check cost).
        var names: [String] = []
        var current = binding
        for _ in 0..<16 {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                names.append(member.declName.baseName.text)
                current = base
                continue
            }
            guard let reference = current.as(DeclReferenceExprSyntax.self) else { return nil }
            names.append(reference.baseName.text)
            names.reverse()
            if names.first == "self" { names.removeFirst() }
            guard var first = names.first, first.hasPrefix("$"), first.count > 1,
                  !names.dropFirst().contains(where: { $0.hasPrefix("$") }) else { return nil }
            first.removeFirst()
            names[0] = first
            return names.joined(separator: ".")
        }
        return nil
    }

    /// The title (`Toggle(isOn ? "Yes" : "No", isOn: $isOn)`) or the title of the one `Text` or
    /// `Label` the label closure shows (under its modifiers).
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
        // A `Text`, or a `Label` whose title is the choice (`Label(isOn ? "Is On" : "Is Off",
        // systemImage: "lightbulb")`: VoiceOver reads the title and not the icon).
        guard let text = view.as(FunctionCallExprSyntax.self), let callee = SwiftSyntaxFacts.calleeName(text),
              let only = SwiftSyntaxFacts.shownWords(text),
              callee == "Text" && text.arguments.count == 1
                || callee == "Label" && text.arguments.count == 2 && Self.labelIconArguments.contains(text.arguments.last?.label?.text ?? "")
        else { return nil }
        return only.expression
    }
}
