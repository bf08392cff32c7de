import SwiftSyntax

/// A look computed in the `let`s of a loop's body before the view it styles (round twenty-six,
/// miss 4, a design kit's chip):
///
///     let selectState: ChipState = selections.contains(value) ? .selected : .unselected
///     let itemBackgroundColor = theme.itemBackgroundColor(state: selectState).color
///     itemBuilder(value).background(itemBackgroundColor).onTapGesture { … }
///
/// The colour the view takes is chosen by `selections.contains(value)` as surely as when the
/// ternary is written in the modifier: a `let` is read as the expression it names
/// (`LoopBodyLets`, a bounded number of steps), and a value made from a `let` that is a ternary
/// (a theme's colour for a state) as a look of that ternary's condition.
enum LetLooks {
    /// The ternary a look modifier's argument, a plain name of the body's `let`s, stands for:
    /// the `let`'s value itself, or a ternary `let` that value is made from (`state: selectState`).
    static func ternary(namedBy argument: ExprSyntax, lets: LoopBodyLets) -> SequenceExprSyntax? {
        guard argument.is(DeclReferenceExprSyntax.self) else { return nil }
        let value = lets.resolved(argument)
        guard value.id != argument.id else { return nil }
        if let sequence = ternarySequence(value) { return sequence }
        for token in value.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, token.parent?.is(DeclReferenceExprSyntax.self) == true,
                  let named = lets.value(of: name), let sequence = ternarySequence(lets.resolved(named)) else { continue }
            return sequence
        }
        return nil
    }

    /// What a ternary's condition reads when it names a `let` of the body: `isChosen` → the
    /// `let`'s value (`selections.contains(value)`); `selectState == .selected` → the condition of
    /// the ternary `let` that chose `.selected`. Nil when the condition names no such `let`.
    static func condition(_ elements: [ExprSyntax], lets: LoopBodyLets) -> [Syntax]? {
        guard let first = elements.first, first.is(DeclReferenceExprSyntax.self) else { return nil }
        let value = lets.resolved(first)
        guard value.id != first.id else { return nil }
        if elements.count == 1 {
            // A Bool `let`: its value, unless it is itself a ternary (a Bool chosen by another).
            return ternarySequence(value) == nil ? [Syntax(value)] : nil
        }
        // `state == .case` or `state != .case`, the state a ternary `let` choosing that case.
        guard elements.count == 3, let comparison = elements[1].as(BinaryOperatorExprSyntax.self),
              ["==", "!="].contains(comparison.operator.text),
              let chosen = elements[2].as(MemberAccessExprSyntax.self), chosen.base == nil,
              let sequence = ternarySequence(value),
              let marker = sequence.elements.first(where: { $0.is(UnresolvedTernaryExprSyntax.self) })?.as(UnresolvedTernaryExprSyntax.self),
              let otherwise = sequence.elements.last,
              [marker.thenExpression, otherwise].contains(where: { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text == chosen.declName.baseName.text })
        else { return nil }
        return conditionParts(of: sequence)
    }

    /// `index != -1` or `index != nil` (also with `==`), `index` a `let` of the body that is the
    /// item's index in a collection (`days.firstIndex { $0 == day } ?? -1`, `days.firstIndex(of:
    /// day)`): the collection's membership test of the item, written as the `contains` it stands
    /// for (`days.contains(day)`), with the nodes it reads. Nil for any other condition.
    static func membership(_ elements: [ExprSyntax], lets: LoopBodyLets) -> (parts: [Syntax], condition: String)? {
        guard elements.count == 3, let first = elements.first, first.is(DeclReferenceExprSyntax.self),
              let comparison = elements[1].as(BinaryOperatorExprSyntax.self), ["==", "!="].contains(comparison.operator.text) else { return nil }
        let value = lets.resolved(first)
        guard value.id != first.id else { return nil }
        // `?? -1`: not found is that default; else an optional index, not found is `nil`.
        var lookup = value
        var notFound = "nil"
        if let defaulted = value.as(SequenceExprSyntax.self), defaulted.elements.count == 3,
           defaulted.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
           let index = defaulted.elements.first, let fallback = defaulted.elements.last {
            lookup = index
            notFound = fallback.trimmedDescription
        }
        guard let call = lookup.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "firstIndex", let collection = member.base, call.additionalTrailingClosures.isEmpty,
              call.arguments.count + (call.trailingClosure == nil ? 0 : 1) == 1,
              elements[2].trimmedDescription.filter({ !$0.isWhitespace }) == notFound.filter({ !$0.isWhitespace }),
              let tested = call.arguments.first.map({ Syntax($0.expression) }) ?? call.trailingClosure.map(Syntax.init)
        else { return nil }
        return ([Syntax(collection), tested], "\(collection.trimmedDescription).contains(\(tested.trimmedDescription))")
    }

    /// The elements of a ternary before its `?`.
    static func conditionParts(of sequence: SequenceExprSyntax) -> [Syntax] {
        sequence.elements.prefix { !$0.is(UnresolvedTernaryExprSyntax.self) }.map { Syntax($0) }
    }

    /// `c ? a : b` as one sequence whose only marker is followed by its else branch alone.
    private static func ternarySequence(_ expression: ExprSyntax) -> SequenceExprSyntax? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.filter({ $0.is(UnresolvedTernaryExprSyntax.self) }).count == 1,
              elements[elements.count - 2].is(UnresolvedTernaryExprSyntax.self) else { return nil }
        return sequence
    }
}
