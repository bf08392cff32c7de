import SwiftSyntax

/// What a check mark is paired with, when one condition chooses between two image names (SPEC §10,
/// "a hand-made checkbox shows its state"). A checkbox draws one shape on and off: an empty box and
/// the same box ticked (`square` / `checkmark.square`, `circle` / `checkmark.circle.fill`), a mark
/// shown or hidden (`"checkmark"` / `""`), a tick or a cross (`checkmark` / `xmark`). A bare check
/// against the symbol of another action is the "done" state of that action, not a box:
/// - an edit button whose pencil becomes a checkmark while editing (`isEditing ? "checkmark" :
///   "pencil"`, `.help(isEditing ? "Save" : "Edit name")`): a mode, the check its "Save";
/// - a copy button whose icon becomes a check once copied (`copied ? "check-circle" : "copy2"`):
///   a confirmation.
/// - a record button whose waveform becomes a filled square while recording (`if isRecording {
///   Image(systemName: "square.fill") } else { Image(systemName: "waveform") }`): the square is
///   "stop", an empty box only by its shape's name.
/// Such a pair is no box look (`Indicator.looksLikeCheckbox`), and a tap that only ever sets its
/// flag (`copied = true`) ticks nothing unless what it showed before was an empty box
/// (`drawsUntickedBox`).
enum CheckMarkPairs {
    /// Whether `name` names a check: `checkmark`, `check-circle`, `checkbox_on`, `tick`, a ✓.
    static func namesACheck(_ name: String) -> Bool {
        let lowered = name.lowercased()
        if lowered.containsText("check") || lowered.containsText("tick") { return true }
        return name.unicodeScalars.contains { (0x2713...0x2714).contains($0.value) }
    }

    /// Whether `name` is an empty box: `square`, `circle.fill`, `largecircle.fill.circle`,
    /// `circle.dashed`; an asset `circle_outline`; a ☐.
    static func isEmptyBox(_ name: String) -> Bool {
        // Most names begin with a letter no box shape begins with: told apart before their words are split.
        if let first = name.utf8.first, !(0x61...0x7A).contains(first | 0x20) || startsABoxShape(first | 0x20) {
            let parts = words(of: name)
            if let first = parts.first, boxShapes.contains(first), parts.allSatisfy({ boxShapes.contains($0) || boxStyles.contains($0) }) {
                return true
            }
        }
        return name.unicodeScalars.contains { $0.value == 0x2610 }
    }

    /// Whether `one` and `other`, the two names one condition chooses between, are a check against
    /// the symbol of another action: one names a check, the other is another action's symbol
    /// (`actionWords`) sharing no shape with the check (`checkmark.circle` / `plus.circle` is one
    /// circle, ticked or not).
    static func isCheckAgainstAction(_ one: String, _ other: String) -> Bool {
        guard let (check, action) = pair(one, other, oneSideIs: namesACheck), let actionWords = actionWords(action) else { return false }
        return Set(words(of: check)).subtracting(checkWords).subtracting(boxStyles).isDisjoint(with: actionWords)
    }

    /// Whether `one` and `other`, the two names one condition chooses between, are a box shape
    /// against the symbol of another action: one an empty box (`square.fill`), the other another
    /// action's symbol (`actionWords`) of no shape of the box's (`circle` / `plus.circle` is one
    /// circle, filled or not).
    static func isBoxAgainstAction(_ one: String, _ other: String) -> Bool {
        guard let (box, action) = pair(one, other, oneSideIs: isEmptyBox), let actionWords = actionWords(action) else { return false }
        return Set(words(of: box)).subtracting(boxStyles).isDisjoint(with: actionWords)
    }

    /// The name of the two that `test` holds for, and the other; nil unless it holds for one alone.
    private static func pair(_ one: String, _ other: String, oneSideIs test: (String) -> Bool) -> (String, String)? {
        switch (test(one), test(other)) {
        case (true, false): (one, other)
        case (false, true): (other, one)
        default: nil
        }
    }

