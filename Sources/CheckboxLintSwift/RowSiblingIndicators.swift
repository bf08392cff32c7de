import SwiftSyntax

/// A row of a list drawn as a `Button` and, beside it in the same `HStack`, what shows the state the
/// Button's tap changes (`HStack { Button(action: { onPress(tag: tag) }) { TagView(tag: tag) };
/// Spacer(); VStack { switch selectedTags { case .allOf(let include, _): if include.contains(tag.id)
/// { Label(…, systemImage: "checkmark.circle") } … } } }`): the mark belongs to that Button, whatever
/// else the type shows. With one tap action in the type any indicator of the state is taken
/// already; this reads the row when the type has other Buttons too (an "Any" row above the list).
///
/// Only the nearest `HStack` around the Button counts, and only when it holds no other tap: a mark
/// between two Buttons, or in another row, belongs to neither for certain. Words the tapped Bool
/// chooses (`Text(isOn ? "on" : "off")`) belong to the Button that flips it, whatever else the row
/// holds, as long as no other tap of the row reads that Bool (an eraser and a close Button beside
/// `Button("time_interval") { showTimes.toggle() }; Text(showTimes ? "on" : "off")`).
enum RowSiblingIndicators {
    /// The first of `candidates` (indicators of the state the tap changes) drawn beside the Button
    /// `action` taps, in the row that holds it and no other tap — or, given `state`, no other tap
    /// that reads it; nil otherwise.
    static func beside(_ action: TapAction, among candidates: [Indicator], taps: [TapAction], state: String? = nil) -> Indicator? {
        guard action.isButton, !candidates.isEmpty, let row = row(around: action.tappedView) else { return nil }
        let otherTap = taps.contains { other in
            other.tappedView.id != action.tappedView.id && SwiftSyntaxFacts.contains(row, other.tappedView)
                && (state.map { state in other.body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(state) } } ?? true)
        }
        guard !otherTap else { return nil }
        return candidates.first { SwiftSyntaxFacts.contains(row, $0.node) && !action.covers($0.node) }
    }

    /// The `HStack` whose content holds the Button (with its modifiers) as one of its statements.
    private static func row(around button: ExprSyntax) -> FunctionCallExprSyntax? {
        let (_, top) = ViewContext.modifierChain(above: button)
        // Button → statement → statements → closure → the stack's call (trailing closure or `content:`).
        var current = Syntax(top)
        for _ in 0..<6 {
            guard let parent = current.parent, !parent.kind.isDeclaration else { return nil }
            if let call = parent.as(FunctionCallExprSyntax.self) {
                return SwiftSyntaxFacts.calleeName(call) == "HStack" ? call : nil
            }
            current = parent
        }
        return nil
    }
}
