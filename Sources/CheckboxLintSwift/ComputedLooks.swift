import SwiftSyntax

/// A look chosen by the Bool in a computed property of the view, shown where the tapped view uses
/// that property as a look modifier's whole argument (EhPanda's `LaboratoryCell`):
///
///     private var bgColor: Color { isOn ? tintColor.opacity(0.2) : Color(.systemGray5) }
///     var body: some View { HStack { … }.onTapGesture(perform: onTap).background(bgColor) }
///
/// The ternary in the getter draws nothing where it is written: what the user sees is the
/// `.background(bgColor)` of the tapped view, so that use stands for it, with the modifier it is
/// given to (a colour, a fill: `ShownByLook.lookModifiers`), and is judged as a ternary written there
/// would be. A box a member draws is `HandMadeCheckbox.shownMember`'s, not this.
///
/// Only a property of the view itself (not `body`), of one expression or one `return`, that the
/// ternary is the whole of; used by name (`bgColor`, not `style.bgColor`) on the tapped view or
/// the modifiers above it.
enum ComputedLooks {
    static func atUse(of candidate: Indicator, in action: TapAction, declaration: any DeclGroupSyntax) -> Indicator? {
        guard !candidate.looksLikeCheckbox, candidate.modifier == nil, !action.covers(candidate.node),
              let name = propertyName(wholeOf: candidate.node, in: declaration) else { return nil }
        let chain = ViewContext.modifierChain(above: action.tappedView).1
        for scope in [Syntax(action.tappedView), Syntax(chain)] {
            for token in scope.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                      reference.parent?.is(MemberAccessExprSyntax.self) != true,
                      let argument = reference.parent?.as(LabeledExprSyntax.self),
                      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                      let modifier = SwiftSyntaxFacts.modifierName(call), ShownByLook.lookModifiers.contains(modifier) else { continue }
                // Shown on the view the modifier is given to (down its chain), as a ternary written
                // there is (`CallCollector`): its texts beside it name the checkbox.
                return Indicator(node: Syntax(reference), shown: modifiedView(of: call), condition: candidate.condition,
                                 literals: candidate.branchLiterals, conditionTokens: candidate.node, modifier: modifier)
            }
        }
        return nil
    }

    /// The view `call`'s modifier is given to, under the modifiers before it.
    private static func modifiedView(of call: FunctionCallExprSyntax) -> Syntax {
        guard let view = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return Syntax(call) }
        return Syntax(SwiftSyntaxFacts.viewUnderModifiers(view).view)
    }

    /// The name of the computed property (not `body`) whose getter is `node` alone.
    private static func propertyName(wholeOf node: Syntax, in declaration: any DeclGroupSyntax) -> String? {
        guard let binding = node.ancestor(PatternBindingSyntax.self),
              binding.parent?.parent?.parent?.parent?.parent?.id == declaration.memberBlock.id,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body",
              case .getter(let body)? = binding.accessorBlock?.accessors, body.count == 1, let item = body.first?.item else { return nil }
        let expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
        return expression.map(Syntax.init)?.id == node.id ? name : nil
    }
}
