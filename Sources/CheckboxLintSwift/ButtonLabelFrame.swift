import SwiftSyntax

/// The tap target of a box `Button` that has no frame of its own: its label's (round ten,
/// pattern 6; InfernoLounge's consent box). A `Button` is as large as its label, so `Button { … }
/// label: { ZStack { Image(…); RoundedRectangle(…).frame(width: 25, height: 25) } }` is 25 × 25 pt,
/// whether or not a text stands beside it.
///
/// The label's one view is measured from its own literal `.frame` (and literal padding after it);
/// with none, a `ZStack`'s children, an `.overlay`'s or `.background`'s content and the view they
/// decorate are measured the same way and the largest is taken. Anything else (a label of several
/// views, a stack that lays them side by side, a size not written as a literal, a `.buttonStyle`
/// that adds insets of its own) is not measured.
///
/// A stack is measured through its children (round thirty-two, `stacked-frame-hit-area`): a stack
/// of one view is that view's size; a `VStack` is as wide as its widest child, so one whose
/// children all have a literal width is that wide, and one whose other children are texts of a
/// known font and a bounded number of characters (`Text(name.prefix(3)).font(.caption2)` below a
/// 40 pt circle) is as wide as its framed child when no text can be wider, else about that wide
/// (`StackedLabelWidth`). Its height (a sum with the spacing) is left unknown: not small.
enum ButtonLabelFrame {
    static func size(of button: ExprSyntax) -> (width: Double?, height: Double?) {
        guard let view = labelView(of: button) else { return (nil, nil) }
        return measure(view, depth: 0)
    }

    /// What decides the width of a `VStack` label whose framed child is narrow but whose texts'
    /// width the file bounds only roughly (an estimate) or not at all (a size to review): nil when
    /// `size(of:)` measures it, or nothing suggests it is small.
    static func reading(of button: ExprSyntax) -> TapTargetSize.Reading? {
        guard let view = labelView(of: button), case .reading(let reading) = StackedLabelWidth.measure(view) else { return nil }
        // An estimate is the Button's, reported where it is; a text whose width is open, where it is.
        if case .estimated(let least, let most, let source, _) = reading {
            return .estimated(least: least, most: most, source: source, node: Syntax(button))
        }
        return reading
    }

    /// The one view of a `Button`'s label, when its style adds no insets of its own.
    private static func labelView(of button: ExprSyntax) -> ExprSyntax? {
        guard let call = button.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "Button",
              let label = SwiftSyntaxFacts.labelClosure(of: call), label.statements.count == 1,
              let view = label.statements.first?.item.as(ExprSyntax.self),
              !addsChrome(ButtonStyleInForce.style(at: button), file: button.root) else { return nil }
        return view
    }

    /// Whether the style in force at the Button (its own `.buttonStyle`, or a container's:
    /// `ButtonStyleInForce`) draws more than the label (`.bordered`, `.borderedProminent`, a
    /// style of the project): its insets are not in the file. `.plain` and `.borderless` add none,
    /// nor does a project's style whose body is `configuration.label` under modifiers that leave
    /// its size (`.background(Color.clear)`: round thirty-five, design-system-swiftui's pill).
    private static func addsChrome(_ style: ExprSyntax?, file: Syntax) -> Bool {
        guard let style, !ButtonStyleInForce.isPlainOrBorderless(style) else { return false }
        return !showsLabelAsIs(style, file: file)
    }

    /// Modifiers of a style's `configuration.label` that leave its size as it is.
    private static let sizeNeutral: Set<String> = [
        "background", "foregroundColor", "foregroundStyle", "opacity", "animation", "tint", "brightness", "saturation",
        "contentShape", "accentColor",
    ]

    /// Whether `style` (`Name()`, no arguments) is a `ButtonStyle` of the file or of one other file of
    /// the project whose `makeBody` returns `configuration.label` under size-neutral modifiers only.
    private static func showsLabelAsIs(_ style: ExprSyntax, file: Syntax) -> Bool {
        guard let call = style.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        let declared = SwiftSyntaxFacts.nodes(StructDeclSyntax.self, in: file).first { $0.name.text == name }
            ?? ProjectDeclarations.structDeclarationElsewhere(named: name)?.0
        guard let declared, declared.inherits("ButtonStyle"),
              let makeBody = declared.memberBlock.members.lazy.compactMap({ $0.decl.as(FunctionDeclSyntax.self) }).first(where: { $0.name.text == "makeBody" }),
              let parameter = makeBody.signature.parameterClause.parameters.first,
              let statements = makeBody.body?.statements, statements.count == 1, let item = statements.first?.item else { return false }
        let configuration = (parameter.secondName ?? parameter.firstName).text
        guard let returned = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
                ?? item.as(ExpressionStmtSyntax.self)?.expression else { return false }
        let (own, view) = ViewContext.ownModifiers(of: returned)
        return view.trimmedDescription == "\(configuration).label" && own.allSatisfy { sizeNeutral.contains($0.name) }
    }

