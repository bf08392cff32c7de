import SwiftSyntax

/// The one call by which a tap leaves the view (SPEC §10): a closure property called (`onTap()`,
/// `self.onToggle(!isOn)`, `isTapped(item)`) or named as the action (`Button(action: onTap)`), a
/// model's subject sent (`viewModel.onCheckMarkTapped.send()`), or an action sent to a store
/// (`viewStore.send(.checkboxTapped)`).
///
/// Seen through what only wraps it — an `if` with no `else` (`if !viewModel.isEditable { … }`), an
/// `if`/`else` making the same call in each branch, `Task { await … }`, `withAnimation { … }`,
/// `try?`, `await` — and through one method of the type, taking nothing, whose body is that call
/// (`.onTapGesture { toggleReminder() }` with `func toggleReminder() { try? onToggle() }`).
///
/// Statements beside it that change nothing a checkbox shows are passed over (round thirty-six,
/// TidyDay's task row): a haptic (`let impact = UIImpactFeedbackGenerator(style: .medium);
/// impact.impactOccurred()`, `UISelectionFeedbackGenerator().selectionChanged()`, `.prepare()`), a
/// Bool literal set on a `@State` flag of the view (`isPressed = true`: `flags`, which the box must
/// not read), and `withAnimation { … }`, `DispatchQueue.main.asyncAfter(…) { … }`, `Task { … }`
/// (with `Task.sleep`) or `#if os(iOS) … #endif` holding only those. Any other statement beside it
/// (a second call, another assignment) and the tap is not read as that call.
struct ClosureTapCall {
    /// The closure property called, the subject sent (`onCheckMarkTapped`), or the action sent
    /// (`checkboxTapped`).
    let property: String
    /// The value whose subject, or to which the action, is sent (`viewModel`, `viewStore`); nil for
    /// a closure property.
    let sender: String?
    /// Plain names handed to the closure (`item`; `self.item` is `item`).
    let arguments: [String]
    /// Values handed negated (`!isSelected`, `!item.isDone`).
    let negatedArguments: [String]
    /// Fields handed as they are (`item.isConsumed`).
    let fieldArguments: [String]
    /// The view's `@State` flags the tap sets to a Bool literal beside the call (`isPressed = true`):
    /// a press animation's, so long as no box reads them (the reader checks).
    private(set) var flags: Set<String> = []

    /// The call `body` (a tap's closure, or the function it names) makes; nil when it makes another
    /// or more than one.
    init?(_ body: Syntax, changes: StateChanges) {
        let beside = Beside(type: changes.type)
        if let named = Self.calledName(of: body) {
            // A method of the type named as the action (`perform: toggleReminder`): its one call.
            if let helper = Self.helperCall(named: named, changes: changes, beside: beside) {
                self.init(helper, changes: nil, beside: beside)
            } else {
                self.init(property: named, sender: nil, arguments: [], negatedArguments: [], fieldArguments: [])
            }
        } else {
            guard let closure = body.as(ClosureExprSyntax.self),
                  let call = Self.onlyCall(in: closure.statements, depth: 0, beside: beside) else { return nil }
            self.init(call, changes: changes, beside: beside)
        }
        flags = beside.flags
    }

    private init(property: String, sender: String?, arguments: [String], negatedArguments: [String], fieldArguments: [String]) {
        self.property = property
        self.sender = sender
        self.arguments = arguments
        self.negatedArguments = negatedArguments
        self.fieldArguments = fieldArguments
    }

    /// Reads `call`; a call of a method of the type taking nothing is followed once (`changes`
    /// given) into that method's one call.
    private init?(_ call: FunctionCallExprSyntax, changes: StateChanges?, beside: Beside) {
        guard call.trailingClosure == nil else { return nil }
        let callee = call.calledExpression
        // `viewStore.send(.checkboxTapped)`, `store.send(.view(.toggleDone))`: an action sent to a
        // store (The Composable Architecture), named by its innermost case.
        if let send = callee.as(MemberAccessExprSyntax.self), send.declName.baseName.text == "send",
           let sender = send.base.flatMap(SwiftSyntaxFacts.ownName), call.arguments.count == 1,
           let first = call.arguments.first, first.label == nil, let action = Self.caseName(sent: first.expression) {
            self.init(property: action, sender: sender, arguments: [], negatedArguments: [], fieldArguments: [])
            return
        }
        // `viewModel.onCheckMarkTapped.send()`, `self.model.toggled.send(())`.
        if let send = callee.as(MemberAccessExprSyntax.self), send.declName.baseName.text == "send",
           let subject = send.base?.as(MemberAccessExprSyntax.self), let sender = subject.base.flatMap(SwiftSyntaxFacts.ownName) {
            self.init(property: subject.declName.baseName.text, sender: sender, arguments: [], negatedArguments: [], fieldArguments: [])
            return
        }
        // `onToggle?()`, `saveAction?(title, !isComplete)`: an optional closure, the same call.
        guard let property = CallerClosureActions.calledName(callee) else { return nil }
        if call.arguments.isEmpty, let changes, let helper = Self.helperCall(named: property, changes: changes, beside: beside) {
            self.init(helper, changes: nil, beside: beside)
            return
        }
        var arguments: [String] = []
        var negated: [String] = []
        var fields: [String] = []
        for argument in call.arguments {
            let expression = argument.expression
            if let negation = expression.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!",
               negation.expression.is(DeclReferenceExprSyntax.self) || negation.expression.is(MemberAccessExprSyntax.self) {
                negated.append(negation.expression.trimmedDescription)
            } else if let name = SwiftSyntaxFacts.ownName(expression) {
                arguments.append(name)
            } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base.flatMap(SwiftSyntaxFacts.ownName) {
                fields.append(base + "." + member.declName.baseName.text)
            } else {
                return nil
            }
        }
        self.init(property: property, sender: nil, arguments: arguments, negatedArguments: negated, fieldArguments: fields)
    }

