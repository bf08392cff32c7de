import SwiftSyntax

/// Which text beside a control names it: only one in the control's **row**. SwiftUI lays a row out
/// as an `HStack` (`HStack { box; Text(title) }`, or the text in a `VStack` of the row: `HStack {
/// box; VStack { Text(title); Text(caption) } }`); a text in a `VStack` above or below the control —
/// a screen's heading, a caption of another row — is read by VoiceOver as an element of its own and
/// nothing ties it to the control. The Toggle's reading of the text beside it
/// (`SwiftModelMapper.textBeside`: the row the Toggle sits in must be an `HStack`) and a helper's
/// (`helperRowText`: its `HStack`) are this rule; `HandMadeCheckbox.make` asks it for a box that is
/// an element of its own (a box `Button` showing only its image, an image tapped alone).
enum RowText {
    /// Stacks that lay their views side by side.
    static let rows: Set<String> = ["HStack", "LazyHStack", "GridRow"]
    /// Views that lay nothing out themselves: what holds them decides.
    private static let transparent: Set<String> = ["Group", "ForEach"]

    /// Whether `text` and `control` sit in one row: the innermost stack that holds both (passing
    /// `Group`s and `ForEach`es) is a row.
    static func sharesRow(_ text: Syntax, with control: Syntax) -> Bool {
        var current = text.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self), SwiftSyntaxFacts.contains(closure, control) {
                guard let call = owner(of: closure), let name = SwiftSyntaxFacts.calleeName(call) else { return false }
                if rows.contains(name) { return true }
                if !transparent.contains(name) { return false }
            }
            current = node.parent
        }
        return false
    }

    /// The call a closure is given to, as its trailing closure or an argument.
    private static func owner(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
        if let call = closure.parent?.parent?.as(FunctionCallExprSyntax.self) { return call }  // additional trailing closure
        return closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)  // labelled argument
    }
}
