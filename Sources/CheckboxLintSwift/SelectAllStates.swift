import SwiftSyntax

/// A "select all" box whose state is computed from the items its tap sets (round thirty-seven,
/// hholdout37a pattern 2; a packing list's theme row):
///
///     Button {
///         if items.first(where: { !$0.isPacked }) == nil { for i in items.indices { items[i].isPacked = false } }
///         else { for i in items.indices { items[i].isPacked = true } }
///     } label: { Image(systemName: items.first(where: { !$0.isPacked }) == nil ? "a.circle.fill" : "circle") }
///
/// The look's condition is a predicate over one field of every element of a collection —
/// `xs.allSatisfy { $0.f }` (or `(\.f)`), `xs.first(where: { !$0.f }) == nil` (or `!= nil`),
/// `xs.contains { !$0.f }` (or `contains(where:)`, negated or not) — alone or negated, directly or
/// through a computed Bool property of the view whose getter is one; the tap (or a method of the
/// view it calls) sets that field on every element of the same collection: `for i in xs.indices {
/// xs[i].f = … }` (or `0..<xs.count`), `xs.indices.forEach { xs[$0].f = … }`, `xs = xs.map { … f … }`.
/// The state is the field (`isPacked`), or the computed property, which the look's condition names.
/// A tap setting another field, or one element only, is no flip of it.
enum SelectAllStates {
    /// The field (or the computed property) a look of `indicators` is chosen by, every element of
    /// whose collection the tap sets; nil otherwise.
    static func state(changedBy action: TapAction, shownBy indicators: [Indicator], in type: any DeclGroupSyntax,
                      changes: StateChanges) -> String? {
        var bodies: [Syntax]?
        for indicator in indicators {
            guard let (predicate, state) = reading(indicator, in: type) else { continue }
            if bodies == nil { bodies = changes.bodiesRun(from: action.body, depth: 1) }
            if bodies!.contains(where: { setsEvery(predicate.field, of: predicate.collection, in: $0) }) { return state }
        }
        return nil
    }

    /// The predicate a look's condition is — a ternary's (before its `?`) or an `if`'s one condition,
    /// `!` taken off — and the state it names: the field, or the computed property read. Only
    /// conditions that spell a predicate's word or are one name are parsed further.
    private static func reading(_ indicator: Indicator, in type: any DeclGroupSyntax)
        -> (predicate: (collection: String, field: String), state: String)? {
        let names = indicator.conditionNames
        let spellsPredicate = names.contains("allSatisfy") || names.contains("contains") || names.contains("first")
        var expression: ExprSyntax?
        if let sequence = indicator.node.as(SequenceExprSyntax.self) {
            let before = Array(sequence.elements.prefix { !$0.is(UnresolvedTernaryExprSyntax.self) })
            if before.count == 1 {
                expression = before[0]
            } else if spellsPredicate, before.count == 3,
                      before[1].as(BinaryOperatorExprSyntax.self).map({ ["==", "!="].contains($0.operator.text) }) == true,
                      before[2].is(NilLiteralExprSyntax.self) {
                // `xs.first(where: { !$0.f }) == nil`.
                return firstFound(before[0]).map { ($0, $0.field) }
            }
        } else if let ifExpr = indicator.node.as(IfExprSyntax.self), ifExpr.conditions.count == 1,
                  case .expression(let condition) = ifExpr.conditions.first?.condition {
            expression = condition
        }
        while let negated = expression?.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!" { expression = negated.expression }
        guard let expression else { return nil }
        if let name = SwiftSyntaxFacts.ownName(expression) {
            guard let getter = computedBool(name, in: type), let predicate = allPredicate(getter) else { return nil }
            return (predicate, name)
        }
        guard spellsPredicate, let predicate = allPredicate(expression) else { return nil }
        return (predicate, predicate.field)
    }

