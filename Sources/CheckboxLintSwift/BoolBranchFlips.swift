import SwiftSyntax

/// A Bool flipped by the branches of an `if` on it (SPEC §10, "whose tap action changes that
/// Bool"): `if reminder.isCompleted { reminder.isCompleted = false } else { reminder.isCompleted =
/// true }` — the tap's own `toggle()` written out, often with more in each branch (an animation's
/// Bool set beside it, the model saved). The branch taken while the Bool holds sets it `false`, a
/// later branch of the same `if` (an `else`, or an `else if` of the chain) sets it `true`, directly
/// or in a method of the type it calls (`else { completeReminder() }`, `completeReminder()` setting
/// `reminder.isCompleted = true`); or the same with the condition negated.
///
/// A Bool set to both values one after the other (`isLoading = true; load(); isLoading = false`) is
/// no flip: the two values must be set in branches the Bool itself chooses between. The early-exit
/// spellings count as branches: `guard !item.isSelected else { item.isSelected = false; return };
/// item.isSelected = true`, or `if x { x = false; return }` before `x = true`.
///
/// A flip made after every item's Bool of that name was cleared (`for other in items {
/// other.isSelected = false }` before it, on every path that reaches it) is a single choice's: the
/// item can only be turned on, a radio's. A mode `switch` that clears in one case and not in
/// another (`case .single: clear all; case .multi: break`) leaves a multiple choice's path, a flip.
enum BoolBranchFlips {
    /// The last component of the Bool `body` flips through an `if` on it; nil when it flips none.
    static func state(flippedBy body: Syntax, changes: StateChanges) -> String? {
        var stack = [body]
        var steps = 0
        while let node = stack.popLast(), steps < maxNodes {
            steps += 1
            if let ifExpr = node.as(IfExprSyntax.self), let flipped = flipped(by: ifExpr, changes: changes) { return flipped }
            if let guardStmt = node.as(GuardStmtSyntax.self), let flipped = flipped(by: guardStmt) { return flipped }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return nil
    }

    /// Bounds the walk over one action (a hostile file's action may be long).
    private static let maxNodes = 20_000

    private static func flipped(by ifExpr: IfExprSyntax, changes: StateChanges) -> String? {
        guard ifExpr.conditions.count == 1, let condition = ifExpr.conditions.first?.condition.as(ExprSyntax.self),
              let (path, holds) = boolPath(condition) else { return nil }
        // While the condition holds the Bool is `holds`: that branch sets it to the other value, a
        // later one back.
        guard assigned(path, in: Syntax(ifExpr.body)).contains(!holds) else { return nil }
        if let elseBody = ifExpr.elseBody {
            guard assigned(path, in: Syntax(elseBody)).contains(holds)
                    || assignedByCalls(path, in: Syntax(elseBody), changes: changes).contains(holds) else { return nil }
        } else {
            // `if x { x = false; return }`, then `x = true` after it.
            guard endsInExit(ifExpr.body.statements), assignedAfter(ifExpr, path: path).contains(holds) else { return nil }
        }
        return clearedBefore(ifExpr, member: StateChanges.lastComponent(path)) ? nil : StateChanges.lastComponent(path)
    }

    /// `guard !x else { x = false; return }` and `x = true` after it: the `else` runs while the Bool
    /// is the other value than the condition asks, and sets it back; the rest of the block sets it
    /// to the value the guard let through's opposite.
    private static func flipped(by guardStmt: GuardStmtSyntax) -> String? {
        guard guardStmt.conditions.count == 1, let condition = guardStmt.conditions.first?.condition.as(ExprSyntax.self),
              let (path, holds) = boolPath(condition),
              assigned(path, in: Syntax(guardStmt.body)).contains(holds), assignedAfter(guardStmt, path: path).contains(!holds)
        else { return nil }
        let member = StateChanges.lastComponent(path)
        return clearedBefore(guardStmt, member: member) ? nil : member
    }

    /// Whether statements end by leaving the function (`return`, `throw`).
    private static func endsInExit(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard let last = statements.last?.item else { return false }
        return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self)
    }

