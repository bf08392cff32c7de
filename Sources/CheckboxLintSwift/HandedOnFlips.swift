import SwiftSyntax

/// A Bool handed on negated to the caller's closure: `Button { pressButton(!isOn) } label: { … }`
/// with `@Binding var isOn: Bool` and `var pressButton: (_ isOn: Bool) -> Void` (round
/// twenty-three, pattern B1: OnlySwitch's `SwitchToggle`). The component does not set the Bool
/// itself; it asks its caller to set it to the other value, as a `Toggle` asks its binding — so
/// the tap flips `isOn`, and a look chosen by `isOn` is that state's.
///
/// Only a stored closure of the type that takes one `Bool`, and only one named for setting or
/// reporting the value (`onToggle`, `pressButton`, `didChange`, `setEnabled`, or a word of the
/// Bool's own name): a closure named for something else given `!x` (`share(!isPrivate)`,
/// `onDelete(!isOn)`) is an action that reads the Bool, and the button stays a plain button.
enum HandedOnFlips {
    /// Words of a closure's name that say it sets, reports or is run by the tap that flips the value.
    private static let flippingWords: Set<String> = [
        "toggle", "toggled", "tap", "tapped", "press", "pressed", "click", "clicked", "change", "changed", "changes",
        "set", "switch", "switched", "select", "selected", "check", "checked", "update", "updated", "action",
    ]

    /// The last component of `x` in a call `closure(!x)` in `body`, `closure` a `(Bool) -> Void`
    /// property of `type` named for flipping; nil when there is none.
    static func state(flippedBy body: Syntax, in type: any DeclGroupSyntax) -> String? {
        var stack = [body]
        var visited = 0
        var closures: Set<String>?
        while let node = stack.popLast(), visited < 2_000 {
            visited += 1
            if let call = node.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil,
               let negation = call.arguments.first?.expression.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!",
               let name = SwiftSyntaxFacts.ownName(call.calledExpression) {
                let flipped = StateChanges.lastComponent(negation.expression)
                if closures == nil { closures = boolClosures(of: type) }
                if closures?.contains(name) == true, namesAFlip(name, of: flipped) { return flipped }
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return nil
    }

    /// Stored properties of a function type that takes one `Bool` (`(Bool) -> Void`,
    /// `@escaping (_ isOn: Bool) -> Void`, optional or not).
    private static func boolClosures(of type: any DeclGroupSyntax) -> Set<String> {
        StoredProperties.typed(of: type) { annotation, _ in
            var type = annotation
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
            if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { type = only.type }
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            guard let function = type.as(FunctionTypeSyntax.self), function.parameters.count == 1,
                  let parameter = function.parameters.first else { return false }
            return parameter.type.trimmedDescription == "Bool"
        }
    }

    /// Whether a closure's name says it sets or reports the value: one of its words a flipping word
    /// or a word of the Bool's name (`enabledChanged` for `isEnabled`).
    static func namesAFlip(_ name: String, of state: String) -> Bool {
        let nameWords = words(name)
        let stateWords = words(state).subtracting(["is", "has", "should", "can"])
        return !nameWords.isDisjoint(with: flippingWords) || !nameWords.isDisjoint(with: stateWords)
    }

    /// The lowercased words of a name (`pressButton` → press, button).
    private static func words(_ name: String) -> Set<String> { Set(NameWords.of(name)) }
}