    /// The words of `name` when it is another action's symbol: neither empty, nor a check, nor an
    /// empty box, nor a cross or a dash (the other value of a state); nil otherwise.
    private static func actionWords(_ name: String) -> [String]? {
        let nameWords = words(of: name)
        guard !nameWords.isEmpty, !namesACheck(name), !isEmptyBox(name), !nameWords.contains(where: negationMarks.contains),
              !name.unicodeScalars.contains(where: { (0x2715...0x2718).contains($0.value) || (0x2610...0x2612).contains($0.value) })
        else { return nil }
        return nameWords
    }

    /// Whether the two names are a check or a box against another action's symbol: either way, the
    /// look of a mode or a confirmation, no checkbox.
    static func isAgainstAction(_ one: String, _ other: String) -> Bool {
        isCheckAgainstAction(one, other) || isBoxAgainstAction(one, other)
    }

    /// Whether `indicator` chooses between a square box ticked and the same square empty
    /// (`isSelected ? "checkmark.square.fill" : "square"`, `"checkmark.square"` / `"squareshape"`): the
    /// look of a checkbox and of nothing else — a radio is a ring (`circle`, `largecircle.fill.circle`),
    /// never a square, so a name that says "select" or "choose" does not make it one (`ClosureTapStates`).
    /// A circle pair (`checkmark.circle.fill` / `circle`) is a box too (`Indicator.looksLikeCheckbox`), but
    /// also a single choice's row (a theme picker's `onSelect`): it is not taken here.
    static func isSquareBoxPair(_ indicator: Indicator) -> Bool {
        guard let (one, other) = names(of: indicator), let (check, box) = pair(one, other, oneSideIs: namesACheck),
              isEmptyBox(box), let shape = words(of: box).first, ["square", "squareshape"].contains(shape) else { return false }
        return words(of: check).contains { $0 == "square" || $0 == "squareshape" }
    }

    /// Whether a tap that only sets the flag `indicator` is chosen by (`item.selected = true`) ticks
    /// a box: unless the indicator is a choice between two names, one a check, what it shows first
    /// must be an empty box (`selected ? "checkmark.circle" : "circle"`) or nothing — not another
    /// action's icon (`copied ? "check-circle" : "copy2"`, `added ? "checkmark.circle" :
    /// "plus.circle"`), which the tap turns into its confirmation for good.
    static func drawsUntickedBox(_ indicator: Indicator) -> Bool {
        guard let (one, other) = names(of: indicator) else { return true }
        switch (namesACheck(one), namesACheck(other)) {
        case (true, false): return isUnticked(other)
        case (false, true): return isUnticked(one)
        default: return true
        }
    }

