import SwiftSyntax

/// A `Menu`'s content (`Menu { items } label: { … }`, `Menu("Filter") { items }`,
/// `Menu(content: { items }, label: { … })`) is a container of its own: VoiceOver meets its items
/// one by one once the menu opens, each read by its own label. A text beside the `Menu` (the search
/// field a filter menu sits next to) is no label of an item, and an item is never split from it.
enum MenuContents {
    /// Whether `closure` is the items of a `Menu`, not its label or its primary action.
    static func isItems(_ closure: ClosureExprSyntax) -> Bool {
        var parent = closure.parent
        var argumentLabel: String?
        if let element = parent?.as(MultipleTrailingClosureElementSyntax.self) {
            argumentLabel = element.label.text
            parent = element.parent?.parent
        } else if let argument = parent?.as(LabeledExprSyntax.self) {
            argumentLabel = argument.label?.text
            parent = argument.parent?.parent
        }
        guard let call = parent?.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "Menu" else { return false }
        switch argumentLabel {
        case "content"?: return true
        case nil: return call.trailingClosure?.id == closure.id
        default: return false
        }
    }
}
