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
/// no flip: the two values must be set in branches the Bool itself chooses between.
enum BoolBranchFlips {
    /// The last component of the Bool `body` flips through an `if` on it; nil when it flips none.
    static func state(flippedBy body: Syntax, changes: StateChanges) -> String? {
        var stack = [body]
        var steps = 0
        while let node = stack.popLast(), steps < maxNodes {
            steps += 1
            if let ifExpr = node.as(IfExprSyntax.self), let flipped = flipped(by: ifExpr, changes: changes) { return flipped }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return nil
    }

    /// Bounds the walk over one action (a hostile file's action may be long).
    private static let maxNodes = 20_000

    private static func flipped(by ifExpr: IfExprSyntax, changes: StateChanges) -> String? {
        guard ifExpr.conditions.count == 1, let condition = ifExpr.conditions.first?.condition.as(ExprSyntax.self),
              let elseBody = ifExpr.elseBody, let (path, holds) = boolPath(condition) else { return nil }
        // While the condition holds the Bool is `holds`: that branch sets it to the other value, a
        // later one back.
        guard assigned(path, in: Syntax(ifExpr.body)).contains(!holds),
              assigned(path, in: Syntax(elseBody)).contains(holds) || assignedByCalls(path, in: Syntax(elseBody), changes: changes).contains(holds)
        else { return nil }
        return StateChanges.lastComponent(path)
    }

    /// The Bool a condition reads and the value it has while the condition holds: `x`, `model.x`,
    /// `!x`, `x == true`, `x == false`.
    private static func boolPath(_ condition: ExprSyntax) -> (ExprSyntax, Bool)? {
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