    private static func measure(_ view: ExprSyntax, depth: Int) -> (width: Double?, height: Double?) {
        let (modifiers, current) = ViewContext.ownModifiers(of: view)
        let own = SwiftModifiers.size(from: modifiers)
        if own.width != nil || own.height != nil || depth >= 2 { return own }
        // A stack laid out through its children (`StackedLabelWidth`).
        if depth == 0, case .size(let width, let height) = StackedLabelWidth.measure(view) { return (width, height) }
        // A stack of one view with nothing of its own that sizes it is that view: a drawn switch's
        // `HStack { ZStack { RoundedRectangle().frame(width: 48, height: 28); Circle()… } }` is as
        // large as its `ZStack`, measured as a label's `ZStack` is (round thirty-three, second part,
        // pattern 3).
        if depth == 0, modifiers.isEmpty, let stack = current.as(FunctionCallExprSyntax.self),
           let kind = SwiftSyntaxFacts.calleeName(stack), kind == "HStack" || kind == "VStack",
           let content = stack.trailingClosure, content.statements.count == 1,
           let only = content.statements.first?.item.as(ExprSyntax.self), only.is(FunctionCallExprSyntax.self) {
            return measure(only, depth: depth)
        }
        // Layers drawn over one another: the largest.
        var layers: [ExprSyntax] = []
        if let stack = current.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(stack) == "ZStack",
           let content = stack.trailingClosure {
            layers += content.statements.compactMap { $0.item.as(ExprSyntax.self) }
        }
        for modifier in modifiers where modifier.name == "overlay" || modifier.name == "background" {
            if let content = modifier.call.trailingClosure {
                layers += content.statements.compactMap { $0.item.as(ExprSyntax.self) }
            } else if let first = modifier.call.arguments.first, first.label == nil {
                layers.append(first.expression)
            }
        }
        if !layers.isEmpty, !(current.as(FunctionCallExprSyntax.self).map { SwiftSyntaxFacts.calleeName($0) == "ZStack" } ?? false) {
            layers.append(current)
        }
        var best: (width: Double?, height: Double?) = (nil, nil)
        for layer in layers {
            let size = measure(layer, depth: depth + 1)
            if let width = size.width, width > (best.width ?? 0) { best.width = width }
            if let height = size.height, height > (best.height ?? 0) { best.height = height }
        }
        return best
    }
}

/// The size of a `VStack` or `HStack` that is a Button's label, from its children
/// (`ButtonLabelFrame`).
enum StackedLabelWidth {
    enum Result {
        case size(width: Double?, height: Double?)
        case reading(TapTargetSize.Reading)
        case unknown
    }

    /// How much wider than its point size a character of the system font may be drawn: a letter,
    /// a digit or an ideograph is at most about one em, an emoji about a quarter more; 1.3 em
    /// holds them all.
    static let widestCharacter = 1.3

    /// The text styles' point sizes at the default Dynamic Type size (Apple's Human Interface
    /// Guidelines, "Typography", the Large size).
    static let textStyleSizes: [String: Double] = [
        "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
        "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
    ]

    /// Modifiers that leave a text's width as its characters make it.
    private static let widthNeutral: Set<String> = [
        "font", "foregroundColor", "foregroundStyle", "fontWeight", "bold", "italic", "opacity", "lineLimit",
        "multilineTextAlignment", "strikethrough", "underline", "minimumScaleFactor", "textCase", "monospacedDigit",
        "accessibilityHidden", "accessibilityLabel", "accessibilityIdentifier",
    ]

    /// The iOS minimum: a stack whose framed child is at least this wide is not plausibly small,
    /// whatever its texts.
    private static let plausiblySmall = 44.0

