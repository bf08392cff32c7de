import SwiftSyntax

/// The `.buttonStyle(…)` in force at a `Button`. A button style is an environment value: set on the
/// Button it styles that Button; set on a container (`List { … }.buttonStyle(.plain)`, a `Form`, a
/// `Section`, a `ForEach`, a stack) it styles every Button inside, exactly as if written on each.
/// The nearest one wins: the Button's own (its innermost, when it has two), else the nearest
/// container's, climbing out through the views whose content the Button is (a call's content
/// closure: `List { … }`, `Section("Chores") { … }`, `Card { … }`), up to the declaration it is
/// written in. A modifier's content (`.overlay { … }`, `.sheet { … }`, `.toolbar { … }`) or an
/// argument ends the climb: read as no container's style (a caller's style is not looked for).
///
/// Every reader of a Button's style asks it: whether a Button fills its `List`/`Form` row
/// (`TapTargetSize.fillsItsRow`), whether its style adds insets to its label (`ButtonLabelFrame`),
/// and the style given the Bool its tap flips (`HandMadeCheckbox.buttonStyleIndicator`,
/// `StyleGivenChoices`).
enum ButtonStyleInForce {
    /// The `.buttonStyle(…)` modifier in force at `view` (a Button, or the tapped view a Button is
    /// under its own modifiers). `own`: the Button's own modifiers when the caller has read them
    /// (inner ones and the chain above, innermost first); else the chain above `view`.
    static func modifier(at view: ExprSyntax, own: [ViewContext.Modifier]? = nil) -> ViewContext.Modifier? {
        let (chain, outermost) = ViewContext.modifierChain(above: view)
        if let style = (own ?? chain).first(where: { $0.name == "buttonStyle" }) { return style }
        var node = Syntax(outermost)
        for _ in 0..<64 {
            guard let container = enclosingContainer(of: node) else { return nil }
            let (modifiers, top) = ViewContext.modifierChain(above: ExprSyntax(container))
            if let style = modifiers.first(where: { $0.name == "buttonStyle" }) { return style }
            node = Syntax(top)
        }
        return nil
    }

    /// The style argument of that modifier (`.plain`, `BorderlessButtonStyle()`, `BoxStyle(isOn: on)`).
    static func style(at view: ExprSyntax, own: [ViewContext.Modifier]? = nil) -> ExprSyntax? {
        modifier(at: view, own: own)?.call.arguments.first?.expression
    }

    /// Whether `style` is `.plain` or `.borderless` (or their types): a style that draws the label
    /// alone and keeps the tap to it.
    static func isPlainOrBorderless(_ style: ExprSyntax) -> Bool {
        [".plain", "PlainButtonStyle()", ".borderless", "BorderlessButtonStyle()"].contains(style.trimmedDescription)
    }

    /// The view call whose content `node` (a view, its modifiers climbed) is: the call a closure
    /// holding it belongs to, past the statements, `if` and `switch` branches between. Nil at a
    /// declaration, an argument, or a modifier's content closure.
    private static func enclosingContainer(of node: Syntax) -> FunctionCallExprSyntax? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(DeclSyntax.self) || ancestor.is(MemberBlockSyntax.self) || ancestor.is(LabeledExprSyntax.self) { return nil }
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                let holder = closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
                // A view's content: a call of a type (`List`, `Section`, `Card`), not a modifier's closure.
                guard let holder, let name = SwiftSyntaxFacts.calleeName(holder), name.first?.isUppercase == true,
                      holder.calledExpression.is(DeclReferenceExprSyntax.self) else { return nil }
                return holder
            }
            current = ancestor.parent
        }
        return nil
    }
}
