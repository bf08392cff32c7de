import SwiftSyntax

/// One option drawn as the same `Button` in the two branches of an `if` on its Bool, the branches
/// differing only in its look (interest chips of an onboarding screen): `if
/// interest.isChoosed == false { Button(interest.name) { list.toogle(interest) }.buttonStyle(.bordered)
/// } else { Button(interest.name) { list.toogle(interest) }.buttonStyle(.borderedProminent) }`. The
/// user meets one button whose style says whether it is chosen, and VoiceOver says nothing of that:
/// one checkbox, at the first branch's `Button`, named by its title.
///
/// Only an `if … else` whose branches each hold exactly one `Button`, the two written alike (title,
/// action, label) and modified differently by look modifiers only (`ShownByLook.lookModifiers`),
/// whose condition is a Bool (`x.isChosen`, `!x.isChosen`, `x.isChosen == false`) and whose action
/// either toggles that Bool or, named for a choice (`ShownByLook.namesAChoice`), passes what holds
/// it to a call (`list.toogle(interest)` for `interest.isChoosed`) not named for setting one choice
/// (`list.selectOnly(personality)`, `select`, `choose`, `set…`: a radio). Two buttons that differ in what
/// they say or do are two controls (`BranchedButtons` reads a pair that sets the state on and off).
struct StyledBranchButtons {
    /// The first branch's `Button`, which stands for both.
    let shown: TapAction
    /// The other branch's.
    let other: TapAction
    /// The Bool's last component (`isChoosed`).
    let state: String
    /// The `if`, showing the first branch's `Button`.
    let indicator: Indicator

    static func find(in collector: CallCollector, changes: StateChanges) -> [StyledBranchButtons] {
        var found: [StyledBranchButtons] = []
        for candidate in collector.indicators {
            guard let ifExpr = candidate.node.as(IfExprSyntax.self), let elseBody = ifExpr.elseBody?.as(CodeBlockSyntax.self),
                  ifExpr.body.statements.count == 1, elseBody.statements.count == 1,
                  let first = onlyButton(in: ifExpr.body, collector: collector),
                  let second = onlyButton(in: elseBody, collector: collector),
                  let button = first.tappedView.as(FunctionCallExprSyntax.self),
                  let otherButton = second.tappedView.as(FunctionCallExprSyntax.self),
                  written(button) == written(otherButton),
                  differsOnlyInLook(button, otherButton) else { continue }
            let path = ShownByLook.readBool(ifExpr.conditions.trimmedDescription)
            guard let state = path.split(separator: ".").last.map(String.init), !state.isEmpty,
                  state.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !ShownByLook.namesSomethingElse(path),
                  changes.stateChanged(by: first.body) == state
                    || ShownByLook.namesAChoice(state) && passesHolder(of: path, in: first.body) else { continue }
            let indicator = Indicator(node: Syntax(ifExpr), shown: Syntax(button), condition: path, literals: [],
                                      conditionTokens: ifExpr.conditions, modifier: "buttonStyle")
            found.append(StyledBranchButtons(shown: first, other: second, state: state, indicator: indicator))
        }
        return found
    }

    /// The one tap of a branch when it is a `Button`, the branch's whole content (with its modifiers).
    private static func onlyButton(in block: CodeBlockSyntax, collector: CallCollector) -> TapAction? {
        let taps = collector.tapActions.filter { SwiftSyntaxFacts.contains(block, $0.tappedView) }
        guard taps.count == 1, let tap = taps.first, tap.isButton, let item = block.statements.first?.item else { return nil }
        let (_, top) = ViewContext.modifierChain(above: tap.tappedView)
        let statement = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        return statement?.id == top.id ? tap : nil
    }

    /// A call's text without its spacing: two `Button`s written alike.
    private static func written(_ call: FunctionCallExprSyntax) -> String {
        String(call.trimmedDescription.filter { !$0.isWhitespace })
    }

    /// Whether the two chains of modifiers differ, and only in modifiers of look.
    private static func differsOnlyInLook(_ a: FunctionCallExprSyntax, _ b: FunctionCallExprSyntax) -> Bool {
        let first = ViewContext.modifierChain(above: ExprSyntax(a)).0.map { ($0.name, written($0.call)) }
        let second = ViewContext.modifierChain(above: ExprSyntax(b)).0.map { ($0.name, written($0.call)) }
        let onlyFirst = first.filter { modifier in !second.contains { $0.1 == modifier.1 } }
        let onlySecond = second.filter { modifier in !first.contains { $0.1 == modifier.1 } }
        let differing = onlyFirst + onlySecond
        return !differing.isEmpty && differing.allSatisfy { ShownByLook.lookModifiers.contains($0.0) }
    }

    /// Whether the action passes what holds the Bool (`interest` for `interest.isChoosed`), or its
    /// id, to a call: the tap acts on the option whose Bool it shows.
    private static func passesHolder(of path: String, in body: Syntax) -> Bool {
        let parts = path.split(separator: ".")
        guard parts.count >= 2 else { return false }
        let holder = parts.dropLast().joined(separator: ".")
        var stack = [body]
        while let node = stack.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self), !setsOneChoice(call), call.arguments.contains(where: { argument in
                let passed = HandMadeCheckbox.normalizedCondition(argument.expression.trimmedDescription)
                return passed == holder || passed == holder + ".id"
            }) {
                return true
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return false
    }

    /// A call named for setting the one choice of many (`selectOnly(x)`, `select(x)`, `choose(x)`,
    /// `setSelected(x)`): its option is a radio button.
    private static func setsOneChoice(_ call: FunctionCallExprSyntax) -> Bool {
        let name = (call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "").lowercased()
        return ["select", "choose", "pick", "set"].contains { name.hasPrefix($0) } || name.containsText("only")
    }
}
