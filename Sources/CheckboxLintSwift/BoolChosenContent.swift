import SwiftSyntax

/// A two-state control drawn by hand whose state is shown by content chosen by the Bool its tap
/// flips, when that content is no box: `Text(isOn ? "+" : "-").onTapGesture { isOn = !isOn }`,
/// `Image(systemName: isOn ? "plus" : "minus")` (SPEC §10: any content a Bool chooses, flipped by
/// the tap, makes a hand-made checkbox). Most views that flip a Bool and show it are not such a
/// control, so the reading is narrow:
///
/// - what is shown is the view's content — a `Text`'s words, an `Image(systemName:)`'s or a
///   `Label`'s symbol — chosen by a ternary on the flipped Bool alone (`isOn`, `!isOn`,
///   `item.isOn`), both branches literals;
/// - neither branch is a symbol or glyph of a control that is not a two-state option: a disclosure
///   (`chevron`, `arrowtriangle`, ▶), playback (`play`/`pause`), a password's eye, a favourite
///   (`heart`, `star`, `bookmark`: a toggle button VoiceOver users meet as "Favorite, button", which
///   asks for `.isSelected`, not a checkbox's reading), a close/menu symbol;
/// - and the code says it is an on/off state: the Bool is named for one (`isOn`, `isSelected`,
///   `notificationsEnabled`, `isActive`; not `isExpanded`, `isPlaying`, `isSecure`,
///   `isFavorite`), or the view declares the state to VoiceOver itself (`.isToggle` or
///   `.isSelected` traits, an `.accessibilityValue` chosen by the same Bool — `declaresState`).
///
/// Titles that are words naming the next action (`isPlaying ? "Pause" : "Play"`) stay out through
/// `ActionButtons`.
enum BoolChosenContent {
    /// Whether `indicator` is content of the view chosen by a ternary on `state` alone, both
    /// branches literals (or stored properties of `declaration` set to one, `var on = "ON"`) that
    /// are no action's or disclosure's symbol.
    static func showsState(_ indicator: Indicator, state: String, in declaration: any DeclGroupSyntax) -> Bool {
        guard indicator.modifier == nil, isContent(indicator), readsOnly(state, condition: indicator.condition),
              let words = branchWords(of: indicator, in: declaration) else { return false }
        return !words.contains(where: namesAnotherControl)
    }

    /// The two branches' words: literals, or the literal a stored property named by a branch is
    /// set to (`Text(isOn ? on : off)` with `var on = "ON"`, a component's default wording).
    static func branchWords(of indicator: Indicator, in declaration: any DeclGroupSyntax) -> [String]? {
        if indicator.branchLiterals.count == 2 { return indicator.branchLiterals }
        guard let expression = indicator.node.as(ExprSyntax.self), let ternary = SwiftSyntaxFacts.ternary(expression) else { return nil }
        let words = ternary.branches.compactMap { branch in
            SwiftSyntaxFacts.stringLiteral(branch) ?? branch.as(DeclReferenceExprSyntax.self).flatMap {
                literalDefault(of: $0.baseName.text, in: declaration)
            }
        }
        return words.count == 2 ? words : nil
    }