    /// `checkboxTapped` of `.checkboxTapped`, `.checkboxTapped(id)` or `.view(.checkboxTapped)`: the
    /// innermost case of an enum value spelt from its leading dot (bounded).
    private static func caseName(sent expression: ExprSyntax) -> String? {
        var current = expression
        for _ in 0..<4 {
            if let member = current.as(MemberAccessExprSyntax.self), member.base == nil { return member.declName.baseName.text }
            guard let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  member.base == nil else { return nil }
            guard call.arguments.count == 1, let inner = call.arguments.first?.expression,
                  inner.is(MemberAccessExprSyntax.self) || inner.is(FunctionCallExprSyntax.self) else { return member.declName.baseName.text }
            if let nested = inner.as(MemberAccessExprSyntax.self), nested.base != nil { return member.declName.baseName.text }
            current = inner
        }
        return nil
    }

    /// `onTap` of `perform: onTap`, `self.onTap`, or `action ?? {}` (`CallerClosureActions.calledName`).
    private static func calledName(of body: Syntax) -> String? {
        body.as(ExprSyntax.self).flatMap(CallerClosureActions.calledName)
    }

    /// The one call of a method of the type (or of the file) named `name` that takes nothing.
    private static func helperCall(named name: String, changes: StateChanges, beside: Beside) -> FunctionCallExprSyntax? {
        guard let helper = changes.function(named: name), helper.signature.parameterClause.parameters.isEmpty,
              let body = helper.body else { return nil }
        return onlyCall(in: body.statements, depth: 0, beside: beside)
    }

    /// The one call `statements` make, seen through what only wraps it and past what changes
    /// nothing a checkbox shows (`Beside`).
    private static func onlyCall(in statements: CodeBlockItemListSyntax, depth: Int, beside: Beside) -> FunctionCallExprSyntax? {
        // `guard let action else { return }; action()`: the optional closure unwrapped, then called.
        var kept = Array(statements.drop { unwrapsOnly($0.item) })
        // Read only when more than one statement is left (a tap of one statement asks nothing more).
        if kept.count > 1 { kept.removeAll { beside.changesNothingShown($0.item) } }
        guard kept.count == 1, let item = kept.first?.item else { return nil }
        return onlyCall(in: Syntax(item), depth: depth, beside: beside)
    }

    /// `guard let action else { return }`, `guard let action = self.action else { return }`: a guard
    /// that only unwraps optionals and leaves the closure when one is nil.
    private static func unwrapsOnly(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard let guardStatement = item.as(GuardStmtSyntax.self), guardStatement.body.statements.count == 1,
              let exit = guardStatement.body.statements.first?.item.as(ReturnStmtSyntax.self), exit.expression == nil else { return false }
        return guardStatement.conditions.allSatisfy { $0.condition.is(OptionalBindingConditionSyntax.self) }
    }

    private static func onlyCall(in node: Syntax, depth: Int, beside: Beside) -> FunctionCallExprSyntax? {
        guard depth < 6 else { return nil }
        if let statement = node.as(ExpressionStmtSyntax.self) { return onlyCall(in: Syntax(statement.expression), depth: depth + 1, beside: beside) }
        if let tried = node.as(TryExprSyntax.self) { return onlyCall(in: Syntax(tried.expression), depth: depth + 1, beside: beside) }
        if let awaited = node.as(AwaitExprSyntax.self) { return onlyCall(in: Syntax(awaited.expression), depth: depth + 1, beside: beside) }
        if let ifExpr = node.as(IfExprSyntax.self) {
            guard let first = onlyCall(in: ifExpr.body.statements, depth: depth + 1, beside: beside) else { return nil }
            // `if !locked { onToggle() }`: run or not, it is the tap's one call.
            guard let elseBody = ifExpr.elseBody else { return first }
            let other: FunctionCallExprSyntax?
            switch elseBody {
            case .codeBlock(let block): other = onlyCall(in: block.statements, depth: depth + 1, beside: beside)
            case .ifExpr(let nested): other = onlyCall(in: Syntax(nested), depth: depth + 1, beside: beside)
            }
            return other?.trimmedDescription == first.trimmedDescription ? first : nil
        }
        guard let call = node.as(FunctionCallExprSyntax.self) else { return nil }
        // `Task { await onToggle(x) }`, `withAnimation(.easeInOut) { onToggle() }`: only when and how.
        if let name = SwiftSyntaxFacts.calleeName(call), name == "Task" || name == "withAnimation",
           let trailing = call.trailingClosure, call.additionalTrailingClosures.isEmpty {
            return onlyCall(in: trailing.statements, depth: depth + 1, beside: beside)
        }
        return call
    }

