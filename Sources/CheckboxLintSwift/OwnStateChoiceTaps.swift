import SwiftSyntax

/// A tapped view (no `Button`) whose choice is the view's own `@State`, flipped by its whole tap and
/// shown only by its look: `@State var isSelected: Bool` with `HStack { Image(systemName: icon);
/// Text(title) }.background(isSelected ? Color.blue : Color.white).onTapGesture { isSelected.toggle() }`
/// (a UI kit's multi-select chip, round thirty). The same look in `Button { isSelected.toggle() }` is
/// read as a mode the Button flips (`ColouredModeButtons`); a tap gesture doing the same is the same
/// two-state control, and VoiceOver reads its text alike chosen or not.
///
/// Only a Bool named for a choice (`isSelected`, `isChosen`: the caller of `ToggledChoiceLooks` asks
/// it), a plain `@State` property of the view, whose every change in the type is that one flip: the
/// tap's whole action is `x.toggle()` (or `x = !x`, also inside `withAnimation`), and nothing else in
/// the type sets it or toggles it — a hover flag (`.onHover { isSelected = $0 }`), a long press, a
/// reset to a literal make it the view's own look, not a choice. The guards of a mode Button hold
/// too (`ColouredModeButtons.flipsMode`): not presented (`.sheet(isPresented: $x)`), not a turning
/// chevron, not a type named for one choice of many (`TabButton`); no favourite's or player's symbol
/// in the tapped view.
enum OwnStateChoiceTaps {
    static func flipsOwnChoice(_ state: String, action: TapAction, in type: any DeclGroupSyntax) -> Bool {
        guard !action.isButton, StoredProperties.states(of: type).contains(state),
              let path = flippedPath(of: action.body, tellingCallerThrough: CallerClosureActions.closureProperties(of: type)),
              ColouredModeButtons.normalized(path) == state,
              ColouredModeButtons.flipsMode(path, action: action, in: type),
              !ColouredModeButtons.marksOtherControl(Syntax(action.tappedView)),
              changes(of: state, in: Syntax(type.memberBlock)) == 1
        else { return false }
        return true
    }

    /// `x` in a tap whose whole action is `x.toggle()` or `x = !x` (or that inside `withAnimation { … }`).
    /// Around the flip, only what decides whether the view takes a tap at all and what tells its caller
    /// (round thirty-one, Kasih's chip: `if !isDisabled { isSelected.toggle(); onTap() }`): a `guard`
    /// or an `if` (no `else`) on an enabled, disabled or locked flag (`EnabledGuards`), and after the
    /// flip calls of the view's closure properties `callers` named for being told (`onTap()`,
    /// `onChange(isSelected)`, `action?()`; not `open()`: `EnabledGuards.callsClosure`). A guard on anything else (`if !isSingle`, `guard selected == nil`) is a choice of
    /// its own, not a disabled look: no flip read.
    private static func flippedPath(of body: Syntax, tellingCallerThrough callers: Set<String>) -> ExprSyntax? {
        guard let closure = body.as(ClosureExprSyntax.self) else { return nil }
        var statements = Array(closure.statements)
        for _ in 0..<4 {
            // `guard !isDisabled else { return }` before the rest.
            while let first = statements.first, EnabledGuards.isEarlyExit(first.item) { statements.removeFirst() }
            // What tells the caller, after the flip.
            while statements.count > 1, let last = statements.last, EnabledGuards.callsClosure(last.item, among: callers) {
                statements.removeLast()
            }
            guard statements.count == 1, let item = statements.first?.item else { return nil }
            let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
            // `if !isDisabled { … }` holding the rest.
            if let guarded = expression?.as(IfExprSyntax.self), let inner = EnabledGuards.guardedBody(guarded) {
                statements = Array(inner)
                continue
            }
            if let call = expression?.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
                   call.arguments.isEmpty, call.trailingClosure == nil, let base = member.base {
                    return base
                }
                guard SwiftSyntaxFacts.calleeName(call) == "withAnimation", let inner = call.trailingClosure else { return nil }
                statements = Array(inner.statements)
                continue
            }
            // `x = !x`.
            if let sequence = expression?.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      let negated = elements[2].as(PrefixOperatorExprSyntax.self), negated.operator.text == "!",
                      ColouredModeButtons.normalized(negated.expression) == ColouredModeButtons.normalized(elements[0])
                else { return nil }
                return elements[0]
            }
            return nil
        }
        return nil
    }

    /// How many times the type changes `name`: each `name = …`, `name.toggle()`, `$name` handed to
    /// another view (a binding it may set), counted apart (a property's own initial value is none).
    private static func changes(of name: String, in node: Syntax) -> Int {
        var count = 0
        for sequence in SwiftSyntaxFacts.nodes(SequenceExprSyntax.self, in: node) {
            let elements = Array(sequence.elements)
            if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), ColouredModeButtons.normalized(elements[0]) == name {
                count += 1
            }
        }
        for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: node) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
               let base = member.base, ColouredModeButtons.normalized(base) == name {
                count += 1
            }
        }
        for token in node.tokens(viewMode: .sourceAccurate) where token.text == "$" + name {
            count += 1
        }
        return count
    }
}