    /// The statements of the block holding `statement` that come after it.
    private static func siblings(of statement: some SyntaxProtocol, before: Bool) -> [CodeBlockItemSyntax] {
        var node = Syntax(statement)
        if let expressionStatement = node.parent?.as(ExpressionStmtSyntax.self) { node = Syntax(expressionStatement) }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return [] }
        let all = Array(list)
        guard let index = all.firstIndex(where: { $0.id == item.id }) else { return [] }
        return before ? Array(all[..<index]) : Array(all[(index + 1)...])
    }

    /// The Bool literals the statements after `statement` in its block assign to `path`.
    private static func assignedAfter(_ statement: some SyntaxProtocol, path: ExprSyntax) -> Set<Bool> {
        siblings(of: statement, before: false).reduce(into: []) { values, item in values.formUnion(assigned(path, in: Syntax(item))) }
    }

    /// Whether a statement before `statement` in its block sets every item's `member` false on every
    /// path that goes on (a single choice clearing the others before it marks one).
    private static func clearedBefore(_ statement: some SyntaxProtocol, member: String) -> Bool {
        siblings(of: statement, before: true).contains { clearsEveryItem(Syntax($0.item), member: member) }
    }

    /// `for item in items { item.isSelected = false }`, `items.forEach { $0.isSelected = false }`, or
    /// a `switch` each of whose cases does so or returns.
    private static func clearsEveryItem(_ node: Syntax, member: String) -> Bool {
        var node = node
        if let statement = node.as(ExpressionStmtSyntax.self) { node = Syntax(statement.expression) }
        if let loop = node.as(ForStmtSyntax.self) { return assignsFalse(toMember: member, in: Syntax(loop.body)) }
        if let call = node.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
           callee.declName.baseName.text == "forEach", let closure = call.trailingClosure {
            return assignsFalse(toMember: member, in: Syntax(closure))
        }
        if let switchExpr = node.as(SwitchExprSyntax.self) {
            return !switchExpr.cases.isEmpty && switchExpr.cases.allSatisfy { element in
                guard let switchCase = element.as(SwitchCaseSyntax.self) else { return false }
                return endsInExit(switchCase.statements)
                    || switchCase.statements.contains { clearsEveryItem(Syntax($0.item), member: member) }
            }
        }
        return false
    }

    /// Whether `node` assigns `false` to a path whose last component is `member` (`other.isSelected = false`).
    private static func assignsFalse(toMember member: String, in node: Syntax) -> Bool {
        var stack = [node]
        var steps = 0
        while let current = stack.popLast(), steps < maxNodes {
            steps += 1
            if let sequence = current.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[0].is(MemberAccessExprSyntax.self),
                   StateChanges.lastComponent(elements[0]) == member, SwiftSyntaxFacts.booleanLiteral(elements[2]) == false {
                    return true
                }
                continue
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return false
    }

    /// The Bool a condition reads and the value it has while the condition holds: `x`, `model.x`,
    /// `!x`, `x == true`, `x == false`.
    static func boolPath(_ condition: ExprSyntax) -> (ExprSyntax, Bool)? {
        if let negation = condition.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
            return isPath(negation.expression) ? (negation.expression, false) : nil
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self),
                  ["==", "!="].contains(operation.operator.text), isPath(elements[0]),
                  let value = SwiftSyntaxFacts.booleanLiteral(elements[2]) else { return nil }
            return (elements[0], operation.operator.text == "==" ? value : !value)
        }
        return isPath(condition) ? (condition, true) : nil
    }

    /// `x`, `self.x`, `reminder.isCompleted`: names and members only.
    private static func isPath(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return base.is(DeclReferenceExprSyntax.self) || isPath(base)
    }

    /// The Bool literals assigned to `path` in `node` (`path = true`), outside closures it only
    /// makes (a `Task { … }` or a completion handler runs later, if at all).
    private static func assigned(_ path: ExprSyntax, in node: Syntax) -> Set<Bool> {
        let target = HandMadeCheckbox.normalizedCondition(path.trimmedDescription)
        var values: Set<Bool> = []
        var stack = [node]
        var steps = 0
        while let current = stack.popLast(), steps < maxNodes {
            steps += 1
            if current.is(ClosureExprSyntax.self), !isAnimation(current) { continue }
            if let sequence = current.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                   HandMadeCheckbox.normalizedCondition(elements[0].trimmedDescription) == target,
                   let value = SwiftSyntaxFacts.booleanLiteral(elements[2]) {
                    values.insert(value)
                }
                continue
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return values
    }

    /// `withAnimation { x = true }`: run now, animated.
    private static func isAnimation(_ closure: Syntax) -> Bool {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return SwiftSyntaxFacts.calleeName(call) == "withAnimation"
    }

    /// The literals assigned to `path` by the methods of the type `node` calls (`completeReminder()`),
    /// one level down.
    private static func assignedByCalls(_ path: ExprSyntax, in node: Syntax, changes: StateChanges) -> Set<Bool> {
        var values: Set<Bool> = []
        var seen: Set<String> = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, !seen.contains(name),
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == reference.id
                    || reference.parent?.as(MemberAccessExprSyntax.self).map({ member in
                        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
                            && member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id
                    }) == true,
                  let function = changes.function(named: name), let body = function.body else { continue }
            seen.insert(name)
            values.formUnion(assigned(path, in: Syntax(body)))
        }
        return values
    }
}
