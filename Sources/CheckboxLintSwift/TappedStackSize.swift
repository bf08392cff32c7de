import SwiftSyntax

/// The size of a tapped `ZStack` that has no frame of its own, from its children's literal frames:
/// a drawn switch is `ZStack { Capsule().frame(width: 50, height: 28); Circle().frame(width: 18,
/// height: 18).offset(x: on ? 11 : -11) }.onTapGesture { on.toggle() }`, and the touch lands on the
/// whole 50 × 28 stack, not on the knob that shows the state (round eleven, pattern 2). A `ZStack`
/// is as large as its largest child: the largest literal width and height among them.
enum TappedStackSize {
    enum Size {
        /// Every child has a literal width and height: the stack's size.
        case known(width: Double, height: Double)
        /// Some child's size is not literal, and one whose size is is larger than `indicator`: the
        /// stack is at least that large, how much larger is not known.
        case largerThanIndicator
        /// Another child than the indicator's has a frame set by a name (`Capsule().frame(width: w,
        /// height: h)` beside the knob): the stack's size is that child's, read from these
        /// modifiers as any frame set by a name is (`TapTargetSize.read`).
        case framedByName([ViewContext.Modifier])
        /// Not a `ZStack`, or nothing in it is larger than the indicator.
        case unknown
    }

    /// - Parameters:
    ///   - view: the tapped view below its modifiers (`ZStack { … }` of `ZStack { … }.onTapGesture`).
    ///   - indicator: the literal size of the view that shows the state, when known.
    static func size(of view: Syntax, indicator: (width: Double?, height: Double?), indicatorNode: Syntax? = nil) -> Size {
        guard let call = view.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "ZStack",
              let closure = call.trailingClosure else { return .unknown }
        var width = 0.0, height = 0.0
        var allKnown = true
        var framedByName: [ViewContext.Modifier]?
        var children = 0
        // Symbols sized by a literal font, unframed (`Image(systemName: "checkmark").font(.system(size:
        // 15))`): at most `FontSizedSymbol.widest` times their point size a side. One no larger than
        // the framed children leaves the stack as large as they make it.
        var symbolBound = 0.0
        for item in closure.statements {
            guard let child = item.item.as(ExprSyntax.self) else {
                allKnown = false
                continue
            }
            children += 1
            let childModifiers = modifiers(of: child)
            let size = SwiftModifiers.size(from: childModifiers)
            if size.width == nil, size.height == nil, let bound = fontSizedSymbolBound(child, modifiers: childModifiers) {
                symbolBound = max(symbolBound, bound)
                continue
            }
            guard let childWidth = size.width, let childHeight = size.height else {
                allKnown = false
                if let indicatorNode, !SwiftSyntaxFacts.contains(child, indicatorNode),
                   framedByName == nil, childModifiers.contains(where: { $0.name == "frame" }) {
                    framedByName = childModifiers
                }
                if let childWidth = size.width { width = max(width, childWidth) }
                if let childHeight = size.height { height = max(height, childHeight) }
                continue
            }
            width = max(width, childWidth)
            height = max(height, childHeight)
        }
        guard children > 0 else { return .unknown }
        if allKnown, symbolBound <= min(width, height) { return .known(width: width, height: height) }
        if allKnown { allKnown = false }
        if let framedByName { return .framedByName(framedByName) }
        if width > (indicator.width ?? 0) || height > (indicator.height ?? 0) { return .largerThanIndicator }
        return .unknown
    }

    /// The most a side of `child` can be when it is an `Image(systemName:)` whose own modifiers size
    /// it by a literal `.font(.system(size: n))` and neither pad, frame nor scale it: `1.25 n`.
    private static func fontSizedSymbolBound(_ child: ExprSyntax, modifiers: [ViewContext.Modifier]) -> Double? {
        guard let image = SwiftSyntaxFacts.viewUnderModifiers(child).view.as(FunctionCallExprSyntax.self),
              SwiftSyntaxFacts.calleeName(image) == "Image", SwiftSyntaxFacts.argument(image, "systemName") != nil,
              !modifiers.contains(where: { ["padding", "frame", "scaleEffect", "imageScale", "overlay", "background"].contains($0.name) }),
              let font = modifiers.first(where: { $0.name == "font" }), let points = FontSizedSymbol.pointSize(font.call) else { return nil }
        return points * FontSizedSymbol.widest
    }

    /// The modifiers of `expression` itself, innermost first (`Circle().frame(…).offset(…)`).
    private static func modifiers(of expression: ExprSyntax) -> [ViewContext.Modifier] {
        ViewContext.ownModifiers(of: expression).modifiers
    }
}