    static func measure(_ view: ExprSyntax) -> Result {
        let (modifiers, current) = ViewContext.ownModifiers(of: view)
        // A frame or padding of the stack's own, or any other modifier that may size it: not read here.
        guard !modifiers.contains(where: { ["frame", "padding", "fixedSize", "layoutPriority", "aspectRatio", "scaleEffect", "contentShape"].contains($0.name) }),
              let stack = current.as(FunctionCallExprSyntax.self), let kind = SwiftSyntaxFacts.calleeName(stack),
              kind == "VStack" || kind == "HStack", let content = stack.trailingClosure else { return .unknown }
        var children: [ExprSyntax] = []
        for statement in content.statements {
            guard let child = statement.item.as(ExprSyntax.self), child.is(FunctionCallExprSyntax.self) else { return .unknown }
            children.append(child)
        }
        // A stack of one view is that view.
        if children.count == 1, let only = children.first {
            let size = SwiftModifiers.size(from: ViewContext.ownModifiers(of: only).modifiers)
            return size.width != nil || size.height != nil ? .size(width: size.width, height: size.height) : .unknown
        }
        // Side by side, the width is a sum with the spacing: not read.
        guard kind == "VStack", children.count > 1 else { return .unknown }
        var framed = 0.0
        var bound = 0.0
        var framedView: ExprSyntax?
        var unbounded: ExprSyntax?
        var boundedText: (text: ExprSyntax, characters: Int, font: String)?
        for child in children {
            let (childModifiers, childView) = ViewContext.ownModifiers(of: child)
            if let call = childView.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "Spacer" { continue }
            if let width = SwiftModifiers.size(from: childModifiers).width {
                if width > framed { (framed, framedView) = (width, child) }
                continue
            }
            // A frame that is not literal, or another view than a text: its width is not read.
            guard let text = childView.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(text) == "Text",
                  !childModifiers.contains(where: { $0.name == "frame" }) else { return .unknown }
            if let estimate = textWidth(text, modifiers: childModifiers, stack: modifiers) {
                bound = max(bound, estimate.most)
                if boundedText == nil || estimate.most >= bound { boundedText = (child, estimate.characters, estimate.font) }
            } else if unbounded == nil {
                unbounded = child
            }
        }
        guard let framedView, framed > 0 else { return .unknown }
        if let unbounded {
            guard framed < plausiblySmall else { return .unknown }
            let source = "the width of `\(SwiftSyntaxFacts.compactSource(SwiftSyntaxFacts.viewUnderModifiers(unbounded).view))` below its \(LengthText.number(framed)) pt wide `.frame`"
            return .reading(.toReview(source: source, node: Syntax(unbounded)))
        }
        if bound <= framed { return .size(width: framed, height: nil) }
        // A text that may be a little wider than the frame: about the frame's width, at most the text's.
        guard let boundedText else { return .unknown }
        let source = "\(LengthText.number(framed)) pt wide by its `.frame`, over a text of at most \(boundedText.characters) characters in `\(boundedText.font)`"
        return .reading(.estimated(least: framed, most: bound, source: source, node: Syntax(framedView)))
    }

    /// The most `text` can be wide: its characters, when the file bounds their number (a literal
    /// without interpolation, `x.prefix(n)`), times the point size of its font (its own `.font`, else
    /// the stack's), times `widestCharacter`, with literal horizontal padding. Nil when not bounded.
    private static func textWidth(_ text: FunctionCallExprSyntax, modifiers: [ViewContext.Modifier], stack: [ViewContext.Modifier])
        -> (most: Double, characters: Int, font: String)? {
        guard let argument = text.arguments.first?.expression, let characters = characterCount(argument) else { return nil }
        var padding = 0.0
        for modifier in modifiers where !widthNeutral.contains(modifier.name) {
            guard modifier.name == "padding" else { return nil }
            let arguments = Array(modifier.call.arguments)
            guard let last = arguments.last, last.label == nil, let length = SwiftSyntaxFacts.numberLiteral(last.expression) else { return nil }
            switch arguments.count == 2 ? SwiftSyntaxFacts.memberName(arguments[0].expression) : "all" {
            case "all", "horizontal": padding += 2 * length
            case "leading", "trailing": padding += length
            case "top", "bottom", "vertical": break
            default: return nil
            }
        }
        guard let font = (modifiers + stack).first(where: { $0.name == "font" }), let points = pointSize(font.call) else { return nil }
        let fontSource = ".font(\(SwiftSyntaxFacts.compactSource(font.call.arguments)))"
        return (Double(characters) * points * widestCharacter + padding, characters, fontSource)
    }

    /// How many characters `argument` shows at most: a string literal's, `x.prefix(n)`'s `n`
    /// (also inside `String(…)`).
    private static func characterCount(_ argument: ExprSyntax) -> Int? {
        if let literal = argument.as(StringLiteralExprSyntax.self) {
            guard literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }), let text = SwiftSyntaxFacts.stringLiteral(argument) else { return nil }
            return text.count
        }
        guard let call = argument.as(FunctionCallExprSyntax.self) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "prefix",
           member.base != nil, call.arguments.count == 1, let first = call.arguments.first, first.label == nil,
           let count = Int(first.expression.trimmedDescription), count >= 0 {
            return count
        }
        if call.calledExpression.trimmedDescription == "String", call.arguments.count == 1, let first = call.arguments.first, first.label == nil {
            return characterCount(first.expression)
        }
        return nil
    }

    /// A font's point size: `.system(size: n)`, or a text style at its default size
    /// (`.caption2`, `.caption2.bold()`, `Font.caption`).
    private static func pointSize(_ font: FunctionCallExprSyntax) -> Double? {
        if let points = FontSizedSymbol.pointSize(font) { return points }
        guard let argument = font.arguments.first?.expression else { return nil }
        var source = argument.trimmedDescription
        if source.hasPrefix("Font.") { source.removeFirst(4) }
        guard source.hasPrefix(".") else { return nil }
        let style = source.dropFirst().prefix { $0.isLetter || $0.isNumber }
        return textStyleSizes[String(style)]
    }
}