    /// The string literals a view draws, but for the two names of each choice in it that is a check
    /// against another action (`isCheckAgainstAction`): what tells whether the view looks like a
    /// box. Reads at most `limit` nodes (a body may be large).
    static func literals(in node: Syntax, limit: Int = 20_000) -> [String] {
        var found: [String] = []
        var stack = [node]
        var read = 0
        while let current = stack.popLast(), read < limit {
            read += 1
            if let literal = current.as(StringLiteralExprSyntax.self) {
                if let text = SwiftSyntaxFacts.stringLiteral(ExprSyntax(literal)) { found.append(text) }
                continue
            }
            // `Image(systemName: Symbols.selected)`: the project's constant, read as its literal.
            if let text = ProjectStringConstants.symbolLiteral(at: current) {
                found.append(text)
                continue
            }
            if let pair = literalPair(current) ?? branchLiteralPair(current), isAgainstAction(pair.0, pair.1) { continue }
            // A project's image member (`Symbols.done`) draws what its declaration's image names
            // (`ProjectImageConstants`).
            if current.is(MemberAccessExprSyntax.self), let value = ProjectImageConstants.value(of: current) {
                stack.append(Syntax(value))
                continue
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return found
    }

    /// The two names of `indicator`'s choice: its ternary's two literals, or the names of the two
    /// images of its ternary or `if`/`else` (`ImageChoice`).
    static func names(of indicator: Indicator) -> (String, String)? {
        if indicator.branchLiterals.count == 2 { return (indicator.branchLiterals[0], indicator.branchLiterals[1]) }
        return literalPair(indicator.node)
    }

    /// `on ? "a" : "b"`, `on ? Image("a") : Image("b")`, `if on { Image("a") } else { Image("b") }`:
    /// the two literal names; nil for anything else.
    private static func literalPair(_ node: Syntax) -> (String, String)? {
        let choice: ExprSyntax?
        if let ifExpr = node.as(IfExprSyntax.self) {
            choice = ImageChoice.names(chosenBy: ifExpr)
        } else if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
            let expression = ExprSyntax(sequence)
            choice = ImageChoice.names(chosenBy: expression) ?? expression
        } else {
            return nil
        }
        guard let choice, let ternary = SwiftSyntaxFacts.ternary(choice), ternary.branches.count == 2,
              let one = SwiftSyntaxFacts.stringLiteral(ternary.branches[0]),
              let other = SwiftSyntaxFacts.stringLiteral(ternary.branches[1]) else { return nil }
        return (one, other)
    }

    /// `if on { ZStack { Color.blue; Image(systemName: "square.fill") } } else { Image(systemName:
    /// "waveform") }`: the one literal each branch of an `if`/`else` draws, however it is laid out;
    /// nil when a branch draws none or several. Reads a bounded number of nodes of each branch.
    private static func branchLiteralPair(_ node: Syntax) -> (String, String)? {
        guard let ifExpr = node.as(IfExprSyntax.self), ifExpr.conditions.count == 1,
              let elseBody = ifExpr.elseBody?.as(CodeBlockSyntax.self),
              let one = onlyLiteral(in: Syntax(ifExpr.body)), let other = onlyLiteral(in: Syntax(elseBody)) else { return nil }
        return (one, other)
    }

    private static func onlyLiteral(in node: Syntax, limit: Int = 2_000) -> String? {
        var found: String?
        var stack = [node]
        var read = 0
        while let current = stack.popLast() {
            read += 1
            if read > limit { return nil }
            if let literal = current.as(StringLiteralExprSyntax.self) {
                guard found == nil, let text = SwiftSyntaxFacts.stringLiteral(ExprSyntax(literal)) else { return nil }
                found = text
                continue
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return found
    }

    /// An empty box, or nothing drawn (`""`).
    private static func isUnticked(_ name: String) -> Bool {
        name.trimmingCharacters(in: " ").isEmpty || isEmptyBox(name)
    }

    /// The lowercased words of a name: `checkmark.circle.fill` → checkmark, circle, fill;
    /// `check-circle`, `check_circle_outline` likewise. Read by bytes (a name is short, and read
    /// often): ASCII letters and digits, and any non-ASCII character, make words; the rest parts them.
    private static func words(of name: String) -> [String] {
        var found: [String] = []
        var word: [UInt8] = []
        func close() {
            if !word.isEmpty { found.append(String(decoding: word, as: UTF8.self)); word.removeAll(keepingCapacity: true) }
        }
        for byte in name.utf8 {
            switch byte {
            case 0x41...0x5A: word.append(byte | 0x20)
            case 0x61...0x7A, 0x30...0x39, 0x80...: word.append(byte)
            default: close()
            }
        }
        close()
        return found
    }

    /// `squareshape` is SF Symbols' bare square outline, an empty box as `square` is (RWTH's tag rows:
    /// `checkmark.square.fill` / `squareshape`).
    private static let boxShapes: Set<String> = ["square", "squareshape", "circle", "largecircle", "rectangle", "box"]
    /// Whether a lowercased ASCII letter begins one of `boxShapes`: s, c, l, r, b.
    private static func startsABoxShape(_ letter: UInt8) -> Bool {
        switch letter {
        case 0x73, 0x63, 0x6C, 0x72, 0x62: true
        default: false
        }
    }
    private static let boxStyles: Set<String> = ["fill", "filled", "inset", "dashed", "dotted", "outline", "outlined", "empty", "blank", "off", "on"]
    /// The words of a check's name that are the mark, not its shape.
    private static let checkWords: Set<String> = ["check", "checkmark", "checked", "tick", "ticked", "mark"]
    /// The other value of a state: a cross, a dash (`xmark`, `minus` for a mixed state).
    private static let negationMarks: Set<String> = ["xmark", "x", "multiply", "minus", "cross", "close"]
}
