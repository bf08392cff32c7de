import SwiftSyntax

/// A text built by adding texts (`Text("Mark ") + Text(section.title) + Text(done ? " as not
/// done" : " as done")`, or the same with strings): VoiceOver reads the parts joined. Read as the
/// two texts it makes, one for each branch of its one choice, so that what is said of a single
/// choice (`ActionNamedStates`: both name an action) can be said of it.
enum TextSums {
    /// The sum's two texts, with each part not known until run time as its code in braces, and
    /// the choice's expression; nil unless `expression` adds at least two parts, one of them (and
    /// only one) a choice between two literals.
    static func alternatives(of expression: ExprSyntax) -> (texts: [String], choice: ExprSyntax)? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        // Operands at even places, `+` between them; anything else (a ternary over the sum) is not a sum.
        guard elements.count >= 3, elements.count % 2 == 1,
              stride(from: 1, to: elements.count, by: 2).allSatisfy({ elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" })
        else { return nil }
        var first = "", second = ""
        var choice: ExprSyntax?
        for operand in stride(from: 0, to: elements.count, by: 2).map({ textArgument(elements[$0]) }) {
            if let literal = SwiftSyntaxFacts.stringLiteral(operand) {
                first += literal
                second += literal
            } else if let ternary = SwiftSyntaxFacts.ternary(operand), ternary.branches.count == 2,
                      let one = SwiftSyntaxFacts.stringLiteral(ternary.branches[0]),
                      let other = SwiftSyntaxFacts.stringLiteral(ternary.branches[1]) {
                guard choice == nil else { return nil }
                choice = operand
                first += one
                second += other
            } else {
                let code = "{" + SwiftSyntaxFacts.compactSource(operand) + "}"
                first += code
                second += code
            }
        }
        return choice.map { ([first, second], $0) }
    }

    /// What `Text(x)` shows: `x`; any other expression as it is.
    static func textArgument(_ expression: ExprSyntax) -> ExprSyntax {
        if let call = expression.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "Text",
           call.arguments.count == 1, let only = SwiftSyntaxFacts.shownWords(call) {
            return only.expression
        }
        return expression
    }
}
