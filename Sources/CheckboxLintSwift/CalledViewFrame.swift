import SwiftSyntax

/// The frame of a view of the file that a hand-made checkbox calls and taps as it is:
/// `TimelineLine(isChecked: x).onTapGesture { … }`, with `struct TimelineLine: View { var body: some
/// View { ZStack { … }.frame(width: 28) } }`. A view is as large as its body, so the tap lands on
/// the body's outer frame (28 pt wide). Read only when the call adds nothing that could make the
/// target larger (a frame, padding or content shape of its own) and no view around it takes taps
/// (a `Button`, a tap gesture on its row): then the touch may land on the larger one, and the file
/// does not decide the size.
enum CalledViewFrame {
    /// The modifiers of the called view's body (`frame`, then any `padding` after it, innermost
    /// first), for `TapTargetSize.read` to decide as the tapped view's own; nil unless `view` calls
    /// the one view type of the file of that name, whose body is one view whose outer modifiers
    /// set a frame of literal lengths.
    /// - Parameters:
    ///   - view: the tapped view below its modifiers.
    ///   - modifiers: the tapped view's own modifiers and those above it.
    static func modifiers(of view: Syntax, modifiers: [ViewContext.Modifier]) -> [ViewContext.Modifier]? {
        guard !modifiers.contains(where: { ["frame", "padding", "contentShape"].contains($0.name) }),
              let call = view.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let name = SwiftSyntaxFacts.calleeName(call), name.first?.isUppercase == true,
              let declaration = SwiftSyntaxFacts.viewType(named: name, in: view.root),
              let bodyView = onlyView(of: declaration) else { return nil }
        let own = ViewContext.ownModifiers(of: bodyView).modifiers
        let frames = own.filter { $0.name == "frame" }
        guard !frames.isEmpty, frames.allSatisfy(hasLiteralLengths), !isInsideATap(view) else { return nil }
        return own
    }

    /// Whether every length a frame sets is a number written out (`width: 28`): a name would be
    /// read against the caller's declarations, not the called view's.
    private static func hasLiteralLengths(_ frame: ViewContext.Modifier) -> Bool {
        let lengths = ["width", "height", "minWidth", "minHeight"].compactMap { SwiftSyntaxFacts.argument(frame.call, $0) }
        return !lengths.isEmpty && lengths.allSatisfy { SwiftSyntaxFacts.numberLiteral($0) != nil }
    }

    /// The one view `body` returns (`ZStack { … }.frame(width: 28)`, or `return` it); nil for a body
    /// of several views or of statements.
    private static func onlyView(of declaration: StructDeclSyntax) -> ExprSyntax? {
        guard let accessor = SwiftSyntaxFacts.viewBody(of: declaration)?.as(AccessorBlockSyntax.self),
              case .getter(let statements) = accessor.accessors, statements.count == 1,
              let item = statements.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) { return expression }
        if let statement = item.as(ExpressionStmtSyntax.self) { return statement.expression }
        return item.as(ReturnStmtSyntax.self)?.expression
    }

    /// Whether a view around the tapped one (up to its type's declaration) is a control or takes
    /// taps of its own: its area, not the called view's, may be what the finger meets.
    private static func isInsideATap(_ view: Syntax) -> Bool {
        guard let expression = view.as(ExprSyntax.self) else { return true }
        let outermost = ViewContext.modifierChain(above: expression).1
        var current = Syntax(outermost).parent
        while let ancestor = current, !ancestor.is(MemberBlockSyntax.self) {
            if let call = ancestor.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
                   ["onTapGesture", "gesture", "highPriorityGesture", "simultaneousGesture", "onLongPressGesture"].contains(member.declName.baseName.text) {
                    return true
                }
                if let name = SwiftSyntaxFacts.calleeName(call), ["Button", "NavigationLink", "Link", "Menu", "Toggle"].contains(name) {
                    return true
                }
            }
            current = ancestor.parent
        }
        return false
    }
}
