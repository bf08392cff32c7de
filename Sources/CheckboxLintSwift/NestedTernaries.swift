import SwiftSyntax

/// A ternary written as a whole branch of another (`done ? .green : (late ? .red : .gray)`): one
/// look of three values, chosen first by the outer condition. The reader sees one colour (or one
/// symbol) on one view; the inner condition refines what the outer one leaves open (a reminder not
/// done yet is red when late), it is no second look of its own, nor a second state the view shows.
/// So the inner ternary is read as part of the outer indicator: its literals join the outer's, its
/// condition is not the indicator's.
enum NestedTernaries {
    /// How many parentheses and ternaries are followed: a hostile file nests them deep.
    private static let depthLimit = 64

    /// Whether `sequence` (a ternary `c ? a : b`, however many parentheses around it) is a whole
    /// branch of an enclosing ternary: its `then` or its `else`.
    static func isBranchOfEnclosingTernary(_ sequence: SequenceExprSyntax) -> Bool {
        enclosingMarker(ofBranch: outsideParentheses(Syntax(sequence))) != nil
    }

    /// `node` with the parentheses written around it (`((late ? .red : .gray))`): what the
    /// expression around it holds.
    static func outsideParentheses(_ node: Syntax) -> Syntax {
        var node = node
        for _ in 0..<depthLimit {
            guard let element = node.parent?.as(LabeledExprSyntax.self), element.label == nil,
                  let list = element.parent?.as(LabeledExprListSyntax.self), list.count == 1,
                  let tuple = list.parent?.as(TupleExprSyntax.self) else { break }
            node = Syntax(tuple)
        }
        return node
    }

    /// The marker (`? a :`) of the ternary whose `then` or `else` is the whole of `branch`; nil when
    /// `branch` is no whole branch of a ternary.
    static func enclosingMarker(ofBranch branch: Syntax) -> UnresolvedTernaryExprSyntax? {
        // `c ? (inner) : b`: the marker's `then`.
        if let marker = branch.parent?.as(UnresolvedTernaryExprSyntax.self) {
            return marker.thenExpression.id == branch.id ? marker : nil
        }
        // `c ? a : (inner)`: the element after the marker, the last of the sequence.
        guard let elements = branch.parent?.as(ExprListSyntax.self), elements.parent?.is(SequenceExprSyntax.self) == true,
              elements.last?.id == branch.id else { return nil }
        return elements.dropLast().last?.as(UnresolvedTernaryExprSyntax.self)
    }

    /// The string literals of a ternary's branches, through the ternaries nested in them
    /// (`on ? "checkmark.circle.fill" : (partial ? "minus.circle" : "circle")`: all three).
    static func literals(of branches: [ExprSyntax]) -> [String] {
        var found: [String] = []
        var pending = branches.map { ($0, 0) }
        while !pending.isEmpty {
            let (branch, depth) = pending.removeFirst()
            if let literal = SwiftSyntaxFacts.stringLiteral(branch) {
                found.append(literal)
            } else if depth < depthLimit, let nested = SwiftSyntaxFacts.ternary(branch), isWholeBranch(nested, of: branch) {
                pending.insert(contentsOf: nested.branches.map { ($0, depth + 1) }, at: 0)
            }
        }
        return found
    }

    /// `ternary` is `branch` itself (inside its parentheses), not a ternary read out of a longer
    /// expression: `SwiftSyntaxFacts.ternary` reads any sequence that holds a `?`.
    private static func isWholeBranch(_ ternary: (condition: String, branches: [ExprSyntax]), of branch: ExprSyntax) -> Bool {
        var expression = branch
        for _ in 0..<depthLimit {
            guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first else { break }
            expression = only.expression
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return expression.is(TernaryExprSyntax.self) }
        // The sequence's last ternary marker is followed by its else branch alone.
        let elements = Array(sequence.elements)
        guard let marker = elements.lastIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) else { return false }
        return marker == elements.count - 2
    }
}
