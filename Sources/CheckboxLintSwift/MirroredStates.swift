import SwiftSyntax

/// A view's own `@State` Bool kept in step with the state a tap changes, which the look reads in
/// its place (Cronica's list rows: the tap inserts the item into the selection or removes it, and
/// sets `isSelected = true` or `= false` beside each; the check image reads `isSelected`). The copy
/// is set to `true` in one branch of an `if` and to `false` in the other, either in the tap's action
/// itself, or in a `.task(id:)` / `.onChange(of:)` closure that watches the changed state
/// (`.task(id: settings.selected) { if settings.selected.contains(id) { isSelected = true } else { … } }`).
/// A flag set both ways one after the other (`isLoading = true; …; isLoading = false`) is work in
/// progress, not a copy: only opposite branches of one `if` count.
enum MirroredStates {
    /// The names of the type's `@State` Bools that mirror `state`, changed by `action`.
    static func names(mirroring state: String, changedBy action: Syntax, in declaration: any DeclGroupSyntax) -> Set<String> {
        var found = mirrors(in: action)
        for closure in watchingClosures(of: state, in: declaration) { found.formUnion(mirrors(in: Syntax(closure))) }
        guard !found.isEmpty else { return [] }
        return found.intersection(StoredProperties.states(of: declaration))
    }

    /// Names set to `true` in one branch of an `if` under `root` and to `false` in its `else`.
    private static func mirrors(in root: Syntax) -> Set<String> {
        var names: Set<String> = []
        for ifExpr in SwiftSyntaxFacts.nodes(IfExprSyntax.self, in: root) {
            guard case .codeBlock(let otherwise)? = ifExpr.elseBody else { continue }
            let whenTrue = literalAssignments(in: Syntax(ifExpr.body))
            let whenFalse = literalAssignments(in: Syntax(otherwise))
            for (name, value) in whenTrue where whenFalse[name] == !value { names.insert(name) }
        }
        return names
    }

    /// `name = true` / `name = false` under `root`, by name (the last value written wins).
    private static func literalAssignments(in root: Syntax) -> [String: Bool] {
        var values: [String: Bool] = [:]
        for sequence in SwiftSyntaxFacts.nodes(SequenceExprSyntax.self, in: root) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  let value = SwiftSyntaxFacts.booleanLiteral(elements[2]) else { continue }
            values[StateChanges.lastComponent(elements[0])] = value
        }
        return values
    }

    /// The closures of `.task(id:)` and `.onChange(of:)` modifiers of the type whose watched value is
    /// `state` (its last member: `settings.selected` watches `selected`).
    private static func watchingClosures(of state: String, in declaration: any DeclGroupSyntax) -> [ClosureExprSyntax] {
        var closures: [ClosureExprSyntax] = []
        for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: Syntax(declaration.memberBlock)) {
            guard let modifier = SwiftSyntaxFacts.modifierName(call), modifier == "task" || modifier == "onChange",
                  let watched = SwiftSyntaxFacts.argument(call, modifier == "task" ? "id" : "of"),
                  StateChanges.lastComponent(watched) == state,
                  let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else { continue }
            closures.append(closure)
        }
        return closures
    }
}
