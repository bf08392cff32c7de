import SwiftSyntax

/// The frame of a tapped stack that shows one of its looks by an `if`/`else` and sets no frame of
/// its own: `ZStack { if let checkedImage, let uncheckedImage { Image(checked ? checkedImage :
/// uncheckedImage) } else { ZStack { … }.padding(5).frame(width: 30, height: 30) } }
/// .onTapGesture { checked.toggle() }`. A stack is as large as what it shows, so while the framed
/// look is shown the tap lands on that frame; the other look's size is unknown, and the finding
/// holds for the framed one (the default look, here).
enum BranchLookFrame {
    /// The modifiers of the one branch's view that sets a frame (`padding`, `frame`, innermost
    /// first), for `TapTargetSize.read` to decide as the tapped view's own; nil unless `view` is a
    /// stack (or `Group`) whose only content is one `if` (with `else if`s and an `else`), each
    /// branch one view, exactly one of which sets a frame.
    static func modifiers(of view: Syntax) -> [ViewContext.Modifier]? {
        guard let stack = view.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(stack),
              ["ZStack", "VStack", "HStack", "Group"].contains(name),
              let closure = stack.trailingClosure, closure.statements.count == 1, let item = closure.statements.first?.item,
              let choice = item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.as(IfExprSyntax.self)
        else { return nil }
        var framed: [[ViewContext.Modifier]] = []
        var current: IfExprSyntax? = choice
        // An `else if` chain is one branch deeper each time: bounded as any walk of source is.
        var depth = 0
        while let branch = current, depth < 32 {
            depth += 1
            guard let modifiers = ownModifiers(ofOnlyViewIn: branch.body) else { return nil }
            if modifiers.contains(where: { $0.name == "frame" }) { framed.append(modifiers) }
            switch branch.elseBody {
            case .ifExpr(let next)?: current = next
            case .codeBlock(let last)?:
                guard let modifiers = ownModifiers(ofOnlyViewIn: last) else { return nil }
                if modifiers.contains(where: { $0.name == "frame" }) { framed.append(modifiers) }
                current = nil
            case nil: current = nil
            }
        }
        guard current == nil, framed.count == 1 else { return nil }
        return framed[0]
    }

    /// The modifiers written on the one view a branch shows; nil when it shows more than one.
    private static func ownModifiers(ofOnlyViewIn block: CodeBlockSyntax) -> [ViewContext.Modifier]? {
        guard block.statements.count == 1, let view = block.statements.first?.item.as(ExprSyntax.self) else { return nil }
        return ViewContext.ownModifiers(of: view).modifiers
    }
}
