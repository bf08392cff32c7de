import SwiftSyntax

/// The size of a hand-made checkbox's tap target, as far as the file tells: the literal `.frame`
/// read where the checkbox is found, and what the mapper needs to decide the rest with the file's
/// declarations (`read(resolve:)`): a frame set by a property with a literal initial value, or by
/// a function's parameter with a literal default, is decided; one set by a value the file does
/// not decide (a constant of another file, a parameter with no default), or an SF Symbol sized by
/// the font, is a size to review.
struct TapTargetSize {
    var width: Double?
    var height: Double?
    /// The modifiers the size was read from (the tapped view's, or the box image's when only it is
    /// tapped), in the order they apply.
    var modifiers: [ViewContext.Modifier] = []
    /// The view the user taps when it shows the box and nothing else (no text, no label of a
    /// style): only then is an unknown size plausibly small. Nil when the tap covers a label.
    var boxOnly: ExprSyntax?
    /// A reading made before the file's declarations are read: a Button's stacked label whose
    /// width its texts leave roughly known or open (`ButtonLabelFrame.reading(of:)`).
    var labelReading: Reading?

    static let unknown = TapTargetSize()

    /// What decides the size once the file's declarations are read.
    enum Reading {
        /// Known, in whole or in part (a dimension nil when not given).
        case decided(width: Double?, height: Double?)
        /// Set by `source` (worded for a message), at `node`, which the file does not decide.
        case toReview(source: String, node: Syntax)
        /// Known roughly, `least` to `most` (a symbol of a literal font size, `FontSizedSymbol`),
        /// at `node`; the rule decides against its minimum.
        case estimated(least: Double, most: Double, source: String, node: Syntax)
    }

    /// The size with non-literal frame values resolved by `resolve` (a name's literal initial value,
    /// or a parameter's literal default, in the file), else what to review; nil when nothing is
    /// known and nothing suggests the target is small.
    func read(resolve: (ExprSyntax) -> Double?) -> Reading? {
        if width != nil || height != nil { return .decided(width: width, height: height) }
        if let labelReading { return labelReading }
        var width: Double?
        var height: Double?
        var framed = false
        var undecided: (source: String, node: Syntax)?
        for modifier in modifiers {
            let call = modifier.call
            switch modifier.name {
            case "frame":
                // A frame that fills its container (`maxWidth: .infinity`) is a row's: not small.
                if call.arguments.contains(where: { Self.isContainerSized($0.expression) }) { return nil }
                let w = SwiftSyntaxFacts.argument(call, "width") ?? SwiftSyntaxFacts.argument(call, "minWidth")
                let h = SwiftSyntaxFacts.argument(call, "height") ?? SwiftSyntaxFacts.argument(call, "minHeight")
                for (argument, isWidth) in [(w, true), (h, false)] {
                    guard let argument else { continue }
                    if let value = SwiftSyntaxFacts.numberLiteral(argument) ?? resolve(argument) {
                        if isWidth { width = value } else { height = value }
                    } else {
                        if isWidth { width = nil } else { height = nil }
                        if undecided == nil {
                            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
                            undecided = ("`\(SwiftSyntaxFacts.compactSource(argument))`", member.map { Syntax($0.period) } ?? Syntax(call))
                        }
                    }
                }
                framed = framed || w != nil || h != nil
            case "padding" where framed:
                let arguments = Array(call.arguments)
                let length = arguments.last.flatMap { $0.label == nil ? SwiftSyntaxFacts.numberLiteral($0.expression) ?? resolve($0.expression) : nil }
                // `.padding()`: the system's default, 16 pt on each side, makes a box of any size
                // at least about 44 pt with it: no longer plausibly small.
                guard let length else { return nil }
                let edges = arguments.count == 2 ? SwiftSyntaxFacts.memberName(arguments[0].expression) : "all"
                (width, height) = SwiftModifiers.padded(width, height, by: length, on: edges)
            default:
                break
            }
        }
        if width != nil || height != nil { return .decided(width: width, height: height) }
        guard boxOnly != nil else { return nil }
        if let undecided { return .toReview(source: undecided.source, node: undecided.node) }
        return symbolSizedByFont()
    }

