import SwiftSyntax

/// An SF Symbol beside the text of a Button's label (`HStack { Image(systemName: isFlagged ?
/// "flag.fill" : "flag"); Text("Flagged") }.foregroundColor(isFlagged ? .orange : nil)`): the text
/// names the Button ("Flagged, button"), the symbol only illustrates it. Chosen by the Bool between
/// itself and its `.fill` variant, the symbol is a look like the tint beside it, not words that say
/// the state; and its family (a flag, a pin, a bell) says nothing of what the control is, as it
/// does for a Button that is only that symbol (a favourite's star: `ColouredModeButtons`).
enum SymbolBesideText {
    /// The colour or fill chosen by the same Bool on the Button, to read in place of `indicator`
    /// when that is a symbol chosen between itself and its `.fill` or `.slash` variant beside a text
    /// of the tapped view; nil otherwise.
    static func look(insteadOf indicator: Indicator, among candidates: [Indicator], action: TapAction) -> Indicator? {
        guard indicator.modifier == nil, indicator.branchLiterals.count == 2,
              SymbolVariantModes.isVariantPair(indicator.branchLiterals[0], indicator.branchLiterals[1]),
              isSymbolName(indicator.node), showsText(Syntax(action.tappedView)) else { return nil }
        let state = ShownByLook.readBool(indicator.condition)
        let modifiers = ViewContext.modifierChain(above: action.tappedView).1
        return candidates.first { candidate in
            candidate.node.id != indicator.node.id && candidate.modifier.map(ShownByLook.lookModifiers.contains) == true
                && ShownByLook.readBool(candidate.condition) == state
                && (action.covers(candidate.node) || SwiftSyntaxFacts.contains(modifiers, candidate.node))
        }
    }

    /// The literals of `view` that can say what control it is: all of them, but the symbol names of
    /// its images when it shows a text too.
    static func markingLiterals(in view: Syntax) -> [String] {
        guard showsText(view) else { return CallCollector.literals(in: view) }
        var found: [String] = []
        var stack = [view]
        while let current = stack.popLast() {
            if let literal = current.as(StringLiteralExprSyntax.self) {
                if !isSymbolName(Syntax(literal)), let text = SwiftSyntaxFacts.stringLiteral(ExprSyntax(literal)) { found.append(text) }
                continue
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return found
    }

    /// Whether `node` is (a branch of) an `Image(systemName:)` or `Label(…, systemImage:)` argument.
    private static func isSymbolName(_ node: Syntax) -> Bool {
        var current: Syntax? = node
        var steps = 0
        while let node = current, steps < 8 {
            if let argument = node.as(LabeledExprSyntax.self) { return ["systemName", "systemImage"].contains(argument.label?.text ?? "") }
            current = node.parent
            steps += 1
        }
        return false
    }

    /// Whether the view shows a `Text` (a name VoiceOver reads for the Button).
    private static func showsText(_ view: Syntax) -> Bool {
        view.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == "Text" && token.parent?.is(DeclReferenceExprSyntax.self) == true
                && token.parent?.parent?.is(FunctionCallExprSyntax.self) == true
        }
    }
}