    /// What a tap does beside its call that changes nothing a checkbox shows: a haptic, a press
    /// animation's `@State` flag set to a Bool literal, and what only delays or animates those.
    /// Kept by reference so the statements of a wrapper (`withAnimation`, a helper method) add to
    /// the same flags.
    final class Beside {
        private let type: any DeclGroupSyntax
        private lazy var states: Set<String> = StoredProperties.states(of: type)
        /// Local names bound to a feedback generator (`let impact = UIImpactFeedbackGenerator(…)`).
        private var generators: Set<String> = []
        /// `@State` flags set to a Bool literal.
        private(set) var flags: Set<String> = []

        init(type: any DeclGroupSyntax) { self.type = type }

        /// Whether `item` is a haptic, a flag set, or only wraps such statements (bounded).
        func changesNothingShown(_ item: CodeBlockItemSyntax.Item, depth: Int = 0) -> Bool {
            guard depth < 4 else { return false }
            if let variable = item.as(VariableDeclSyntax.self) {
                // `let impact = UIImpactFeedbackGenerator(style: .medium)`.
                guard variable.bindings.count == 1, let binding = variable.bindings.first,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value.as(FunctionCallExprSyntax.self), Self.makesGenerator(value) else { return false }
                generators.insert(name)
                return true
            }
            // `#if os(iOS) … #endif` around a haptic.
            if let config = item.as(IfConfigDeclSyntax.self) {
                return config.clauses.allSatisfy { clause in
                    guard let elements = clause.elements else { return true }
                    guard case .statements(let statements) = elements else { return false }
                    return statements.allSatisfy { changesNothingShown($0.item, depth: depth + 1) }
                }
            }
            var expression: ExprSyntax
            if let statement = item.as(ExpressionStmtSyntax.self) {
                expression = statement.expression
            } else if let bare = item.as(ExprSyntax.self) {
                expression = bare
            } else {
                return false
            }
            for _ in 0..<2 {
                if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
                if let awaited = expression.as(AwaitExprSyntax.self) { expression = awaited.expression }
            }
            if let (target, value) = Self.assignment(expression) {
                // `isPressed = true`: the view's own flag set to a literal.
                guard value.is(BooleanLiteralExprSyntax.self), let name = SwiftSyntaxFacts.ownName(target), states.contains(name) else { return false }
                flags.insert(name)
                return true
            }
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                let method = member.declName.baseName.text
                // `impact.impactOccurred()`, `UISelectionFeedbackGenerator().selectionChanged()`.
                if Self.hapticMethods.contains(method), call.trailingClosure == nil {
                    if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, generators.contains(name) { return true }
                    if let made = base.as(FunctionCallExprSyntax.self), Self.makesGenerator(made) { return true }
                    return false
                }
                // `Task.sleep(nanoseconds:)` in a `Task` that then resets the flag.
                if method == "sleep", base.trimmedDescription == "Task" { return depth > 0 }
                // `DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { isPressed = false }`.
                guard ["asyncAfter", "async"].contains(method), base.trimmedDescription == "DispatchQueue.main" else { return false }
            } else {
                // `withAnimation { isPressed = false }`, `Task { try? await Task.sleep(…); isPressed = false }`.
                guard let name = SwiftSyntaxFacts.calleeName(call), name == "withAnimation" || name == "Task" else { return false }
            }
            guard let trailing = call.trailingClosure, call.additionalTrailingClosures.isEmpty else { return false }
            return trailing.statements.allSatisfy { changesNothingShown($0.item, depth: depth + 1) }
        }

        private static let hapticMethods: Set<String> = ["impactOccurred", "selectionChanged", "notificationOccurred", "prepare"]

        /// `UIImpactFeedbackGenerator(style: .medium)`, `UISelectionFeedbackGenerator()`,
        /// `UINotificationFeedbackGenerator()`.
        private static func makesGenerator(_ call: FunctionCallExprSyntax) -> Bool {
            call.trailingClosure == nil && SwiftSyntaxFacts.calleeName(call)?.hasSuffix("FeedbackGenerator") == true
        }

        /// The target and value of `a = b`, folded or not.
        private static func assignment(_ expression: ExprSyntax) -> (ExprSyntax, ExprSyntax)? {
            if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
                let elements = Array(sequence.elements)
                guard elements[1].is(AssignmentExprSyntax.self) else { return nil }
                return (elements[0], elements[2])
            }
            if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
                return (infix.leftOperand, infix.rightOperand)
            }
            return nil
        }
    }
}
