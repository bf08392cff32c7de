import SwiftSyntax

/// A membership test of a collection: `C.contains(item)`, `C.contains(where: { $0.id == item.id })`
/// and `C.contains { $0.id == item.id }`, the predicate given as a trailing closure — the same call
/// as `contains(where:)`, spelt without its parentheses (round twenty-three, pattern A:
/// `isSelected: selections.contains { $0.name == topping.name }`).
///
/// A set kept in a dictionary under a key is tested through the optional it gives
/// (`excludedByRecipe[recipeId]?.contains(item) == true`, `(D[k] ?? []).contains(x)`, `D[k,
/// default: []].contains(x)`; round thirty-four, a recipe's ticked ingredients): the membership
/// is read as the dictionary's (`keptSet`), the key aside, as its writes are (`StateChanges`).
enum MembershipCalls {
    /// `C` in a `contains` call given one thing (an argument or a trailing closure), also compared
    /// with `true` or defaulted to `false` (`C?.contains(x) == true`, `?? false`); the dictionary
    /// `D` when `C` is a set it keeps (`keptSet`). Nil otherwise.
    static func collection(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = unwrappedTest(expression).as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "contains",
              call.additionalTrailingClosures.isEmpty else { return nil }
        let given = call.arguments.count + (call.trailingClosure == nil ? 0 : 1)
        guard given == 1, let base = member.base else { return nil }
        if let dictionary = keptSet(base) { return dictionary }
        // `items?.contains(x) == true`: the optional collection itself.
        return base.as(OptionalChainingExprSyntax.self)?.expression ?? base
    }

    /// `C` of the membership `!C.contains(x)`: the same test, inverted (a caller handing
    /// `isIncluded: !excluded.contains(item)`).
    static func collection(negated expression: ExprSyntax) -> ExprSyntax? {
        var current = expression
        if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            current = only.expression
        }
        guard let negation = current.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" else { return nil }
        var operand = negation.expression
        if let tuple = operand.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            operand = only.expression
        }
        return collection(operand)
    }

    /// The dictionary `D` whose value under a key is the set `expression` spells: `D[k]?` (an
    /// optional chain on it), `D[k] ?? []` (also in parentheses, or `?? Set()`), `D[k, default: []]`.
    /// Nil for anything else (a plain subscript `L[i]` is an element of a list, kept as it is).
    static func keptSet(_ expression: ExprSyntax) -> ExprSyntax? {
        var current = expression
        if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            current = only.expression
        }
        if let chained = current.as(OptionalChainingExprSyntax.self) {
            return chained.expression.as(SubscriptCallExprSyntax.self).flatMap(dictionary)
        }
        if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
            // `D[k, default: []]`: only with the default given.
            guard subscriptCall.arguments.count == 2, subscriptCall.arguments.last?.label?.text == "default",
                  isEmptyCollection(subscriptCall.arguments.last?.expression) else { return nil }
            return dictionary(subscriptCall)
        }
        // `D[k] ?? []`, folded or not.
        guard let coalesced = SwiftSyntaxFacts.binaryParts(current), coalesced.operator == "??", isEmptyCollection(coalesced.right),
              let subscriptCall = coalesced.left.as(SubscriptCallExprSyntax.self) else { return nil }
        return dictionary(subscriptCall)
    }

    /// `D` of `D[k]` (one key, unlabelled, and the `default:` beside it), when `D` is a name or a path.
    private static func dictionary(_ subscriptCall: SubscriptCallExprSyntax) -> ExprSyntax? {
        guard let key = subscriptCall.arguments.first, key.label == nil,
              subscriptCall.arguments.count == 1 || subscriptCall.arguments.count == 2 && subscriptCall.arguments.last?.label?.text == "default"
        else { return nil }
        let called = subscriptCall.calledExpression
        guard called.is(DeclReferenceExprSyntax.self) || called.is(MemberAccessExprSyntax.self) else { return nil }
        return called
    }

    /// `[]`, `Set()`, `[:]`, `Set<String>()`: an empty collection.
    private static func isEmptyCollection(_ expression: ExprSyntax?) -> Bool {
        guard let expression else { return false }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        if expression.is(DictionaryExprSyntax.self) { return expression.trimmedDescription.filter { !$0.isWhitespace } == "[:]" }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return false }
        let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        return callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Set"
    }

    /// `T` of `T == true`, `T != false`, `T ?? false` (folded or not); the expression otherwise.
    private static func unwrappedTest(_ expression: ExprSyntax) -> ExprSyntax {
        guard let test = SwiftSyntaxFacts.binaryParts(expression),
              let literal = test.right.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind else { return expression }
        switch (test.operator, literal) {
        case ("==", .keyword(.true)), ("!=", .keyword(.false)), ("??", .keyword(.false)): return test.left
        default: return expression
        }
    }

}
