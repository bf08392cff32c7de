import SwiftSyntax

/// A `Button` that switches a mode on and off and shows which only by its one SF Symbol, drawn
/// filled or struck through while on: `Button { config.autorotating.toggle() } label: {
/// Image(systemName: config.autorotating ? "arrow.triangle.2.circlepath.circle.fill" :
/// "arrow.triangle.2.circlepath.circle") }`, `Image(systemName: folder.isReadOnly ? "pencil.slash" :
/// "pencil")`. A symbol and its own `.fill` or `.slash` variant say "the same thing, on or off"; with
/// the flip of that one Bool as the whole action, it is a two-state control whatever the Bool is
/// called, and VoiceOver reads a symbol's name and "Button" in either state. An image alone whose
/// tap flips the Bool is read the same way (`ColouredModeButtons.isModeControl`).
///
/// Kept out as `ColouredModeButtons` keeps them (`ColouredModeButtons.flipsMode`): a disclosure, a
/// sheet, a radio's option, a Bool named for an action or a player; and a favourite's, a mark's, a
/// visibility's, a sound's or a player's symbol (`star.fill`, `eye.slash`, `speaker.slash`,
/// `bell.slash`). Two unrelated symbols (`play`/`pause`) are the next action, not a state.
enum SymbolVariantModes {
    /// Whether `indicator` is the one symbol of `action`'s Button label, chosen by the Bool its
    /// whole action toggles between a symbol and its `.fill` or `.slash` variant.
    static func showsMode(_ indicator: Indicator, state: String, action: TapAction, in type: any DeclGroupSyntax) -> Bool {
        guard ColouredModeButtons.isModeControl(action), indicator.modifier == nil, indicator.branchLiterals.count == 2,
              let path = ColouredModeButtons.togglePath(of: action.body), StateChanges.lastComponent(path) == state,
              ShownByLook.readBool(indicator.condition) == ColouredModeButtons.normalized(path),
              isVariantPair(indicator.branchLiterals[0], indicator.branchLiterals[1]),
              let image = symbolImage(around: indicator), isTheWholeLabel(image, of: action) else { return false }
        return ColouredModeButtons.flipsMode(path, action: action, in: type)
            && !indicator.branchLiterals.contains(where: { ColouredModeButtons.namesOtherControl(symbol: $0) })
    }

    /// `pencil` and `pencil.slash`, `circle` and `circle.fill`, in either order.
    static func isVariantPair(_ first: String, _ second: String) -> Bool {
        let (short, long) = first.count < second.count ? (first, second) : (second, first)
        guard !short.isEmpty, long.hasPrefix(short + ".") else { return false }
        return [".fill", ".slash"].contains(String(long.dropFirst(short.count)))
    }

    /// `Image(systemName: <ternary>)` whose argument is the indicator.
    private static func symbolImage(around indicator: Indicator) -> FunctionCallExprSyntax? {
        guard let argument = indicator.node.parent?.as(LabeledExprSyntax.self), argument.label?.text == "systemName",
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "Image",
              call.calledExpression.is(DeclReferenceExprSyntax.self) else { return nil }
        return call
    }

    /// Whether the Button's label is that image alone (under its modifiers): no text names it.
    /// A tapped image alone is its own whole label (`ColouredModeButtons.isModeControl`).
    private static func isTheWholeLabel(_ image: FunctionCallExprSyntax, of action: TapAction) -> Bool {
        if !action.isButton { return baseView(action.tappedView).id == ExprSyntax(image).id }
        guard let button = action.tappedView.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(button) == "Button" else { return false }
        let label: ClosureExprSyntax? = SwiftSyntaxFacts.argument(button, "label")?.as(ClosureExprSyntax.self)
            ?? button.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
            ?? (button.arguments.contains { $0.label?.text == "action" } ? button.trailingClosure : nil)
        guard let label, label.statements.count == 1, let view = label.statements.first?.item.as(ExprSyntax.self) else { return false }
        return baseView(view).id == ExprSyntax(image).id
    }

    /// The view under its modifiers.
    private static func baseView(_ expression: ExprSyntax) -> ExprSyntax {
        var view = expression
        while let call = view.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            view = base
        }
        return view
    }
}
