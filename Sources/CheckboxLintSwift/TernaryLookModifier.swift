import SwiftSyntax

/// The modifier a ternary is the look of, when the ternary is not the modifier's argument itself
/// but the value the argument takes (round twenty-six, miss 2, Flowing's "daily" button):
/// - in parentheses: `.foregroundStyle((item.daily ? a : b))`;
/// - with a default for nil: `.foregroundStyle((item.daily ? Color(hex: c) : Color(hex: c)?.opacity(0.5)) ?? .clear)`,
///   the ternary's value when it is not nil;
/// - as a branch of another ternary: `.foregroundStyle(colorScheme == .dark ? (item.daily ? a : b) : (item.daily ? c : d))`,
///   the colour the view takes in that branch.
/// In each the modifier shows the ternary's condition as surely as when it is given the ternary alone.
enum TernaryLookModifier {
    /// How many parentheses, defaults and enclosing ternaries are followed: a hostile file nests them deep.
    private static let depthLimit = 64

    /// The name of the modifier (`foregroundStyle`) whose argument `sequence` (a ternary) is the value
    /// of, through parentheses, a `?? default` after it and the ternaries it is a branch of; nil when
    /// it is anywhere else (a `let`, a view's argument, a comparison).
    static func modifier(of sequence: SequenceExprSyntax) -> String? {
        var node = Syntax(sequence)
        for _ in 0..<depthLimit {
            if let argument = node.parent?.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self) {
                // `(inner)`: a one-element unlabelled tuple is the parenthesised value.
                if argument.label == nil, list.count == 1, let tuple = list.parent?.as(TupleExprSyntax.self) {
                    node = Syntax(tuple)
                    continue
                }
                return list.parent?.as(FunctionCallExprSyntax.self).flatMap(SwiftSyntaxFacts.modifierName)
            }
            // `c ? inner : b`: the then branch, inside the ternary's marker.
            if let marker = node.parent?.as(UnresolvedTernaryExprSyntax.self), marker.thenExpression.id == node.id,
               let outer = marker.parent?.parent?.as(SequenceExprSyntax.self) {
                node = Syntax(outer)
                continue
            }
            guard let elements = node.parent?.as(ExprListSyntax.self),
                  let outer = elements.parent?.as(SequenceExprSyntax.self) else { return nil }
            let items = Array(elements)
            guard let index = items.firstIndex(where: { $0.id == node.id }) else { return nil }
            if index == 0, items.count == 3, items[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
                // `inner ?? default`: the value when not nil.
                node = Syntax(outer)
            } else if index == items.count - 1, index > 0, items[index - 1].is(UnresolvedTernaryExprSyntax.self) {
                // `c ? a : inner`: the else branch.
                node = Syntax(outer)
            } else {
                return nil
            }
        }
        return nil
    }

    /// Whether `sequence`, a branch of an enclosing ternary, chooses by the same condition as the
    /// enclosing ternary's other branch: `colorScheme == .dark ? (isOn ? a : b) : (isOn ? c : d)`,
    /// where `isOn` decides the colour whichever branch is taken, the outer condition only the shade.
    /// (`done ? .green : (late ? .red : .gray)` is one look of `done`, refined when not done.)
    static func decidesEveryBranch(_ sequence: SequenceExprSyntax) -> Bool {
        let marker = NestedTernaries.enclosingMarker(ofBranch: NestedTernaries.outsideParentheses(Syntax(sequence)))
        guard let marker, let elements = marker.parent?.as(ExprListSyntax.self), let otherwise = elements.last,
              let own = SwiftSyntaxFacts.ternary(ExprSyntax(sequence)) else { return false }
        return [marker.thenExpression, otherwise].allSatisfy { branch in
            var expression = branch
            for _ in 0..<depthLimit {
                guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first else { break }
                expression = only.expression
            }
            return SwiftSyntaxFacts.ternary(expression)?.condition == own.condition
        }
    }
}
