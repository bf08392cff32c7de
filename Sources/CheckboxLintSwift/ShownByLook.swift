import SwiftSyntax

/// A state drawn only by the look of the view that takes the tap (SPEC §10, "a colour, a shape's
/// fill"): a colour, a fill, a background or a `buttonStyle` chosen by the Bool
/// (`.fill(isSelected ? .orange : .gray)`, `.buttonStyle(on ? .borderedProminent : .bordered)`), or
/// a shape drawn behind or over the label only while it holds (`.background { if activeDays[index]
/// { Circle().fill(.blue) } }`). VoiceOver reads the label and nothing of that look: a view like
/// that, whose tap changes the Bool, is a checkbox whose state is never spoken.
///
/// A tapped view that shows an image stays out (a heart or a star coloured by the Bool is a
/// favourite button) — but for a component's fixed icon beside its text (`iconBesideText`) — as
/// does a Bool whose name says it is something else (`isExpanded`, `favorites[i]`): the look alone
/// does not say "checkbox" there.
enum ShownByLook {
    /// The modifiers whose argument, chosen by the Bool, changes only how the view looks.
    static let lookModifiers: Set<String> = Indicator.colourModifiers.union(["buttonStyle", "stroke", "strokeBorder"])

    /// Whether `indicator` draws its condition only by a look on or behind `tappedView`'s label.
    /// - Parameter iconBesideText: an icon beside a text may be shown (a filter chip's `Image(systemName:
    ///   imageName)` and `Text(text)`), but no favourite's symbol (a heart, a star, a bookmark).
    static func isLook(_ indicator: Indicator, tappedView: ExprSyntax, iconBesideText: Bool = false) -> Bool {
        if let modifier = indicator.modifier {
            // Or a strike through the text (`.strikethrough(done)`), a checklist's crossed-out line.
            guard lookModifiers.contains(modifier) || modifier == "strikethrough" else { return false }
        } else {
            guard let ifExpr = indicator.node.as(IfExprSyntax.self), ifExpr.elseBody == nil,
                  isDecoration(ifExpr), drawsOnlyShapes(Syntax(ifExpr.body)) else { return false }
        }
        guard showsAnImage(Syntax(tappedView)) else { return true }
        return iconBesideText && showsIconBesideText(Syntax(tappedView))
    }

    /// A text and an icon, neither chosen by a condition, and no symbol that marks a state itself
    /// (a favourite's heart or star, a box: those are read as such; a chevron or an arrow says the
    /// tap opens something); a fixed `xmark…` is a remove icon and marks none.
    private static func showsIconBesideText(_ view: Syntax) -> Bool {
        let tokens = view.tokens(viewMode: .sourceAccurate)
        guard tokens.contains(where: { $0.text == "Text" || $0.text == "Label" }) else { return false }
        let literals = CallCollector.literals(in: view).map { $0.lowercased() }
        // A fixed `xmark` (`xmark.circle.fill`) is an input chip's remove icon, no state's mark.
        return !literals.contains { literal in !literal.hasPrefix("xmark") && markingSymbolWords.contains(where: literal.contains) }
            && !tokens.contains { $0.tokenKind == .infixQuestionMark && isInImageName($0) }
    }

    private static let markingSymbolWords = [
        "heart", "star", "bookmark", "flag", "thumbsup", "pin", "bell", "check", "circle", "square", "chevron", "arrow",
    ]

    /// Whether a ternary's `?` chooses an image's name (`Image(systemName: on ? "a" : "b")`).
    private static func isInImageName(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        var steps = 0
        while let current = node, steps < 8 {
            if let argument = current.as(LabeledExprSyntax.self) {
                return ["systemName", "systemImage"].contains(argument.label?.text ?? "")
                    || argument.parent?.parent?.as(FunctionCallExprSyntax.self).flatMap(SwiftSyntaxFacts.calleeName) == "Image"
            }
            node = current.parent
            steps += 1
        }
        return false
    }

    /// Whether a Bool's names say it is something other than a chosen option: a disclosure, a
    /// favourite, a sheet shown (`StatePassedToAView.namesSomethingElse`).
    static func namesSomethingElse(_ path: String) -> Bool {
        let names = path.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
        return StatePassedToAView.namesSomethingElse(names)
    }

