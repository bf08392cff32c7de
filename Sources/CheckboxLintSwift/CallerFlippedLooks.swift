import SwiftSyntax

/// A chip whose chosen state is only its colours, flipped by its caller: `struct InterestButton:
/// View { let interest: String; let isSelected: Bool; var action: () -> Void; var body: some View {
/// Button(action: action) { Text(interest).background(isSelected ? Color.accentColor : .gray) } } }`,
/// called in the same file as `InterestButton(interest: i, isSelected: chosen.contains(i)) { if
/// chosen.contains(i) { chosen.remove(i) } else { chosen.insert(i) } }`. The look need not be a
/// check: the caller taking the option in and out of a set by the very test it passes says the chip
/// is one option of a multiple choice. VoiceOver reads "Sports, Button" chosen or not.
///
/// Only a `Bool` property the callers pass (no initial value, no wrapper), whose name says nothing
/// else (`isExpanded`, `isFavorite`), in a type not named for one choice of many (`TabButton`),
/// its tap the callers' closure itself (or that closure handed back a value the chip holds,
/// `onItemSelected(item)`), shown by a look on the tapped view (`ShownByLook.isLook`),
/// and a call of the type in the file that flips what it passes: a membership (`chosen.contains(i)`)
/// whose set the closure both adds to and takes from, or a Bool named for a choice that the closure
/// toggles, itself or through a method of the caller's type (`select(item: item)` flipping
/// `item.isSelected` in a `.multi` mode, the member passed as `isSelected: item.isSelected`). A caller that assigns one choice (`selected = item`) is a radio's and flips nothing.
enum CallerFlippedLooks {
    static func isChoiceShownByLook(_ indicator: Indicator, state: String, action: TapAction,
                                    in type: any DeclGroupSyntax, file: SourceFileSyntax) -> Bool {
        guard let name = type.as(StructDeclSyntax.self)?.name.text, !SelectedLookComponents.namesASingleChoice(name),
              !ShownByLook.namesSomethingElse(state), ShownByLook.readBool(indicator.condition) == state,
              let property = calledProperty(action.body, in: type, state: state),
              CallerClosureActions.boolProperties(of: type).contains(state), SelectedLookComponents.isPassedIn(state, type),
              action.covers(indicator.node) || SwiftSyntaxFacts.contains(ViewContext.modifierChain(above: action.tappedView).1, indicator.node),
              // A fixed icon beside the chip's text (`if let systemImage { Image(systemName: systemImage) }`)
              // as the other chip readings allow it (`MemberCallbackChips`, `SelectedLookComponents`).
              ShownByLook.isLook(indicator, tappedView: action.tappedView, iconBesideText: true)
        else { return false }
        return CallerClosureActions.callSites(named: name, in: file).contains { site in
            let call = site.call
            // A `let` of the loop's body or of the helper method making the call stands for its value
            // (`let isSelected = chosen.contains(item)`, then `isSelected: isSelected`).
            guard let given = SwiftSyntaxFacts.argument(call, state),
                  let closure = CallerClosureActions.closure(givenAs: property, to: call) else { return false }
            let passed = LoopBodyLets(around: call, function: true).resolved(given)
            return flips(passed, in: closure, state: state)
                || flipsThroughMethod(passed, in: closure, state: state, caller: call, file: site.file)
        }
    }

    /// The closure property the tap runs: `action`, `{ action() }`, or one handed back a value the
    /// chip holds (`{ onItemSelected(item) }`, `let onItemSelected: (Item) -> Void`).
    private static func calledProperty(_ body: Syntax, in type: any DeclGroupSyntax, state: String) -> String? {
        if let property = CallerClosureActions.calledProperty(body), CallerClosureActions.actionProperties(of: type).contains(property) {
            return property
        }
        let handable = CallerClosureActions.storedValues(of: type).subtracting(CallerClosureActions.boolProperties(of: type))
        guard let property = CallerClosureActions.calledProperty(body, handing: handable),
              CallerClosureActions.closureProperties(of: type).contains(property) else { return nil }
        return property
    }

    /// Whether the closure flips, through a method of the caller's type, a Bool named for a choice
    /// whose member the caller passes (`isSelected: item.isSelected`, `{ item in select(item: item) }`,
    /// `select(item:)` flipping `item.isSelected` in its multiple-choice mode, `BoolBranchFlips`). A
    /// method that clears the others first in every mode is a single choice's and flips nothing.
    private static func flipsThroughMethod(_ passed: ExprSyntax, in closure: ClosureExprSyntax, state: String,
                                           caller call: FunctionCallExprSyntax, file: SourceFileSyntax) -> Bool {
        guard ShownByLook.namesAChoice(state), passed.is(MemberAccessExprSyntax.self),
              let caller = call.ancestor(StructDeclSyntax.self),
              let changed = StateChanges(type: caller, file: file).stateChanged(by: Syntax(closure)) else { return false }
        return changed == StateChanges.lastComponent(passed)
    }

