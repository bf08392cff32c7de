import SwiftSyntax

/// A flip of one key's membership of a list, written as a rewrite of the list rather than an
/// `insert`/`remove` on it (SPEC §10, "changed"): the list without the key (`L.filter { $0 != k }`,
/// `C.removeAll { $0 == k }` on a copy) in one place and the list with it (`L + [k]`, `[k] + L`, a
/// copy `var C = L; C.append(k)`) in another, each stored — assigned (`ids = ids.filter { … }`),
/// given to a setter of the file (`set(selected: selected + [id])`), or as the payload of an enum
/// case that is (`selection = .anyOf(ids: [id] + ids)`). Both directions, with the same key, are
/// what make it a flip: a list only filtered is a deletion, only extended an addition.
///
/// A list bound from an enum's payload (`switch selection { case .anyOf(var ids): … }`) stands for
/// the enum: the state is `selection`. A view reads it the same way (`case .allOf(let include, _):
/// if include.contains(tag.id) { … }`), which `subjects(boundBy:at:)` gives the indicator.
enum MembershipRewrites {
    /// How many nodes of an action are read at most (a tap action is a few statements).
    private static let nodeLimit = 3_000
    /// How many levels a stored value is climbed to the statement that stores it, and a condition
    /// to the `switch` that binds its names.
    private static let climbLimit = 12
    private static let payloadClimbLimit = 40

