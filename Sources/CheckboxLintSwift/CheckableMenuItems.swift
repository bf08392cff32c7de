import SwiftSyntax

/// A context menu's item made checkable by hand: a `Button` that flips a Bool and shows a checkmark
/// only while that Bool is true, beside a title that does not change (round twenty-eight,
/// shortcut-dictionary's "Show toolbar"):
///
///     .contextMenu {
///         Button { isToolbarEnabled.toggle() } label: {
///             HStack { if isToolbarEnabled { Image(systemName: "checkmark") }; Text("Show toolbar") }
///         }
///     }
///
/// A `Toggle` in the menu is drawn as a checked item and announced with its state; this item is a
/// plain one whose state is only the mark. Every other button of a menu names an action
/// (`ActionButtons`): a title that changes with the Bool ("Show toolbar" / "Hide toolbar"), a
/// symbol that is not a checkmark, a mark shown by something else than the Bool the tap flips.
enum CheckableMenuItems {
    /// The items of a menu's content `closure` (its statements, and those of a `Section` or `Group`
    /// in it) that are such buttons.
    static func items(in closure: ClosureExprSyntax) -> [FunctionCallExprSyntax] {
        var found: [FunctionCallExprSyntax] = []
        func scan(_ statements: CodeBlockItemListSyntax, depth: Int) {
            for statement in statements {
                // The item under its modifiers (`.keyboardShortcut("T")`).
                guard let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression,
                      let call = SwiftSyntaxFacts.viewUnderModifiers(expression).view.as(FunctionCallExprSyntax.self) else { continue }
                switch SwiftSyntaxFacts.calleeName(call) {
                case "Button":
                    if isCheckable(call) { found.append(call) }
                case "Section", "Group":
                    if depth < 2, let inner = call.trailingClosure { scan(inner.statements, depth: depth + 1) }
                default:
                    break
                }
            }
        }
        scan(closure.statements, depth: 0)
        return found
    }

    /// Whether `node` is inside a `.contextMenu { }`'s content.
    static func isInContextMenu(_ node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current, !ancestor.kind.isDeclaration {
            if let closure = ancestor.as(ClosureExprSyntax.self), ActionButtons.isContextMenu(closure) { return true }
            current = ancestor.parent
        }
        return false
    }

    /// Whether `button`'s label shows `Image(systemName: "checkmark")` under an `if` on one Bool
    /// with no `else`, names it by texts that do not read that Bool, and its action flips it.
    static func isCheckable(_ button: FunctionCallExprSyntax) -> Bool {
        guard let label = SwiftSyntaxFacts.labelClosure(of: button),
              let action = SwiftSyntaxFacts.argument(button, "action")?.as(ClosureExprSyntax.self)
                ?? (button.trailingClosure?.id != label.id ? button.trailingClosure : nil) else { return false }
        // The label's views: one stack's, or the closure's own.
        var views = label.statements
        if views.count == 1, let stack = views.first?.item.as(FunctionCallExprSyntax.self),
           ["HStack", "Group"].contains(SwiftSyntaxFacts.calleeName(stack) ?? ""), let inner = stack.trailingClosure {
            views = inner.statements
        }
        var state: String?
        var titled = false
        for view in views {
            let item = view.item.as(ExpressionStmtSyntax.self)?.expression ?? view.item.as(ExprSyntax.self)
            if let mark = item?.as(IfExprSyntax.self) {
                guard state == nil, mark.elseBody == nil, mark.conditions.count == 1,
                      let condition = mark.conditions.first?.condition.as(ExprSyntax.self), isPath(condition),
                      showsCheckmarkOnly(mark.body) else { return false }
                state = condition.trimmedDescription
            } else if let text = item.flatMap(SwiftSyntaxFacts.viewUnderModifiers)?.view.as(FunctionCallExprSyntax.self),
                      ["Text", "Label"].contains(SwiftSyntaxFacts.calleeName(text) ?? ""),
                      let title = SwiftSyntaxFacts.shownWords(text), SwiftSyntaxFacts.stringLiteral(title.expression) != nil {
                titled = true
            } else {
                return false
            }
        }
        guard let state, titled else { return false }
        let flips = action.statements.trimmedDescription.filter { !$0.isWhitespace }
        return flips.contains("\(state).toggle()") || flips.contains("\(state)=!\(state)")
    }

    /// `name`, `self.name`, `model.name`: a path of names.
    private static func isPath(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return isPath(base)
    }

    /// Whether `body` is one `Image(systemName: "checkmark")` (under its modifiers).
    private static func showsCheckmarkOnly(_ body: CodeBlockSyntax) -> Bool {
        guard body.statements.count == 1, let item = body.statements.first?.item,
              let expression = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self),
              let image = SwiftSyntaxFacts.viewUnderModifiers(expression).view.as(FunctionCallExprSyntax.self),
              SwiftSyntaxFacts.calleeName(image) == "Image",
              let symbol = SwiftSyntaxFacts.argument(image, "systemName") else { return false }
        return SwiftSyntaxFacts.stringLiteral(symbol) == "checkmark"
    }
}
