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
              let path = flippedPath(of: action.body), ColouredModeButtons.normalized(path) == state,
              ColouredModeButtons.flipsMode(path, action: action, in: type),
              !ColouredModeButtons.marksOtherControl(Syntax(action.tappedView)),
              changes(of: state, in: Syntax(type.memberBlock)) == 1
        else { return false }
        return true
    }

    /// `x` in a tap whose whole action is `x.toggle()` or `x = !x` (or that inside `withAnimation { … }`).
    private static func flippedPath(of body: Syntax) -> ExprSyntax? {
        guard var closure = body.as(ClosureExprSyntax.self) else { return nil }
        for _ in 0..<2 {
            guard closure.statements.count == 1, let item = closure.statements.first?.item else { return nil }
            let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
            if let call = expression?.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
                   call.arguments.isEmpty, call.trailingClosure == nil, let base = member.base {
                    return base
                }
                guard SwiftSyntaxFacts.calleeName(call) == "withAnimation", let inner = call.trailingClosure else { return nil }
                closure = inner
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