    /// Whether `closure` flips the value `passed` reads: adds its key to the set it tests and takes
    /// it out again, or toggles a Bool named for a choice.
    static func flips(_ passed: ExprSyntax, in closure: ClosureExprSyntax, state: String) -> Bool {
        if let set = membershipSet(passed) {
            var adds = false, takes = false
            for call in calls(on: set, in: Syntax(closure)) {
                if addingMethods.contains(call) { adds = true }
                if takingMethods.contains(call) { takes = true }
                if call == "formSymmetricDifference" { adds = true; takes = true }
            }
            return adds && takes
        }
        guard ShownByLook.namesAChoice(state) else { return false }
        return toggles(passed, in: closure)
    }

    /// Whether `closure` toggles the value `passed` is (`isCompleted.toggle()` for `isCompleted`).
    static func toggles(_ passed: ExprSyntax, in closure: ClosureExprSyntax) -> Bool {
        let value = HandMadeCheckbox.normalizedCondition(passed.trimmedDescription)
        return calls(on: value, in: Syntax(closure)).contains("toggle")
    }

    /// Whether `closure` toggles the member `member` of the value `passed` (`item.isCompleted.toggle()`
    /// for `item`, or for `$item`: a binding's value is flipped through its name), or hands its
    /// negation on under the member's own label (`updateItem(id: item.id, isComplete:
    /// !item.isComplete)`): a call asking for the member set to what it is not.
    static func toggles(_ member: String, of passed: ExprSyntax, in closure: ClosureExprSyntax) -> Bool {
        var value = HandMadeCheckbox.normalizedCondition(passed.trimmedDescription)
        if value.hasPrefix("$") { value.removeFirst() }
        return calls(on: value + "." + member, in: Syntax(closure)).contains("toggle")
            || handsNegated(value + "." + member, labelled: member, in: closure)
    }

    /// Whether a call in `closure` passes `!path` as its argument labelled `label`, or as the one
    /// payload of an enum case named `label` (`field: .isNeeded(!item.isNeeded)`: `NegatedFieldRequests.request`).
    private static func handsNegated(_ path: String, labelled label: String, in closure: ClosureExprSyntax) -> Bool {
        SwiftSyntaxFacts.nodes(PrefixOperatorExprSyntax.self, in: Syntax(closure)).contains { negation in
            guard negation.operator.text == "!", let request = NegatedFieldRequests.request(negation) else { return false }
            return request.member == label && request.path == path
        }
    }

    /// Whether `node` (a model's method body) both puts a key into `set` (normalized) and takes one
    /// out: the calls `flips` reads, `removeFirst`/`removeLast` (a capped selection dropping its
    /// oldest) and `set = set.filter …` written back.
    static func addsAndTakes(_ set: String, in node: Syntax) -> Bool {
        var adds = false, takes = false
        for call in calls(on: set, in: node) {
            if addingMethods.contains(call) { adds = true }
            if takingMethods.contains(call) || call == "removeFirst" || call == "removeLast" { takes = true }
            if call == "formSymmetricDifference" { adds = true; takes = true }
        }
        return adds && (takes || writesBackFiltered(set, in: node))
    }

    /// `set = set.filter { … }` in `node`.
    private static func writesBackFiltered(_ set: String, in node: Syntax) -> Bool {
        SwiftSyntaxFacts.nodes(SequenceExprSyntax.self, in: node).contains { sequence in
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  HandMadeCheckbox.normalizedCondition(elements[0].trimmedDescription) == set,
                  let call = elements[2].as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.text == "filter", let base = member.base else { return false }
            return HandMadeCheckbox.normalizedCondition(base.trimmedDescription) == set
        }
    }

    private static let addingMethods: Set<String> = ["insert", "append", "formUnion"]
    private static let takingMethods: Set<String> = ["remove", "removeAll", "subtract", "removeValue"]

    /// `chosen` (normalized) in `chosen.contains(key)` or `chosen.contains { $0 == key }`.
    private static func membershipSet(_ expression: ExprSyntax) -> String? {
        MembershipCalls.collection(expression).map { HandMadeCheckbox.normalizedCondition($0.trimmedDescription) }
    }

    /// The methods called on `receiver` (normalized) in `node`: `chosen.insert(x)` gives `insert`.
    /// A closure is small; its nodes are walked within a bound all the same.
    private static func calls(on receiver: String, in node: Syntax) -> [String] {
        var found: [String] = []
        var stack = [node]
        var visited = 0
        while let current = stack.popLast(), visited < 2_000 {
            visited += 1
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base, HandMadeCheckbox.normalizedCondition(base.trimmedDescription) == receiver {
                found.append(member.declName.baseName.text)
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return found
    }
}
