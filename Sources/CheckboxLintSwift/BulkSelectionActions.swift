import SwiftSyntax

/// A Button that selects or clears a whole selection at once, titled by what it will do next
/// (round twenty-seven, Plantory's edit mode: `Button(action: toggleAllSelection) {
/// Text(checked.count == cells.count ? "전체 선택 해제" : "전체 선택") }`, the action
/// `checked.removeAll()` or `checked = Set(cells.map(\.id))`): VoiceOver's "Select all, Button",
/// then "Deselect all, Button", is right — a bulk action, not a checkbox of any item.
///
/// `ActionButtons` leaves a title and its negation ("Done" / "Not done") to be a state, and "Deselect
/// all" holds "Select all" (so does the Korean pair, its negation a word added after): here the
/// action says which reading is meant. A tap that only ever empties the selection or sets it
/// whole, never one item in or out, acts on all of them; a title that changes with it names the
/// next of those two actions. A select-all *checkbox* (a box image chosen by the selection, one
/// title) has no such title and stays a checkbox.
enum BulkSelectionActions {
    /// Whether the Button `action` is a bulk action on the selection `state`: its title is chosen
    /// between two texts by the state, and its action (through the type's helpers it calls, two
    /// deep) sets `state` only whole.
    static func namesBulkAction(_ action: TapAction, state: String, changes: StateChanges) -> Bool {
        guard action.isButton, ActionButtons.titleNamesAnAction(action, state: state, negationNamesAnAction: true) else { return false }
        var writes = Writes()
        read(action.body, state: state, changes: changes, depth: 0, into: &writes)
        return writes.whole && !writes.single
    }

    /// What an action does to the selection: sets it whole (`removeAll()`, `x = []`, `x = Set(all)`),
    /// or moves one item (`insert`, `remove(x)`, `append`, `toggle`, `x = x.filter …`).
    private struct Writes {
        var whole = false
        var single = false
    }

    private static let singleMethods: Set<String> = ["insert", "remove", "append", "toggle", "formSymmetricDifference", "update"]

    private static func read(_ body: Syntax, state: String, changes: StateChanges, depth: Int, into writes: inout Writes) {
        // `Button(action: toggleAll)`: the helper named, not called.
        if let expression = body.as(ExprSyntax.self), let name = SwiftSyntaxFacts.ownName(expression) {
            readHelper(name, state: state, changes: changes, depth: depth, into: &writes)
            return
        }
        for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: body) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                let method = member.declName.baseName.text
                guard StateChanges.lastComponent(base) == state else {
                    if base.trimmedDescription == "self" { readHelper(method, state: state, changes: changes, depth: depth, into: &writes) }
                    continue
                }
                if method == "removeAll", call.arguments.isEmpty { writes.whole = true }
                else if singleMethods.contains(method) || method.hasPrefix("remove") { writes.single = true }
            } else if let name = SwiftSyntaxFacts.ownName(call.calledExpression) {
                readHelper(name, state: state, changes: changes, depth: depth, into: &writes)
            }
        }
        for sequence in SwiftSyntaxFacts.nodes(SequenceExprSyntax.self, in: body) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), StateChanges.lastComponent(elements[0]) == state else { continue }
            // `x = x.filter { … }`, `x = x + [item]`: one item moved through the selection itself.
            let readsItself = elements[2...].contains { value in
                value.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(state) }
            }
            if readsItself { writes.single = true } else { writes.whole = true }
        }
    }

    private static func readHelper(_ name: String, state: String, changes: StateChanges, depth: Int, into writes: inout Writes) {
        guard depth < 2, let helper = changes.function(named: name), let body = helper.body else { return }
        read(Syntax(body), state: state, changes: changes, depth: depth + 1, into: &writes)
    }
}