    /// An SF Symbol that is all the user taps, with no frame or padding: as large as the font
    /// makes it (about 17–22 pt at the body size), which the file does not fix.
    private func symbolSizedByFont() -> Reading? {
        guard let box = boxOnly, !modifiers.contains(where: { ["frame", "contentShape"].contains($0.name) }) else { return nil }
        // A symbol of a literal point size, with literal padding or none, is about that size
        // (round twelve, pattern 5); any other padding leaves it as before: not plausibly small.
        if let estimate = FontSizedSymbol.estimate(box: box, modifiers: modifiers) { return estimate }
        guard !modifiers.contains(where: { $0.name == "padding" }) else { return nil }
        var images: [FunctionCallExprSyntax] = []
        var other = false
        // Views and modifiers named in it (`Text(…)`, `configuration.label`, `.frame`), not argument
        // labels (`Button(action: …, label: { … })`).
        for token in box.tokens(viewMode: .sourceAccurate) where token.parent?.is(DeclReferenceExprSyntax.self) == true {
            switch token.text {
            case "Image":
                guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) else { continue }
                if SwiftSyntaxFacts.argument(call, "systemName") != nil { images.append(call) } else { other = true }
            // An icon-only `Label` of a symbol shows the symbol alone (`IconOnlyLabels`).
            case "Label" where token.parent?.parent?.as(FunctionCallExprSyntax.self).map({
                SwiftSyntaxFacts.argument($0, "systemImage") != nil && IconOnlyLabels.isIconOnly($0) }) == true:
                if let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) { images.append(call) }
            // A text, a label, a shape or a frame or padding inside: not a symbol alone.
            case "Text", "Label", "label", "frame", "padding", "contentShape", "Circle", "Rectangle", "RoundedRectangle", "Capsule":
                other = true
            default:
                continue
            }
        }
        guard !other, images.count == 1, let image = images.first else { return nil }
        // A `.resizable()` symbol ignores the font: it fills what its container offers (round
        // thirty-two, third part, `resizable-image-size-note`).
        if Self.isResizable(image, modifiers: modifiers) {
            return .toReview(source: "its container (a `.resizable()` symbol with no frame takes the size it is offered)", node: Syntax(image))
        }
        let scale = ViewContext.modifierChain(above: ExprSyntax(image)).0.first { $0.name == "imageScale" || $0.name == "font" }
            ?? modifiers.first { $0.name == "imageScale" || $0.name == "font" }
        let source = scale.map { "the font (`.\($0.name)(\(SwiftSyntaxFacts.compactSource($0.call.arguments)))`)" }
            ?? "the font (an SF Symbol with no frame)"
        return .toReview(source: source, node: Syntax(image))
    }

    /// Whether `image` is made `.resizable()` (on itself, or in `modifiers`, the tapped view's).
    static func isResizable(_ image: FunctionCallExprSyntax, modifiers: [ViewContext.Modifier]) -> Bool {
        (ViewContext.modifierChain(above: ExprSyntax(image)).0 + modifiers).contains { $0.name == "resizable" }
    }

    /// Whether a `Button` of the automatic style sits in a `List` or `Form`: there its row is what
    /// the user taps, the whole cell, whatever its label shows (a `.plain` or `.borderless` style,
    /// or any style in force at it, keeps the tap to the label: set on the Button, or on the `List`,
    /// `Form`, `Section`, `ForEach` or stack it is in, `ButtonStyleInForce`).
    static func fillsItsRow(_ action: TapAction, modifiers: [ViewContext.Modifier]) -> Bool {
        action.isButton && isUnstyledInListOrForm(action.tappedView, modifiers: modifiers)
    }

    /// The same for a tapped view that is a `Button` under its modifiers.
    static func fillsItsRow(_ tappedView: ExprSyntax, modifiers: [ViewContext.Modifier]) -> Bool {
        guard let button = SwiftSyntaxFacts.viewUnderModifiers(tappedView).view.as(FunctionCallExprSyntax.self),
              SwiftSyntaxFacts.calleeName(button) == "Button" else { return false }
        return isUnstyledInListOrForm(tappedView, modifiers: modifiers)
    }

    private static func isUnstyledInListOrForm(_ tappedView: ExprSyntax, modifiers: [ViewContext.Modifier]) -> Bool {
        guard ButtonStyleInForce.modifier(at: tappedView, own: modifiers) == nil else { return false }
        var current = Syntax(tappedView).parent
        while let ancestor = current, !ancestor.is(MemberBlockSyntax.self) {
            if let call = ancestor.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call), name == "List" || name == "Form" {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// Whether `view` draws shapes or stacks besides its images (a `ZStack` of a stroked square
    /// and a check, an `.overlay`): then an image's frame is not the size of what is tapped.
    static func drawsMoreThanAnImage(_ view: ExprSyntax) -> Bool {
        view.tokens(viewMode: .sourceAccurate).contains { token in
            token.parent?.is(DeclReferenceExprSyntax.self) == true
                && ["ZStack", "HStack", "VStack", "overlay", "background", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Text", "Label"].contains(token.text)
        }
    }

    /// Whether `stack` is an `HStack` or a `VStack` whose one child is an `Image` holding `indicator`
    /// (the box's image alone in a tapped stack, round thirty-seven, hholdout37a): it draws nothing
    /// more than the image, and is as large.
    static func stackHoldsOnlyImage(_ stack: Syntax, indicator: Syntax) -> Bool {
        guard let call = stack.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call),
              name == "HStack" || name == "VStack", let closure = call.trailingClosure, closure.statements.count == 1,
              let child = closure.statements.first?.item.as(ExprSyntax.self), SwiftSyntaxFacts.contains(child, indicator),
              let image = SwiftSyntaxFacts.viewUnderModifiers(child).view.as(FunctionCallExprSyntax.self) else { return false }
        return SwiftSyntaxFacts.calleeName(image) == "Image"
    }

    /// A length that follows the container, not the box: `.infinity`, a geometry reader's size,
    /// the screen's bounds.
    private static func isContainerSized(_ expression: ExprSyntax) -> Bool {
        let source = expression.trimmedDescription
        return ["infinity", "geometry", "proxy", "bounds", "UIScreen", "NSScreen", ".size."].contains { source.contains($0) }
    }
}

extension FileScan {
    /// A length given by name that the file decides: a parameter of the enclosing function with a
    /// literal default (`size: CGFloat = 20`), or a property with a literal initial value — of the
    /// type (`self.size`, `size`), or, for `Layout.boxSize`, the one of that name the file declares.
    /// Nil for a parameter with no default, a property set by an initializer or declared in
    /// another file, a computed value.
    func length(_ expression: ExprSyntax, in type: DeclSyntax?) -> Double? {
        let name: String
        var owner = type
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if let parameter = Self.parameter(name, around: Syntax(expression)) {
                return parameter.defaultValue.flatMap { SwiftSyntaxFacts.numberLiteral($0.value) }
            }
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) {
            name = member.declName.baseName.text
            let baseName = base.baseName.text
            if baseName == "self" || baseName == "Self" {
                owner = type
            } else if baseName.first?.isUppercase == true {
                // A namespace's constant (`Layout.boxSize`): the file's one declaration of it.
                owner = nil
            } else {
                return nil
            }
        } else {
            return nil
        }
        return initialValue(of: name, in: owner).flatMap(SwiftSyntaxFacts.numberLiteral)
    }

    /// The parameter `name` of the function or initializer around `node`, if it has one.
    private static func parameter(_ name: String, around node: Syntax) -> FunctionParameterSyntax? {
        var current = node.parent
        while let ancestor = current {
            let clause = ancestor.as(FunctionDeclSyntax.self)?.signature.parameterClause
                ?? ancestor.as(InitializerDeclSyntax.self)?.signature.parameterClause
            if let clause {
                return clause.parameters.first { ($0.secondName ?? $0.firstName).text == name }
            }
            if ancestor.is(MemberBlockSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }
}