    /// The collection and the field of `xs.allSatisfy { $0.f }`, `xs.allSatisfy(\.f)`, `xs.contains { !$0.f }`,
    /// `xs.first(where: { !$0.f }) == nil` (each also negated, or the element read unnegated where
    /// the other sense is asked: `!xs.contains { $0.f }` says none is set, still a look of every `f`).
    static func allPredicate(_ expression: ExprSyntax) -> (collection: String, field: String)? {
        var expression = expression
        while let negated = expression.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!" { expression = negated.expression }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return allPredicate(only.expression)
        }
        if let parts = SwiftSyntaxFacts.binaryParts(expression), ["==", "!="].contains(parts.operator), parts.right.is(NilLiteralExprSyntax.self) {
            return firstFound(parts.left)
        }
        return predicateCall(expression)
    }

    /// `xs.first(where: { !$0.f })` (the left of `== nil`).
    private static func firstFound(_ expression: ExprSyntax) -> (collection: String, field: String)? {
        guard expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "first" else {
            return nil
        }
        return predicateCall(expression)
    }

    /// `xs.allSatisfy { … }`, `xs.contains(where: …)`, `xs.first(where: …)`: the collection and the element's field.
    private static func predicateCall(_ expression: ExprSyntax) -> (collection: String, field: String)? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
              ["allSatisfy", "contains", "first"].contains(access.declName.baseName.text) else { return nil }
        let argument: ExprSyntax?
        if let trailing = call.trailingClosure, call.arguments.isEmpty {
            argument = ExprSyntax(trailing)
        } else if call.arguments.count == 1, call.trailingClosure == nil {
            let only = call.arguments.first!
            guard only.label == nil || only.label?.text == "where" else { return nil }
            argument = only.expression
        } else {
            argument = nil
        }
        guard let argument, let field = elementField(argument) else { return nil }
        return (HandMadeCheckbox.normalizedCondition(base.trimmedDescription), field)
    }

    /// `f` of `{ $0.f }`, `{ !$0.f }`, `{ $0.f == false }`, `{ item in item.f }`, `\.f`, `\Item.f`.
    private static func elementField(_ expression: ExprSyntax) -> String? {
        if let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
           case .property(let property)? = keyPath.components.first?.component {
            return property.declName.baseName.text
        }
        guard let closure = expression.as(ClosureExprSyntax.self), closure.statements.count == 1,
              var body = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
        let element = SwiftSyntaxFacts.closureParameterNames(closure)?.first ?? "$0"
        if let returned = closure.statements.first?.item.as(ReturnStmtSyntax.self)?.expression { body = returned }
        while let negated = body.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!" { body = negated.expression }
        if let parts = SwiftSyntaxFacts.binaryParts(body), ["==", "!="].contains(parts.operator), parts.right.is(BooleanLiteralExprSyntax.self) {
            body = parts.left
        }
        guard let access = body.as(MemberAccessExprSyntax.self), access.base?.trimmedDescription == element else { return nil }
        return access.declName.baseName.text
    }

    /// The one expression a computed Bool property `name` of the type gives (`var allPicked: Bool {
    /// items.allSatisfy { $0.isPacked } }`, or `get { return … }`).
    private static func computedBool(_ name: String, in type: any DeclGroupSyntax) -> ExprSyntax? {
        guard let (binding, expression) = SwiftSyntaxFacts.onlyGetterExpression(of: name, in: type),
              binding.typeAnnotation?.type.trimmedDescription == "Bool" else { return nil }
        return expression
    }

    /// Whether `body` sets `field` of every element of `collection`: a `for` over its indices (or
    /// `0..<xs.count`) assigning `xs[i].field`, `xs.indices.forEach { xs[$0].field = … }`, or `xs = xs.map
    /// { … }` whose closure names the field.
    static func setsEvery(_ field: String, of collection: String, in body: Syntax) -> Bool {
        for loop in SwiftSyntaxFacts.nodes(ForStmtSyntax.self, in: body) {
            guard let index = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  coversIndices(loop.sequence, of: collection) else { continue }
            if assigns(field, of: collection, index: index, in: Syntax(loop.body)) { return true }
        }
        for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: body) {
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "forEach",
                  let base = access.base, coversIndices(base, of: collection),
                  let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else { continue }
            let index = SwiftSyntaxFacts.closureParameterNames(closure)?.first ?? "$0"
            if assigns(field, of: collection, index: index, in: Syntax(closure.statements)) { return true }
        }
        for sequence in SwiftSyntaxFacts.nodes(SequenceExprSyntax.self, in: body) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  HandMadeCheckbox.normalizedCondition(elements[0].trimmedDescription) == collection,
                  let map = elements[2].as(FunctionCallExprSyntax.self),
                  let access = map.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "map",
                  let base = access.base, HandMadeCheckbox.normalizedCondition(base.trimmedDescription) == collection,
                  let closure = map.trailingClosure ?? map.arguments.first?.expression.as(ClosureExprSyntax.self) else { continue }
            if closure.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(field) }) { return true }
        }
        return false
    }

    /// `xs.indices`, `0..<xs.count`, `0...xs.count - 1` of `collection`.
    private static func coversIndices(_ expression: ExprSyntax, of collection: String) -> Bool {
        let text = HandMadeCheckbox.normalizedCondition(expression.trimmedDescription)
        return text == collection + ".indices" || text == "0..<" + collection + ".count" || text == "0..." + collection + ".count-1"
    }

    /// Whether `scope` assigns `collection[index].field = …`.
    private static func assigns(_ field: String, of collection: String, index: String, in scope: Syntax) -> Bool {
        SwiftSyntaxFacts.nodes(SequenceExprSyntax.self, in: scope).contains { sequence in
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
                  let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == field,
                  let element = target.base?.as(SubscriptCallExprSyntax.self), element.arguments.count == 1,
                  element.arguments.first?.expression.trimmedDescription == index else { return false }
            return HandMadeCheckbox.normalizedCondition(element.calledExpression.trimmedDescription) == collection
        }
    }
}
