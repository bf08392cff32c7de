@_spi(RawSyntax) import SwiftSyntax

/// Buttons that name an action to take, not a state to say (round ten, pattern 4): never a
/// hand-made checkbox, whatever symbol they show.
///
/// - A `Button` inside `.swipeActions { }`, `.contextMenu { }` or `.toolbar { }`: VoiceOver offers
///   a swipe action as a custom action of the row ("Bought"), a context menu's and a toolbar's
///   buttons as menu items or bar buttons; their titles say what they will do. What they show is
///   no indicator of the row either (`Label("Bought", systemImage: "checkmark.circle.fill")` in a
///   swipe action is not the row's box).
/// - A `Button` whose label's title differs between the branches its Bool chooses (`if
///   item.isChecked { Label("Unbuy", …) } else { Label("Bought", systemImage:
///   "checkmark.circle.fill") }`, `Text(isPlaying ? "Pause" : "Play")`): the title is the action
///   the tap takes next. Titles that are one word and its negation ("Done"/"Not done",
///   "Complete"/"Incomplete") say a state, and a box whose branches differ only in symbol or colour
///   stays a checkbox.
enum ActionButtons {
    /// Modifiers whose closures hold actions and menu items, not the row's content.
    static let actionSlots: Set<String> = ["swipeActions", "contextMenu", "toolbar"]

    /// Whether `closure` is the content of one of `actionSlots` (a trailing closure, a labelled
    /// argument `menuItems:`, or a second trailing closure `preview:` of the modifier's call).
    static func isActionSlot(_ closure: ClosureExprSyntax) -> Bool {
        slot(of: closure).map(actionSlots.contains) ?? false
    }

    /// Whether `closure` is a `.contextMenu { }`'s content.
    static func isContextMenu(_ closure: ClosureExprSyntax) -> Bool {
        slot(of: closure) == "contextMenu"
    }

    /// The modifier whose content `closure` is, if it is one's.
    private static func slot(of closure: ClosureExprSyntax) -> String? {
        var parent = closure.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        else if parent?.is(MultipleTrailingClosureElementSyntax.self) == true { parent = parent?.parent?.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id != closure.id else { return nil }
        return SwiftSyntaxFacts.modifierName(call)
    }

    /// Whether the tapped view's title changes with `state` between two different words: the
    /// titles of an `if`/`else` on the state (in `Text`, `Label` or `Button` titles), or a ternary
    /// on it that is a `Text`'s, `Label`'s or `Button`'s title.
    /// - Parameter negationNamesAnAction: whether a title and its negation ("Select all" / "Deselect
    ///   all") name two actions too, when the caller knows the tap acts (`BulkSelectionActions`).
    static func titleNamesAnAction(_ action: TapAction, state: String, negationNamesAnAction: Bool = false) -> Bool {
        // Both readings need a call named `Text`, `Label` or `Button` in the tapped view: most tapped
        // views (an image under `.onTapGesture`) spell none, which their raw tokens tell without a
        // node made and cast for each (~800 instructions a node).
        guard mayCallTitled(action.tappedView.raw) else { return false }
        var stack = [Syntax(action.tappedView)]
        while let node = stack.popLast() {
            if node.id == action.body.id { continue }
            if let branching = node.as(IfExprSyntax.self), let elseBody = branching.elseBody?.as(CodeBlockSyntax.self),
               reads(branching.conditions, state) {
                let whileTrue = titles(in: Syntax(branching.body)), whileFalse = titles(in: Syntax(elseBody))
                if !whileTrue.isEmpty, !whileFalse.isEmpty, differ(whileTrue, whileFalse, negationNamesAnAction) { return true }
            }
            if let call = node.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call), titled.contains(name),
               let first = call.arguments.first, first.label == nil, let ternary = SwiftSyntaxFacts.ternary(first.expression),
               ternary.branches.count == 2, reads(first.expression, state),
               let one = SwiftSyntaxFacts.stringLiteral(ternary.branches[0]), let other = SwiftSyntaxFacts.stringLiteral(ternary.branches[1]),
               differ([one], [other], negationNamesAnAction),
               // The title of an icon-only `Label` is not seen: VoiceOver's name for the icon
               // (`IconOnlyLabels`), read as an `.accessibilityLabel` of the same words is.
               name != "Label" || !IconOnlyLabels.isIconOnly(call) {
                return true
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return false
    }

    private static let titled: Set<String> = ["Text", "Label", "Button"]

    /// Whether a token under `node` may be the name of a call `titled` holds: spelt as one, or with
    /// a byte outside ASCII (which `String`'s comparison reads as Characters).
    private static func mayCallTitled(_ node: RawSyntax) -> Bool {
        var stack = [node]
        while let raw = stack.popLast() {
            if let token = raw.tokenView {
                guard token.presence == .present else { continue }
                let text = token.rawText
                if text == "Text" || text == "Label" || text == "Button" || text.contains(where: { $0 >= 0x80 }) { return true }
            } else if let layout = raw.layoutView {
                for child in layout.children { if let child { stack.append(child) } }
            }
        }
        return false
    }

    private static func reads(_ node: some SyntaxProtocol, _ state: String) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(state) }
    }

    /// The literal titles of the `Text`s, `Label`s and `Button`s in a branch.
    private static func titles(in node: Syntax) -> [String] {
        var found: [String] = []
        var stack = [node]
        while let current = stack.popLast() {
            if let call = current.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call), titled.contains(name),
               let first = call.arguments.first, first.label == nil, let text = SwiftSyntaxFacts.stringLiteral(first.expression) {
                found.append(text)
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return found
    }

    /// Two titles that are different words, not a word and its negation (one holding the other:
    /// "Done"/"Not done", "Checked"/"Unchecked"). Titles with no letter ("+"/"-", "☑"/"☐") are
    /// glyphs, no words that name an action. With `negationNamesAnAction` a title and its negation
    /// ("Select all" / "Deselect all") differ too: the caller has read an action, not a state.
    private static func differ(_ one: [String], _ other: [String], _ negationNamesAnAction: Bool) -> Bool {
        let a = one.map { $0.lowercased() }.sorted(), b = other.map { $0.lowercased() }.sorted()
        guard a != b, !(a + b).allSatisfy(StateWords.words.contains), (a + b).contains(where: { $0.contains(where: \.isLetter) }) else { return false }
        if !negationNamesAnAction, a.count == 1, b.count == 1, a[0].containsText(b[0]) || b[0].containsText(a[0]) { return false }
        return true
    }
}
