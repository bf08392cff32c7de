import SwiftSyntax

/// A mark made once per pair of a dictionary (or of an `enumerated()` list) whose loop destructures
/// the pair in its closure (round thirty-two, second part, pattern 2; a daily checklist):
///
///     ForEach(viewModel.tasks.sorted(by: { $0.key < $1.key }), id: \.key) { title, done in
///         HStack {
///             Button { viewModel.tasks[title]?.toggle() } label: {
///                 Circle().strokeBorder(done ? Color.accentColor : .gray, lineWidth: 3) }
///             Text(title)
///         }
///     }
///
/// over `var tasks: [String: Bool]`. The closure's second parameter is the entry its first one keys:
/// `done` is `viewModel.tasks[title]`, so a tap that flips that entry flips the `done` the mark is
/// drawn by, as `item.done.toggle()` flips the `item.done` of a loop over items. The same holds of
/// `ForEach(Array(flags.enumerated()), id: \.offset) { index, flag in … flags[index].toggle() }`.
///
/// Read: the `ForEach` closure of two parameters around the tapped view, its data the looped
/// collection under `sorted(…)`, `enumerated()`, `reversed()` or `Array(…)`; and a tap that flips
/// the entry of that collection keyed by the first parameter — `C[k].toggle()` (`?.`, `!.`),
/// `C[k] = !…` — itself, or in a method of the view or of its model it hands the key to (the
/// method's own parameter keying the collection of the same name). A method named for toggling
/// (`toggle`, `toggle<Name>`) the collection's owner is asked to run with the key
/// (`viewModel.toggle(title)` beside `viewModel.tasks`) flips it by its name, its body unread, as
/// `SelectionToggleCalls` reads `vm.toggleSelection(id)`. An entry set to a literal (`C[k] = true`,
/// a tick that cannot be undone) counts only where the value chooses a look drawn in both states, an
/// empty box first (`AssignedStates`' rule). The value parameter is then the state.
enum PairLoopFlips {
    /// The value parameter (`done`) the tap `body` flips through its entry, or nil.
    static func state(flippedBy body: Syntax, around tappedView: ExprSyntax, in declaration: any DeclGroupSyntax,
                      file: SourceFileSyntax, shownBy indicators: [Indicator], changes: StateChanges) -> String? {
        guard let loop = pairLoop(around: tappedView, in: declaration) else { return nil }
        var change = entryChange(in: body, of: loop.collection, keys: [loop.key])
        if change == nil {
            var types: [String: String]?
            for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: body) {
                guard let position = call.arguments.firstIndex(where: { HandMadeCheckbox.normalizedCondition($0.expression.trimmedDescription) == loop.key })
                else { continue }
                let index = call.arguments.distance(from: call.arguments.startIndex, to: position)
                let access = call.calledExpression.as(MemberAccessExprSyntax.self)
                let name = access?.declName.baseName.text ?? SwiftSyntaxFacts.ownName(call.calledExpression) ?? ""
                let receiver = access?.base.map { HandMadeCheckbox.normalizedCondition($0.trimmedDescription) }
                // A method named for toggling that the collection's owner runs with the key.
                if name == "toggle" || ToggleMethodCalls.isToggleMethod(name),
                   receiver == loop.owner || receiver == nil && loop.owner == nil && changes.function(named: name) == nil {
                    change = .flip
                    break
                }
                let method: FunctionDeclSyntax?
                if let own = SwiftSyntaxFacts.ownName(call.calledExpression) {
                    method = changes.function(named: own)
                } else {
                    if types == nil { types = ModelMethodCalls.modelTypes(of: declaration) }
                    method = types.flatMap { ModelMethodCalls.modelMethod(calledBy: call, types: $0, file: file)?.1 }
                }
                guard let method, let methodBody = method.body else { continue }
                let parameters = Array(method.signature.parameterClause.parameters)
                guard index < parameters.count else { continue }
                let parameter = (parameters[index].secondName ?? parameters[index].firstName).text
                if let found = entryChange(in: Syntax(methodBody), of: loop.collection, keys: [parameter]) {
                    change = found
                    break
                }
            }
        }
        switch change {
        case .flip?:
            return loop.value
        case .set?:
            // A tick that cannot be undone: only where an empty box is drawn first.
            let drawn = indicators.contains { indicator in
                ShownByLook.readBool(indicator.condition) == loop.value && StateChanges.showsBothStates(indicator)
                    && CheckMarkPairs.drawsUntickedBox(indicator)
            }
            return drawn ? loop.value : nil
        case nil:
            return nil
        }
    }

    private enum Change { case flip, set }

    /// The loop around a view: its key and value parameters, the looped collection's last name
    /// (`tasks`) and what owns it (`viewModel`; nil for the view's own).
    private struct Loop {
        let key: String
        let value: String
        let collection: String
        let owner: String?
    }

    /// The nearest closure around `view` (up to the declaration) given to a `ForEach` with two
    /// parameters, its data a collection under `sorted`, `enumerated`, `reversed` or `Array(…)`.
    private static func pairLoop(around view: ExprSyntax, in declaration: any DeclGroupSyntax) -> Loop? {
        var current = Syntax(view).parent
        var steps = 0
        while let node = current, node.id != declaration.id, steps < 256 {
            steps += 1
            current = node.parent
            guard let closure = node.as(ClosureExprSyntax.self) else {
                if node.is(FunctionDeclSyntax.self) { return nil }
                continue
            }
            guard let names = SwiftSyntaxFacts.closureParameterNames(closure) else { continue }
            guard names.count == 2, let loop = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                  SwiftSyntaxFacts.calleeName(loop) == "ForEach", let data = loop.arguments.first, data.label == nil,
                  let looped = collection(under: data.expression) else { return nil }
            let path = HandMadeCheckbox.normalizedCondition(looped.trimmedDescription).trimmingCharacters(in: "$")
            guard !path.isEmpty, path.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
            let parts = path.split(separator: ".").map(String.init)
            guard let last = parts.last, names[0] != "_", names[1] != "_" else { return nil }
            return Loop(key: names[0], value: names[1], collection: last,
                        owner: parts.count > 1 ? parts.dropLast().joined(separator: ".") : nil)
        }
        return nil
    }

    /// `tasks` of `tasks.sorted(by: …)`, `Array(flags.enumerated())`, `dict.sorted { … }.reversed()`:
    /// the collection whose pairs the loop is given; nil when the data is not such a call.
    private static func collection(under expression: ExprSyntax) -> ExprSyntax? {
        var current = expression
        var stripped = false
        for _ in 0..<4 {
            guard let call = current.as(FunctionCallExprSyntax.self) else { break }
            if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
               pairingMethods.contains(access.declName.baseName.text) {
                current = base
                stripped = true
            } else if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array", call.arguments.count == 1,
                      let only = call.arguments.first, only.label == nil {
                current = only.expression
                stripped = true
            } else {
                break
            }
        }
        return stripped ? current : nil
    }

    private static let pairingMethods: Set<String> = ["sorted", "enumerated", "reversed"]

    /// How `body` changes the entry of `collection` keyed by one of `keys`: toggled or negated
    /// (`tasks[key]?.toggle()`, `tasks[key] = !done`), or set to a literal (`tasks[key] = true`).
    private static func entryChange(in body: Syntax, of collection: String, keys: Set<String>) -> Change? {
        var set = false
        var stack = [body]
        var visited = 0
        while let node = stack.popLast(), visited < 4_000 {
            visited += 1
            if let call = node.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
               let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "toggle",
               let base = access.base, isEntry(base, of: collection, keys: keys) {
                return .flip
            }
            if let sequence = node.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), isEntry(elements[0], of: collection, keys: keys) {
                    if let negation = elements[2].as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" { return .flip }
                    if SwiftSyntaxFacts.booleanLiteral(elements[2]) != nil { set = true }
                }
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return set ? .set : nil
    }

    /// `tasks[key]`, `viewModel.tasks[key]`, `tasks[key]?`, `tasks[key]!`.
    private static func isEntry(_ expression: ExprSyntax, of collection: String, keys: Set<String>) -> Bool {
        var expression = expression
        if let chained = expression.as(OptionalChainingExprSyntax.self) { expression = chained.expression }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        guard let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
              let key = subscriptCall.arguments.first, key.label == nil,
              keys.contains(HandMadeCheckbox.normalizedCondition(key.expression.trimmedDescription)) else { return false }
        return StateChanges.lastComponent(subscriptCall.calledExpression) == collection
    }
}
