import SwiftSyntax

/// Closures SwiftUI runs when something happens to a view, never drawn: `.onAppear { }`,
/// `.onDisappear { }`, `.task { }`, `.onChange(of:) { }`, `.onReceive(_:) { }`. An `if` on the
/// control's Bool inside one (`.onDisappear { if isPendingCompletion { completeReminder() } }`,
/// round twenty-one's C3) decides what to do, not what to show: it is no indicator, and a `Text` or
/// `Image` made there is no label.
enum LifecycleClosures {
    static let modifiers: Set<String> = ["onAppear", "onDisappear", "task", "onChange", "onReceive"]

    /// Whether `closure` is the action of one of `modifiers` (its trailing closure, or its
    /// `perform:`/`action:` argument).
    static func isLifecycleAction(_ closure: ClosureExprSyntax) -> Bool {
        var parent = closure.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id != closure.id,
              let name = SwiftSyntaxFacts.modifierName(call) else { return false }
        return modifiers.contains(name)
    }
}
