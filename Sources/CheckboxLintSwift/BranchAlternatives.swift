import SwiftSyntax

/// Checkboxes in different branches of one `if` (`if isSelectedWeek { Image(…).onTapGesture { … } }
/// else { Image(…).onTapGesture { … } }`) or in different cases of one `switch`: only one branch is
/// on screen at a time, so they are alternatives, never members of one set (round twelve, pattern
/// 3). As `#if` alternatives get screens of their own (`SwiftModelMapper.screen(of:member:)`), a
/// branch other than the first gets a layout of its own: a run of neighbouring checkboxes breaks
/// there. The first branch keeps its container's layout, so a checkbox shown beside the `if` still
/// makes a set with the one the `if` shows while its condition holds.
enum BranchAlternatives {
    /// The offset that scopes the set of the control at `node` when it sits in a later branch of an
    /// `if` or `switch` below its set's container `layout` (nil: the whole declaration); nil when it
    /// does not.
    static func laterBranch(of node: Syntax, below layout: Syntax?) -> Int? {
        var current = node.parent
        while let ancestor = current, ancestor.id != layout?.id {
            // By the ancestor's kind, read once: four casts at every step were most of this climb.
            switch ancestor.kind {
            case .closureExpr:
                if !isViewContent(ancestor) { return nil }
            case .codeBlock:
                if let ifExpr = ancestor.parent?.as(IfExprSyntax.self),
                   ifExpr.elseBody?.id == ancestor.id || ifExpr.parent?.is(IfExprSyntax.self) == true {
                    return ancestor.positionAfterSkippingLeadingTrivia.utf8Offset
                }
            case .switchCase:
                if let list = ancestor.parent?.as(SwitchCaseListSyntax.self), list.first?.id != ancestor.id {
                    return ancestor.positionAfterSkippingLeadingTrivia.utf8Offset
                }
            default:
                if ancestor.is(DeclSyntax.self) { return nil }
            }
            current = ancestor.parent
        }
        return nil
    }

    /// A closure that is a view's content (a stack's, a `Group`'s): the climb goes on through it;
    /// an action closure (`onTapGesture { … }`) holds no view the set is made of.
    private static func isViewContent(_ node: Syntax) -> Bool {
        guard let call = node.parent?.as(FunctionCallExprSyntax.self) ?? node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return SwiftSyntaxFacts.modifierName(call) == nil
    }

    /// Whether `a` and `b` sit in different branches of one `if` (an `else if` chain counts as one)
    /// or different cases of one `switch`: never on screen together.
    static func areAlternatives(_ a: Syntax, _ b: Syntax) -> Bool {
        var current = a.parent
        while let ancestor = current {
            if ancestor.is(DeclSyntax.self) { return false }
            if let block = ancestor.as(CodeBlockSyntax.self), var chain = block.parent?.as(IfExprSyntax.self) {
                if SwiftSyntaxFacts.contains(block, b) { return false }
                while let outer = chain.parent?.as(IfExprSyntax.self) { chain = outer }
                if SwiftSyntaxFacts.contains(chain, b) && !SwiftSyntaxFacts.contains(chain.conditions, b) { return true }
            }
            if let switchCase = ancestor.as(SwitchCaseSyntax.self), let list = switchCase.parent?.as(SwitchCaseListSyntax.self) {
                if SwiftSyntaxFacts.contains(switchCase, b) { return false }
                if SwiftSyntaxFacts.contains(list, b) { return true }
            }
            current = ancestor.parent
        }
        return false
    }
}