/// What only decides whether a view takes a tap (`if !isDisabled { … }`, `guard isEnabled else {
/// return }`) and what tells its caller of the tap (`onTap()`): the parts of a tap action around its
/// one flip that leave the flip the whole of what the tap does to the view.
enum EnabledGuards {
    /// Words of a flag that says whether the view takes taps.
    private static let words: Set<String> = ["enabled", "disabled", "locked", "interactive"]

    /// Whether `condition` reads one flag of those words, or its negation (`!isDisabled`, `isEnabled`,
    /// `!self.isLocked`, `isEnabled == true`).
    static func isEnabledFlag(_ condition: ExprSyntax) -> Bool {
        var expression = condition
        if let negated = expression.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!" { expression = negated.expression }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self).map({ ["==", "!="].contains($0.operator.text) }) == true,
                  elements[2].is(BooleanLiteralExprSyntax.self) else { return false }
            expression = elements[0]
        }
        guard let name = SwiftSyntaxFacts.ownName(expression) else { return false }
        return NameWords.of(name).contains { words.contains($0) } || words.contains(name.lowercased())
    }

    /// `guard <flag> else { return }`.
    static func isEarlyExit(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard let statement = item.as(GuardStmtSyntax.self), statement.conditions.count == 1,
              case .expression(let condition) = statement.conditions.first?.condition, isEnabledFlag(condition),
              statement.body.statements.count == 1,
              let exit = statement.body.statements.first?.item.as(ReturnStmtSyntax.self), exit.expression == nil else { return false }
        return true
    }

    /// The statements of `if <flag> { … }` with no `else`.
    static func guardedBody(_ statement: IfExprSyntax) -> CodeBlockItemListSyntax? {
        guard statement.elseBody == nil, statement.conditions.count == 1,
              case .expression(let condition) = statement.conditions.first?.condition, isEnabledFlag(condition) else { return nil }
        return statement.body.statements
    }

    /// `onTap()`, `self.onTap(isSelected)`, `onTap?()`, `(onTap ?? {})()`: a call of one of the view's
    /// closure properties `callers`, given no closure (`CallerClosureActions.calledName`).
    static func callsClosure(_ item: CodeBlockItemSyntax.Item, among callers: Set<String>) -> Bool {
        let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let name = CallerClosureActions.calledName(call.calledExpression) else { return false }
        return callers.contains(name) && tellsOfTheTap(name)
    }

    /// A closure named for being told of the tap or the change (`onTap`, `onChange`, `tapAction`,
    /// `didToggle`), not for another act (`open`, `onDelete`, `showDetail`): a tap that opens the item
    /// too does more than flip its choice.
    private static func tellsOfTheTap(_ name: String) -> Bool {
        let words = NameWords.of(name)
        guard !words.contains(where: { otherActs.contains($0) }) else { return false }
        return words.first == "on" && words.count > 1 || words.contains { toldWords.contains($0) }
    }

    private static let toldWords: Set<String> = ["tap", "tapped", "toggle", "toggled", "change", "changed", "select", "selected", "action", "callback", "handler"]
    private static let otherActs: Set<String> = [
        "open", "delete", "remove", "edit", "show", "present", "navigate", "dismiss", "close", "share", "play", "favorite", "favourite",
    ]
}