    /// `"ON"` for `var on = "ON"` (or `let on: String = "ON"`), a stored property of the type.
    private static func literalDefault(of name: String, in declaration: any DeclGroupSyntax) -> String? {
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                      let value = binding.initializer?.value else { continue }
                return SwiftSyntaxFacts.stringLiteral(value)
            }
        }
        return nil
    }

    /// Whether the Bool's name says an on/off state (`isOn`, `isSelected`, `wifiEnabled`) and no
    /// other control's (`isExpanded`, `isPlaying`, `isFavorite`).
    static func namesAnOnOffState(_ state: String) -> Bool {
        let words = camelWords(state)
        guard let last = words.last else { return false }
        if words.contains(where: otherControlStateWords.contains) { return false }
        return onOffStateWords.contains(last)
    }

    /// Whether both words the ternary chooses are a state's (`StateWords`: "on"/"off", "Yes"/"No",
    /// "Enabled"/"Disabled"), two different ones: the words say an on/off state, whatever the Bool's
    /// name (`recentsOnly ? "on" : "off"`; round twenty-seven, state-in-sibling-text).
    static func choosesStateWords(_ indicator: Indicator, in declaration: any DeclGroupSyntax) -> Bool {
        guard let words = branchWords(of: indicator, in: declaration)?.map({ trimmedOfWhitespaces($0.lowercased()) }),
              words.count == 2, words[0] != words[1] else { return false }
        return words.allSatisfy(StateWords.words.contains)
    }

    /// `text.trimmingCharacters(in: .whitespaces)`. A text that starts and ends with an ASCII byte
    /// other than a space or a tab (the only ASCII bytes of that set) has nothing to trim, and is
    /// handed back without Foundation's trip through `NSString` (~30,000 instructions a text).
    private static func trimmedOfWhitespaces(_ text: String) -> String {
        let utf8 = text.utf8
        if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80,
           first != UInt8(ascii: " "), first != UInt8(ascii: "\t"), last != UInt8(ascii: " "), last != UInt8(ascii: "\t") {
            return text
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// Whether the view tells VoiceOver the state itself: a toggle or selected trait (always or
    /// while on), or a value read from the same Bool (`.accessibilityValue(isOn ? "On" : "Off")`).
    static func declaresState(_ checkbox: HandMadeCheckbox) -> Bool {
        if !(checkbox.traits + checkbox.traitsWhenOn).filter({ $0 == "toggle" || $0 == "selected" }).isEmpty { return true }
        guard case .dynamic(let source)? = checkbox.accessibilityValue else { return false }
        return source.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains { $0 == Substring(checkbox.stateName) }
    }

    /// The words a `Text` shows by the ternary (`isOn ? "+" : "-"`), known at run time; nil for a
    /// symbol (an image is named as VoiceOver reads images, `ImageName`).
    static func words(of indicator: Indicator) -> SourceValue? {
        guard let call = indicator.shown.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "Text",
              call.arguments.first?.expression.id == indicator.node.id else { return nil }
        return .dynamic(indicator.node.trimmedDescription)
    }

    /// Whether the view that shows the content is the tapped view itself, under its modifiers.
    static func isTheTappedView(_ indicator: Indicator, of action: TapAction) -> Bool {
        var view = action.tappedView
        while let call = view.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            view = base
        }
        return view.id == indicator.shown.id
    }

    /// The ternary is a `Text`'s or `Label`'s first argument, or an `Image(systemName:)`'s or
    /// `Label(systemImage:)`'s symbol: what the view shows, not a modifier's argument.
    private static func isContent(_ indicator: Indicator) -> Bool {
        guard let argument = indicator.node.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              call.calledExpression.is(DeclReferenceExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call) else { return false }
        switch (name, argument.label?.text) {
        case ("Text", nil), ("Label", nil), ("Text", "verbatim"): return call.arguments.first?.id == argument.id
        case ("Image", "systemName"), ("Label", "systemImage"): return true
        default: return false
        }
    }

    /// `state`, `!state`, `self.state` or `item.state`: the condition reads the flipped Bool and
    /// nothing else.
    private static func readsOnly(_ state: String, condition: String) -> Bool {
        var normalized = HandMadeCheckbox.normalizedCondition(condition)
        if normalized.hasPrefix("!") { normalized.removeFirst() }
        if normalized == state { return true }
        return normalized.hasSuffix("." + state) && isPath(normalized.dropLast(state.count + 1))
    }

    /// Whether every Character of `text` is a letter, a digit, `_` or `.`. ASCII text is told by its
    /// bytes: there `isLetter` and `isNumber` hold for A–Z, a–z and 0–9 only (`\r\n`, one
    /// Character, is neither, as neither of its bytes is). Any other text by its Characters, whose
    /// `isLetter` looks up Unicode properties (~400 instructions a Character).
    private static func isPath(_ text: Substring) -> Bool {
        var text = text
        let ascii: Bool? = text.withUTF8 { bytes -> Bool? in
            var path = true
            for byte in bytes {
                if byte >= 0x80 { return nil }
                let letterOrDigit = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                if !letterOrDigit && byte != UInt8(ascii: "_") && byte != UInt8(ascii: ".") { path = false }
            }
            return path
        }
        return ascii ?? text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    /// A symbol or glyph of a control that is no two-state option.
    private static func namesAnotherControl(_ literal: String) -> Bool {
        let lowered = literal.lowercased()
        if let family = firstPart(of: lowered), otherControlSymbols.contains(family) { return true }
        return literal.unicodeScalars.contains { scalar in otherControlGlyphs.contains { $0.first <= scalar.value && scalar.value <= $0.last } }
    }

    /// `text.split(separator: ".").first`, as a String: an ASCII text's read on its bytes (each byte
    /// a Character of its own, `\r\n` aside, which is no dot either); any other's by the split, which
    /// walks Characters (~300 instructions a Character).
    private static func firstPart(of text: String) -> String? {
        var text = text
        let ascii: String?? = text.withUTF8 { bytes -> String?? in
            if bytes.contains(where: { $0 >= 0x80 }) { return nil }
            // Empty parts are left out, as `split` leaves them out.
            guard let start = bytes.firstIndex(where: { $0 != UInt8(ascii: ".") }) else { return .some(nil) }
            let end = bytes[start...].firstIndex(of: UInt8(ascii: ".")) ?? bytes.endIndex
            return .some(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        }
        if let ascii { return ascii }
        return text.split(separator: ".").first.map(String.init)
    }

    /// SF Symbol families (a name's first part) of disclosures, playback, visibility, favourites,
    /// sorting, closing and menus.
    private static let otherControlSymbols: Set<String> = [
        "chevron", "arrowtriangle", "triangle", "arrow", "arrowshape", "play", "pause", "stop", "playpause", "forward",
        "backward", "goforward", "gobackward", "eye", "heart", "star", "bookmark", "hand", "flag", "pin", "bell", "lock",
        "speaker", "mic", "video", "xmark", "ellipsis", "line", "list", "sidebar", "magnifyingglass", "trash",
    ]

    /// Glyphs of the same: triangles (disclosure, playback), media controls, hearts and stars.
    /// Bounds as pairs, not `ClosedRange`s: the generic range's type is made at run time, on its
    /// first use, by a search of every conformance of the binary (~450,000 instructions a run).
    private static let otherControlGlyphs: [(first: UInt32, last: UInt32)] = [
        (0x25B2, 0x25C5), (0x23E9, 0x23FA), (0x2605, 0x2606), (0x2661, 0x2665), (0x2764, 0x2764),
    ]

    /// The last word of a Bool that names an on/off state.
    private static let onOffStateWords: Set<String> = ["on", "selected", "enabled", "active", "toggled", "chosen", "picked"]

    /// Words of a Bool that names another control's state: a disclosure's, a player's, a secret's,
    /// a favourite's, an editor's.
    private static let otherControlStateWords: Set<String> = [
        "expanded", "collapsed", "open", "opened", "shown", "showing", "show", "visible", "hidden", "hide", "revealed", "secure",
        "playing", "paused", "muted", "recording", "favorite", "favourite", "favorited", "favourited", "liked", "starred",
        "bookmarked", "pinned", "following", "editing", "flipped", "ascending", "descending", "sorted", "locked", "presented",
    ]

    /// `isNotificationsOn` → `is`, `notifications`, `on`, lowercased.
    private static func camelWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character == "_" {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                continue
            }
            if character.isUppercase, !current.isEmpty, current.last?.isUppercase != true {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