    /// The Bool a condition reads, without its spacing and `self.`, a negation, a comparison with a
    /// Bool literal or parentheses (`!self.isSelected`, `interest.isChoosed == false`).
    static func readBool(_ condition: String) -> String {
        var read = HandMadeCheckbox.normalizedCondition(condition)
        for suffix in ["==true", "==false", "!=true", "!=false"] where read.hasSuffix(suffix) {
            read = String(read.dropLast(suffix.count))
        }
        while read.hasPrefix("!") { read = String(read.dropFirst()) }
        if read.hasPrefix("("), read.hasSuffix(")") { read = String(read.dropFirst().dropLast()) }
        return read
    }

    /// Words of a Bool named for a choice (`isSelected`, `isChosen`, `isChoosed`, `isChecked`).
    static func namesAChoice(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["select", "chose", "choos", "check", "tick"].contains { lowered.containsText($0) } && !namesSomethingElse(name)
    }

    /// Words of a Bool named for a thing done (`isCompleted`, `isDone`, `isBought`, a clue's `used`): a to-do's or a
    /// shopping list's tick. Read as a choice's name only where the view's own tap flips that very
    /// Bool and only its look shows it (`ToggledChoiceLooks`); a disclosure's or a sheet's
    /// (`isExpanded`, `isPresented`, `isEditing`) never.
    static func namesACompletion(_ name: String) -> Bool {
        var word = (name.split(separator: ".").last.map(String.init) ?? name).lowercased()
        if word.hasPrefix("is"), word.count > 2 { word.removeFirst(2) }
        return completionWords.contains(word) && !namesSomethingElse(name)
    }

    private static let completionWords: Set<String> = ["done", "complete", "completed", "finished", "bought", "purchased", "packed", "used"]

    /// A Bool named only for being on or off (`isOn`, `isActive`, `enabled`, `picked`): no choice
    /// by its name alone — a tab's `isActive`, a disabled look's `isEnabled` — but one when the
    /// view's own tap flips the caller's Bool and only the look shows it (`ToggledChoiceLooks`).
    static func namesAnOnState(_ name: String) -> Bool {
        var word = name.lowercased()
        if word.hasPrefix("is"), word.count > 2 { word.removeFirst(2) }
        return onStateWords.contains(word) && !namesSomethingElse(name)
    }

    private static let onStateWords: Set<String> = ["on", "active", "enabled", "picked", "included", "marked", "ticked"]

    /// Bytes of a Bool named for a choice: a file or a type without one holds no component whose
    /// look alone shows its choice (`SelectedLookComponents`, `StyledBranchButtons`).
    static func mayNameAChoice(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        let range = range.clamped(to: 0..<bytes.count)
        return choiceNeedles.contains { SwiftConstructs.contains(bytes, $0, in: range) }
    }

    private static let choiceNeedles: [[UInt8]] = ["isSelected", "isChosen", "isChoosed", "isChecked"].map { Array($0.utf8) }

    /// An `if` that is the whole content of a `.background { … }` or `.overlay { … }`: a highlight
    /// behind or over the view it modifies.
    private static func isDecoration(_ ifExpr: IfExprSyntax) -> Bool {
        guard let closure = ifExpr.ancestor(ClosureExprSyntax.self), closure.statements.count == 1,
              let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let name = SwiftSyntaxFacts.modifierName(call) else { return false }
        return name == "background" || name == "overlay"
    }

    /// Shapes and colours only (`Circle().fill(.blue)`), which no screen reader meets — stacked
    /// (`ZStack { RoundedRectangle(…).opacity(0.3); Rectangle().frame(height: 2) }`, a dimmed row
    /// struck through), and beside a button of its own (a bought row's trash button: another element,
    /// read apart), not read here.
    private static func drawsOnlyShapes(_ node: Syntax) -> Bool {
        var sawShape = false
        var stack = [node]
        while let current = stack.popLast() {
            if let call = current.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.modifierName(call) == nil,
               let name = SwiftSyntaxFacts.calleeName(call), name.first?.isUppercase == true {
                if name == "Button" || name.hasSuffix("Button") && call.trailingClosure != nil { continue }
                if !stacks.contains(name) {
                    guard shapes.contains(name) else { return false }
                    sawShape = true
                }
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return sawShape
    }

    private static let shapes: Set<String> = [
        "Circle", "Capsule", "Ellipse", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Color",
        "LinearGradient", "RadialGradient", "AngularGradient", "StrokeStyle",
    ]

    private static let stacks: Set<String> = ["ZStack", "HStack", "VStack", "Group"]

    private static func showsAnImage(_ view: Syntax) -> Bool {
        view.tokens(viewMode: .sourceAccurate).contains { token in
            ["Image", "AsyncImage", "systemImage", "systemName", "Label"].contains(token.text)
        }
    }
}
