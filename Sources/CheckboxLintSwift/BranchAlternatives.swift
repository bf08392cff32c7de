import CheckboxLintKit
import SwiftSyntax

/// Checkboxes in different branches of one `if` (`if isSelectedWeek { Image(…).onTapGesture { … } }
/// else { Image(…).onTapGesture { … } }`) or in different cases of one `switch`: only one branch is
/// on screen at a time, so they are alternatives, never members of one set (round twelve, pattern
/// 3). Likewise the clauses of an `#if` inside a view's content (an `#if` around members gives each
/// clause a screen of its own, `SwiftModelMapper.screen(of:member:)`). A
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
            case .ifConfigClause:
                // An `#else`/`#elseif` inside a view's content (`.toolbar { #if os(macOS) … #else … }`):
                // built for another platform, never beside the first clause's controls.
                if let list = ancestor.parent?.as(IfConfigClauseListSyntax.self), list.first?.id != ancestor.id {
                    return ancestor.positionAfterSkippingLeadingTrivia.utf8Offset
                }
            default:
                if ancestor.is(DeclSyntax.self) { return nil }
            }
            current = ancestor.parent
        }
        return nil
    }

    private static let elseWord = Array("else".utf8)
    private static let switchWord = Array("switch".utf8)
    private static let elseAnchor = SwiftConstructs.rarestByte(of: elseWord)
    private static let switchAnchor = SwiftConstructs.rarestByte(of: switchWord)

    /// Where `layout`'s bytes first spell `else` or `switch` (nil: nowhere), for `mayBeLaterBranch`.
    static func firstBranchWord(in layout: Syntax, bytes: [UInt8]) -> Int? {
        let range = (layout.position.utf8Offset..<layout.endPosition.utf8Offset).clamped(to: 0..<bytes.count)
        let elseAt = ByteSearch.firstOffset(of: elseWord, in: bytes, within: range, anchor: elseAnchor)
        let switchAt = ByteSearch.firstOffset(of: switchWord, in: bytes, within: range.lowerBound..<(elseAt ?? range.upperBound), anchor: switchAnchor)
        return switchAt ?? elseAt
    }

    /// Whether `laterBranch(of: node, below: layout)` may find a branch, from where `layout`'s bytes
    /// first spell `else` or `switch` (`firstBranchWord`). A later branch below the container is an
    /// `else` body, an `else if`'s body or a second case of a `switch`: its `else` or its `switch`
    /// is a token inside the container and before the control. Most sets' containers spell
    /// neither (a `Section` of Toggles), and the climb from each control is left out (~1,800
    /// instructions a control). A node not inside `layout` is left to the climb.
    static func mayBeLaterBranch(_ node: Syntax, below layout: Syntax, firstBranchWord: Int?) -> Bool {
        let outer = layout.position.utf8Offset..<layout.endPosition.utf8Offset
        let inner = node.position.utf8Offset..<node.endPosition.utf8Offset
        guard !inner.isEmpty, inner != outer, outer.lowerBound <= inner.lowerBound, inner.upperBound <= outer.upperBound else { return true }
        return firstBranchWord.map { $0 < inner.lowerBound } ?? false
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
