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
enum ButtonLabelFrame {
    static func size(of button: ExprSyntax) -> (width: Double?, height: Double?) {
        guard let call = button.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "Button",
              let label = SwiftSyntaxFacts.labelClosure(of: call), label.statements.count == 1,
              let view = label.statements.first?.item.as(ExprSyntax.self),
              !addsChrome(ViewContext.modifierChain(above: button).0) else { return (nil, nil) }
        return measure(view, depth: 0)
    }

    /// Whether a `.buttonStyle` draws more than the label (`.bordered`, `.borderedProminent`, a
    /// style of the project): its insets are not in the file. `.plain` and `.borderless` add none.
    private static func addsChrome(_ modifiers: [ViewContext.Modifier]) -> Bool {
        modifiers.contains { modifier in
            guard modifier.name == "buttonStyle", let style = modifier.call.arguments.first?.expression.trimmedDescription else { return false }
            return ![".plain", "PlainButtonStyle()", ".borderless", "BorderlessButtonStyle()"].contains(style)
        }
    }

    private static func measure(_ view: ExprSyntax, depth: Int) -> (width: Double?, height: Double?) {
        let (modifiers, current) = ViewContext.ownModifiers(of: view)
        let own = SwiftModifiers.size(from: modifiers)
        if own.width != nil || own.height != nil || depth >= 2 { return own }
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
