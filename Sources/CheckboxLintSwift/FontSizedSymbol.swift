import SwiftSyntax

/// An SF Symbol that is all the user taps, sized by a literal font size (`Image(systemName: …)
/// .font(.system(size: 24))`): a symbol is drawn about its point size tall, and at most about a
/// quarter wider (a circle, a square), so its tap target is about `n` to `1.25 n` pt a side, plus
/// literal padding around it (round twelve, pattern 5). `hit-area-too-small` decides when the whole
/// range is on one side of the minimum (a 24 pt symbol is below 44 pt whatever the glyph; a 50 pt
/// one is not) and keeps its "review" note only in between.
enum FontSizedSymbol {
    /// How much wider than its point size a symbol may be drawn.
    static let widest = 1.25

    /// The estimate for `box` (the tapped view, one `Image(systemName:)` and nothing else but
    /// modifiers), `modifiers` those of the tapped view in the order they apply; nil when the size
    /// is not a literal `.system(size:)` or a padding is not literal.
    static func estimate(box: ExprSyntax, modifiers: [ViewContext.Modifier]) -> TapTargetSize.Reading? {
        var images: [FunctionCallExprSyntax] = []
        for token in box.tokens(viewMode: .sourceAccurate) where token.parent?.is(DeclReferenceExprSyntax.self) == true {
            switch token.text {
            case "Image":
                guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                      SwiftSyntaxFacts.argument(call, "systemName") != nil else { return nil }
                images.append(call)
            case "Text", "Label", "label", "frame", "contentShape", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "ZStack", "HStack", "VStack":
                return nil
            default:
                continue
            }
        }
        // A `.resizable()` symbol is as large as its container, whatever the font.
        guard images.count == 1, let image = images.first, !TapTargetSize.isResizable(image, modifiers: modifiers) else { return nil }
        // The image's own modifiers and the tapped view's, each once (for a tapped image they are
        // the same chain).
        var seen: Set<SyntaxIdentifier> = []
        let all = (ViewContext.modifierChain(above: ExprSyntax(image)).0 + modifiers).filter { seen.insert($0.call.id).inserted }
        guard let font = all.first(where: { $0.name == "font" || $0.name == "imageScale" }), font.name == "font",
              let points = pointSize(font.call) else { return nil }
        // Literal padding on the shorter side: `.padding(4)`, `.padding(.horizontal, 4)`.
        var horizontal = 0.0, vertical = 0.0
        for modifier in all where modifier.name == "padding" {
            let arguments = Array(modifier.call.arguments)
            guard let last = arguments.last, last.label == nil, let length = SwiftSyntaxFacts.numberLiteral(last.expression) else { return nil }
            let edges = arguments.count == 2 ? SwiftSyntaxFacts.memberName(arguments[0].expression) : "all"
            switch edges {
            case "all": horizontal += 2 * length; vertical += 2 * length
            case "horizontal": horizontal += 2 * length
            case "vertical": vertical += 2 * length
            case "leading", "trailing": horizontal += length
            case "top", "bottom": vertical += length
            default: return nil
            }
        }
        let padding = min(horizontal, vertical)
        let number = LengthText.number(points)
        let source = padding > 0 ? "a \(number) pt symbol with \(LengthText.number(padding / 2)) pt of padding" : "a \(number) pt symbol"
        return .estimated(least: points + padding, most: points * widest + padding, source: source, node: Syntax(image))
    }

    /// `24` in `.font(.system(size: 24))`, `.font(.system(size: 24, weight: .bold))`,
    /// `.font(Font.system(size: 24))`: a literal point size; nil for a text style or a name.
    static func pointSize(_ font: FunctionCallExprSyntax) -> Double? {
        guard let argument = font.arguments.first?.expression.as(FunctionCallExprSyntax.self),
              let member = argument.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "system",
              member.base == nil || member.base?.trimmedDescription == "Font",
              let size = SwiftSyntaxFacts.argument(argument, "size"), let points = SwiftSyntaxFacts.numberLiteral(size),
              points.isFinite, points > 0 else { return nil }
        return points
    }
}

/// A length as a message writes it: `24`, `2.5` (whole numbers bare, others to two decimals; a
/// literal too large for an integer printed as it is, never trapping).
enum LengthText {
    static func number(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e13 else { return String(value) }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
    }
}
