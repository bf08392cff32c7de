import SwiftSyntax

/// A tapped mark whose colour is the only look of a Bool its callers' closure toggles (round
/// twenty-six, Flowing's `CircleSymbol`):
///
///     struct CircleSymbol: View {
///         @Binding var symbol: String
///         @Binding var done: Bool
///         @State var tapAction = {}
///         var body: some View {
///             Image(systemName: symbol)
///                 .foregroundStyle((done ? Color(hex: color) : Color(hex: color)?.opacity(0.5)) ?? .clear)
///                 .onTapGesture { withAnimation { tapAction() } }
///         }
///     }
///     …
///     CircleSymbol(symbol: $item.symbol, done: $item.done, tapAction: { item.done.toggle(); print(item.id) })
///
/// The image is no box (its symbol is the user's choice), yet the caller hands the component the
/// very Bool its closure toggles (`CallerClosureActions.state` asks that of the call: the value
/// passed for `done` is the one flipped), and the component shows that Bool by the mark's colour
/// alone: a two-state mark the user taps, a checkbox VoiceOver reads as an image with no state.
/// The same component handed a closure that flips something else (`{ changing.toggle() }`, which
/// shows a slider instead) never reaches here: no caller flips what it hands as `done`.
///
/// Only a Bool whose name says a done or chosen state (`done`, `isCompleted`, `isChecked`,
/// `isOn`: no `isExpanded`, `isFavorite`), read by a colour modifier of the tapped view itself
/// (not a background shape beside it), on a view that draws no symbol of another meaning (a
/// favourite's heart or star, a chevron that opens something).
enum CallerToggledColours {
    static func isShownByColour(_ indicator: Indicator, state: String, action: TapAction, in type: any DeclGroupSyntax) -> Bool {
        guard namesADoneState(state), ShownByLook.readBool(indicator.condition) == state,
              CallerClosureActions.boolProperties(of: type).contains(state),
              let modifier = indicator.modifier, Indicator.colourModifiers.contains(modifier), modifier != "opacity",
              isModifierOfTappedView(indicator, action: action)
        else { return false }
        let literals = CallCollector.literals(in: Syntax(action.tappedView)).map { $0.lowercased() }
        return !literals.contains { literal in otherMeaningWords.contains(where: literal.contains) }
    }

    /// A Bool named for a done or chosen state: `done`, `isCompleted`, `finished`, or the words
    /// `ShownByLook` reads as a choice or an on state.
    static func namesADoneState(_ name: String) -> Bool {
        guard !ShownByLook.namesSomethingElse(name) else { return false }
        if ShownByLook.namesAChoice(name) || ShownByLook.namesAnOnState(name) { return true }
        var word = name.lowercased()
        if word.hasPrefix("is"), word.count > 2 { word.removeFirst(2) }
        return doneWords.contains(word)
    }

    private static let doneWords: Set<String> = ["done", "complete", "completed", "finished", "accomplished"]

    /// Symbols that mark something other than a done state: a favourite, a pin, a disclosure.
    private static let otherMeaningWords = ["heart", "star", "bookmark", "flag", "thumbsup", "pin", "bell", "chevron", "arrow"]

    /// The look is a modifier of the tapped view's own chain, before or after the tap
    /// (`Image(…).foregroundStyle(…).onTapGesture`), not of a view inside it (a shape in its `.background`).
    private static func isModifierOfTappedView(_ indicator: Indicator, action: TapAction) -> Bool {
        let root = SwiftSyntaxFacts.viewUnderModifiers(action.tappedView).view
        return ViewContext.modifierChain(above: root).0.contains { modifier in
            modifier.name == indicator.modifier && modifier.call.arguments.contains { SwiftSyntaxFacts.contains($0, indicator.node) }
        }
    }
}
