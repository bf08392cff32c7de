import SwiftSyntax

/// Two images one condition chooses between — `on ? Image(systemName: "stop.fill") :
/// Image(systemName: "play.fill")`, or `if on { Image(…) } else { Image(…) }` as the one view of a
/// view builder — read as the choice of their names, as `Image(systemName: on ? "stop.fill" :
/// "play.fill")` is read: `on ? "stop.fill" : "play.fill"`. The name VoiceOver reads is the one the
/// condition picks at run time; neither image alone is it.
///
/// The choice is an expression made here, outside the file's tree, for the readers of an image's
/// name (`ImageName`, a Toggle's label): its text, or its branch once the condition is known.
enum ImageChoice {
    /// The choice of names a ternary of two images makes; nil for any other expression.
    static func names(chosenBy expression: ExprSyntax) -> ExprSyntax? {
        guard let ternary = SwiftSyntaxFacts.ternary(expression), ternary.branches.count == 2,
              let sequence = expression.as(SequenceExprSyntax.self),
              let marker = sequence.elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              marker == sequence.elements.index(after: sequence.elements.startIndex),
              let condition = sequence.elements.first,
              let first = nameArgument(of: ternary.branches[0]), let second = nameArgument(of: ternary.branches[1]) else { return nil }
        return choice(condition, first, second)
    }

    /// The choice of names an `if`/`else` of one image each makes (one condition, no `else if`, no
    /// `if let`); nil for any other `if`.
    static func names(chosenBy ifExpr: IfExprSyntax) -> ExprSyntax? {
        guard ifExpr.conditions.count == 1, case .expression(let condition) = ifExpr.conditions.first?.condition,
              let elseBody = ifExpr.elseBody?.as(CodeBlockSyntax.self),
              let first = onlyImageName(in: ifExpr.body.statements), let second = onlyImageName(in: elseBody.statements) else { return nil }
        return choice(condition, first, second)
    }

    /// The image's name argument when `statements` is one image and nothing else.
    private static func onlyImageName(in statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self) else { return nil }
        return nameArgument(of: only)
    }

    /// `"stop.fill"` in `Image(systemName: "stop.fill").font(.title)`, `name` in `Image(name)`; nil
    /// for anything else, and for an image whose own modifiers say what it is called or hide it
    /// (`.accessibilityLabel`, `.accessibilityHidden`), and for `Image(decorative:)`.
    private static func nameArgument(of view: ExprSyntax) -> ExprSyntax? {
        var current = view
        // Inside parentheses and under its modifiers, however many (a loop: a file may nest them deep).
        while true {
            if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                current = only.expression
                continue
            }
            guard let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base else { break }
            if member.declName.baseName.text.hasPrefix("accessibility") { return nil }
            current = base
        }
        // A project's image member (`Symbols.done`), read as its declaration's image.
        if let value = ProjectImageConstants.value(of: current), !value.is(MemberAccessExprSyntax.self) { return nameArgument(of: value) }
        guard let image = current.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(image) == "Image" else { return nil }
        return ProjectSymbolImages.nameArgument(of: image)
    }

    /// `condition ? first : second`, spaced as written by hand.
    private static func choice(_ condition: ExprSyntax, _ first: ExprSyntax, _ second: ExprSyntax) -> ExprSyntax {
        let marker = UnresolvedTernaryExprSyntax(
            questionMark: .infixQuestionMarkToken(leadingTrivia: .space, trailingTrivia: .space), thenExpression: first.trimmed,
            colon: .colonToken(leadingTrivia: .space, trailingTrivia: .space))
        return ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax([condition.trimmed, ExprSyntax(marker), second.trimmed])))
    }
}