    /// The list (or the enum whose payload it is) whose membership of one key `body` flips, named
    /// as `StateChanges.stateChanged` names a state (its last component); nil when it flips none.
    static func list(flippedBy body: Syntax, changes: StateChanges) -> String? {
        // Cheap test first: without `filter` or `removeAll` there is no rewrite without the key.
        guard body.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier("filter") || $0.tokenKind == .identifier("removeAll") })
        else { return nil }
        var without: [(list: String, key: String)] = []
        var with: [(list: String, key: String)] = []
        var mutated: [(name: String, key: String, adds: Bool)] = []
        var copies: [String: String] = [:]
        var stack = [body]
        var visited = 0
        while let node = stack.popLast(), visited < nodeLimit {
            visited += 1
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
            // `var updated = selected`: a copy to be extended and stored.
            if let binding = node.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               let value = binding.initializer?.value, isPath(value) {
                copies[name] = HandMadeCheckbox.normalizedCondition(value.trimmedDescription)
            }
            if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base, isPath(base) {
                let list = HandMadeCheckbox.normalizedCondition(base.trimmedDescription)
                switch member.declName.baseName.text {
                case "filter":
                    if let key = comparedKey(in: call, by: "!="), isStored(ExprSyntax(call), changes: changes) { without.append((list, key)) }
                case "removeAll":
                    if let key = comparedKey(in: call, by: "==") { mutated.append((list, key, false)) }
                case "append", "insert":
                    if call.arguments.count == 1, call.arguments.first?.label == nil, call.trailingClosure == nil,
                       let key = call.arguments.first?.expression {
                        mutated.append((list, HandMadeCheckbox.normalizedCondition(key.trimmedDescription), true))
                    }
                default: break
                }
            }
            // `L + [k]`, `[k] + L`, in a sequence of its own or on the right of an assignment.
            if let sequence = node.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                var index = 0
                while index + 2 < elements.count {
                    defer { index += 1 }
                    guard elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
                          let (list, key) = listAndKey(elements[index], elements[index + 2]) else { continue }
                    let assigned = elements.count > 1 && elements[1].is(AssignmentExprSyntax.self) && index >= 2
                    if assigned || isStored(ExprSyntax(sequence), changes: changes) { with.append((list, key)) }
                }
            }
        }
        // A mutated copy or payload counts once it is stored; the state itself is stored by the call.
        for change in mutated {
            let isLocal = copies[change.name] != nil || payloadSubject(of: change.name, in: body) != nil
            guard !isLocal || storesName(change.name, in: body, changes: changes) else { continue }
            let list = copies[change.name] ?? change.name
            if change.adds { with.append((list, change.key)) } else { without.append((list, change.key)) }
        }
        func state(_ list: String) -> String {
            let resolved = copies[list] ?? list
            // The enum may be a copy, stored after (`var next = selectedTags; switch next { … }`).
            if !resolved.contains("."), let subject = payloadSubject(of: resolved, in: body) { return copies[subject].map(lastOf) ?? subject }
            return lastOf(resolved)
        }
        for removal in without {
            let removed = state(removal.list)
            if with.contains(where: { state($0.list) == removed && $0.key == removal.key }) { return removed }
        }
        return nil
    }

    /// What the local copy `name` copies, when `body` declares it (`var`) from a state and stores it
    /// back there: `excluded` for `var set = excluded; …; excluded = set`, `D[k] ?? []` for `var set
    /// = D[k] ?? []; if set.contains(x) { set.remove(x) } else { set.insert(x) }; D[k] = set` (round
    /// thirty-four, a recipe's ingredient ticks). A change of the copy is then a change of that state.
    /// Nil when the copy is not declared in `body`, copies something else than a path (or a
    /// dictionary's value defaulted to an empty set), or is never stored back where it came from.
    static func writtenBack(copy name: String, in body: Syntax) -> ExprSyntax? {
        // Cheap test first: the name must be assigned from (`= name`) somewhere in the body.
        guard body.tokens(viewMode: .sourceAccurate).contains(where: { token in
            token.tokenKind == .identifier(name) && token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .equal
        }) else { return nil }
        var copied: (value: ExprSyntax, path: String)?
        var stored: Set<String> = []
        var stack = [body]
        var visited = 0
        while let node = stack.popLast(), visited < nodeLimit {
            visited += 1
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
            if let binding = node.as(PatternBindingSyntax.self), binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
               binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.var),
               let value = binding.initializer?.value {
                let source = MembershipCalls.keptSet(value) != nil ? defaultedValue(value) : value
                guard let source, isPath(source) || isKeyedPath(source) else { return nil }
                copied = (value, HandMadeCheckbox.normalizedCondition(source.trimmedDescription))
            }
            // `target = name`.
            if let sequence = node.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                   elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text == name {
                    stored.insert(HandMadeCheckbox.normalizedCondition(elements[0].trimmedDescription))
                }
            }
        }
        guard let copied, stored.contains(copied.path) else { return nil }
        return copied.value
    }

    /// `D[k]` of `D[k] ?? []` or `(D[k] ?? [])`: the value a dictionary keeps, defaulted.
    private static func defaultedValue(_ expression: ExprSyntax) -> ExprSyntax? {
        var current = expression
        if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { current = only.expression }
        if let sequence = current.as(SequenceExprSyntax.self), sequence.elements.count == 3 { return sequence.elements.first }
        if let infix = current.as(InfixOperatorExprSyntax.self) { return infix.leftOperand }
        return nil
    }

    /// `D[k]`, `model.sets[id]`: one key of a name or a path.
    private static func isKeyedPath(_ expression: ExprSyntax) -> Bool {
        guard let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1 else { return false }
        return isPath(subscriptCall.calledExpression)
    }

    /// The state names a condition read at `node` stands for through an enum's payload: `selectedTags`
    /// for `include` in `switch selectedTags { case .allOf(let include, _): … include.contains(id) … }`.
    static func subjects(boundBy names: Set<String>, at node: Syntax) -> Set<String> {
        var found: Set<String> = []
        var current: Syntax? = node
        var levels = 0
        while let here = current, levels < payloadClimbLimit {
            levels += 1
            if let switchCase = here.as(SwitchCaseSyntax.self), let label = switchCase.label.as(SwitchCaseLabelSyntax.self),
               let subject = switchCase.parent?.parent?.as(SwitchExprSyntax.self)?.subject {
                let bound = boundNames(in: Syntax(label.caseItems))
                if !bound.isDisjoint(with: names) { found.insert(lastComponent(subject)) }
            }
            current = here.parent
        }
        return found
    }

    /// Whether `expression` calls a function of the type or file that answers a `Bool` by a
    /// membership of `state` (`selected(id: id)`, its body `if case .anyOf(let ids) = selection {
    /// return ids.contains(id) }`): a row given it shows that membership.
    static func readsMembership(_ expression: ExprSyntax, of state: String, changes: StateChanges) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let function = changes.function(named: name), function.signature.returnClause?.type.trimmedDescription == "Bool",
              let body = function.body else { return false }
        let names = Set(body.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case .identifier(let name) = token.tokenKind { return name }
            return nil
        })
        return names.contains(state) && names.contains("contains")
    }

    /// `$0 != k` or `k != $0` (by `!=`) in `L.filter { … }`, `$0 == k` in `removeAll { … }`: the key.
    private static func comparedKey(in call: FunctionCallExprSyntax, by comparison: String) -> String? {
        let closure = call.trailingClosure ?? (call.arguments.count == 1 ? call.arguments.first?.expression.as(ClosureExprSyntax.self) : nil)
        guard let closure, closure.signature == nil, closure.statements.count == 1,
              let sequence = closure.statements.first?.item.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == comparison else { return nil }
        let left = elements[0].trimmedDescription, right = elements[2].trimmedDescription
        if left == "$0", right != "$0" { return HandMadeCheckbox.normalizedCondition(right) }
        if right == "$0", left != "$0" { return HandMadeCheckbox.normalizedCondition(left) }
        return nil
    }

    /// The list and the key of `L + [k]` or `[k] + L`.
    private static func listAndKey(_ left: ExprSyntax, _ right: ExprSyntax) -> (String, String)? {
        for (list, array) in [(left, right), (right, left)] {
            guard isPath(list), let array = array.as(ArrayExprSyntax.self), array.elements.count == 1,
                  let key = array.elements.first?.expression else { continue }
            return (HandMadeCheckbox.normalizedCondition(list.trimmedDescription), HandMadeCheckbox.normalizedCondition(key.trimmedDescription))
        }
        return nil
    }

    /// `ids`, `self.selected`, `model.selection`: a name or a path of names.
    private static func isPath(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) && isPath(base)
        }
        return false
    }

    /// Whether `expression` is what a statement stores: the right side of an assignment, the one
    /// argument of a setter of the file, through an enum case's payload (`.anyOf(ids: …)`), a
    /// ternary's branch or parentheses on the way.
    private static func isStored(_ expression: ExprSyntax, changes: StateChanges) -> Bool {
        var child = Syntax(expression)
        var levels = 0
        while let parent = child.parent, levels < climbLimit {
            levels += 1
            if let list = parent.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
                let elements = Array(list)
                if elements.count > 1, elements[1].is(AssignmentExprSyntax.self) { return elements.first?.id != child.id }
                // A ternary's branch: `ids.isEmpty ? .any : .anyOf(ids: ids)`; nothing else passes.
                guard elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) else { return false }
                child = Syntax(sequence)
                continue
            }
            if let call = parent.as(FunctionCallExprSyntax.self) {
                guard call.calledExpression.id != child.id else { return false }
                // `.anyOf(ids: …)`, `.allOf(include: …, exclude: …)`: an enum case made with it; climb on.
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
                    child = parent
                    continue
                }
                return call.arguments.count == 1 && isSetter(call, changes: changes)
            }
            guard parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self) || parent.is(TupleExprSyntax.self)
                    || parent.is(UnresolvedTernaryExprSyntax.self) else { return false }
            child = parent
        }
        return false
    }

    /// A call of a function of the type or file that takes one value and assigns (`set(selected:)`).
    private static func isSetter(_ call: FunctionCallExprSyntax, changes: StateChanges) -> Bool {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap({ member in
                    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? member.declName.baseName.text : nil
                }),
              let function = changes.function(named: name), function.signature.parameterClause.parameters.count == 1,
              let body = function.body else { return false }
        return body.tokens(viewMode: .sourceAccurate).contains { $0.parent?.is(AssignmentExprSyntax.self) == true }
    }

    /// Whether some use of the local `name` in `body` is stored (`set(selected: updated)`,
    /// `selection = .anyOf(ids: ids)`).
    private static func storesName(_ name: String, in body: Syntax, changes: StateChanges) -> Bool {
        for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            if let reference = token.parent?.as(DeclReferenceExprSyntax.self), isStored(ExprSyntax(reference), changes: changes) { return true }
        }
        return false
    }

    /// The enum `name` is bound from in `body` (`selection` for `ids` in `switch selection { case
    /// .anyOf(var ids): … }` or `if case .anyOf(let ids) = selection`), by its last component.
    private static func payloadSubject(of name: String, in body: Syntax) -> String? {
        var stack = [body]
        var visited = 0
        while let node = stack.popLast(), visited < nodeLimit {
            visited += 1
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
            if let switchExpr = node.as(SwitchExprSyntax.self) {
                for item in switchExpr.cases {
                    guard let label = item.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self),
                          boundNames(in: Syntax(label.caseItems)).contains(name) else { continue }
                    return lastComponent(switchExpr.subject)
                }
            }
            if let condition = node.as(MatchingPatternConditionSyntax.self), boundNames(in: Syntax(condition.pattern)).contains(name) {
                return lastComponent(condition.initializer.value)
            }
        }
        return nil
    }

    /// The names a pattern binds: `ids` in `.anyOf(let ids)`, `.anyOf(var ids)`, `let .anyOf(ids)`.
    private static func boundNames(in pattern: Syntax) -> Set<String> {
        var names: Set<String> = []
        for token in pattern.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            var current = token.parent
            var levels = 0
            while let node = current, levels < 8, node.id != pattern.id {
                if node.is(ValueBindingPatternSyntax.self) { names.insert(name); break }
                levels += 1
                current = node.parent
            }
        }
        return names
    }

    private static func lastOf(_ path: String) -> String {
        path.split(separator: ".").last.map(String.init) ?? path
    }

    private static func lastComponent(_ expression: ExprSyntax) -> String {
        let text = HandMadeCheckbox.normalizedCondition(expression.trimmedDescription)
        return text.split(separator: ".").last.map(String.init) ?? text
    }
}
