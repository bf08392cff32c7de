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
/// its tap the callers' closure itself, shown by a look on the tapped view (`ShownByLook.isLook`),
/// and a call of the type in the file that flips what it passes: a membership (`chosen.contains(i)`)
/// whose set the closure both adds to and takes from, or a Bool named for a choice that the closure
/// toggles. A caller that assigns one choice (`selected = item`) is a radio's and flips nothing.
enum CallerFlippedLooks {
    static func isChoiceShownByLook(_ indicator: Indicator, state: String, action: TapAction,
                                    in type: any DeclGroupSyntax, file: SourceFileSyntax) -> Bool {
        guard let name = type.as(StructDeclSyntax.self)?.name.text, !SelectedLookComponents.namesASingleChoice(name),
              !ShownByLook.namesSomethingElse(state), ShownByLook.readBool(indicator.condition) == state,
              let property = CallerClosureActions.calledProperty(action.body),
              CallerClosureActions.actionProperties(of: type).contains(property),
              CallerClosureActions.boolProperties(of: type).contains(state), SelectedLookComponents.isPassedIn(state, type),
              action.covers(indicator.node) || SwiftSyntaxFacts.contains(ViewContext.modifierChain(above: action.tappedView).1, indicator.node),
              ShownByLook.isLook(indicator, tappedView: action.tappedView)
        else { return false }
        return CallerClosureActions.callSites(named: name, in: file).contains { site in
            let call = site.call
            guard let passed = SwiftSyntaxFacts.argument(call, state),
                  let closure = CallerClosureActions.closure(givenAs: property, to: call) else { return false }
            return flips(passed, in: closure, state: state)
        }
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
        let value = HandMadeCheckbox.normalizedCondition(passed.trimmedDescription)
        return calls(on: value, in: Syntax(closure)).contains("toggle")
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
