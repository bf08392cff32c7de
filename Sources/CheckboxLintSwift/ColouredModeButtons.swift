import SwiftSyntax

/// A `Button` that switches a mode on and off and shows which only by its label's colour:
/// `Button { viewModel.sharingMode.toggle() } label: { Image(…).accentColor(viewModel.sharingMode ?
/// .gray : .blue) }`. VoiceOver reads "Share, Button" in either mode; the flip of one Bool and a look
/// chosen by that same Bool make a two-state control whatever the Bool is called, one a reviewer
/// asks `.isSelected` (or `.isToggle`) of. So is an image alone whose tap flips the Bool its colour
/// reads (`isModeControl`): the colour, not a check-like symbol, is then what says the state.
///
/// What else a Button like that can be, and why each stays out:
/// - a disclosure or a sheet: its Bool is named for showing, expanding or presenting (`isExpanded`,
///   `showsDetail`, `isPresented`), the file presents something with it (`isPresented: $x`), or the
///   label turns (`rotationEffect`, a chevron): a disclosure is announced by its own trait, not as
///   selected;
/// - a favourite, a pin, a bell, a flag, a like (their symbols or their Bools' names): toggle buttons
///   too, but this linter's rule pages call them no checkbox (`BoolChosenContent`);
/// - play/pause, mute, record, lock, follow: named or drawn for an action or a player, usually
///   with a symbol that says the state or the next action;
/// - a radio's option (a type named `…RadioButton`, `…TabButton`): one choice of many;
/// - a Button whose action does more than the flip before it (it saves, opens, calls the caller's
///   closure): the colour may say something else than the Bool. After the flip, cleanup that reads
///   the new value (`if !on { stop() }`) is no other meaning; setting the Bool again is (`togglePath`).
enum ColouredModeButtons {
    /// Whether `indicator` is a colour on `action`'s Button chosen by the one Bool its whole action
    /// toggles, a Bool of the view or of a model the view holds.
    static func showsMode(_ indicator: Indicator, state: String, action: TapAction, in type: any DeclGroupSyntax) -> Bool {
        guard isModeControl(action), let modifier = indicator.modifier, lookModifiers.contains(modifier),
              let path = togglePath(of: action.body), StateChanges.lastComponent(path) == state,
              ShownByLook.readBool(indicator.condition) == normalized(path),
              action.covers(indicator.node) || SwiftSyntaxFacts.contains(ViewContext.modifierChain(above: action.tappedView).1, indicator.node)
        else { return false }
        return flipsMode(path, action: action, in: type) && !marksOtherControl(Syntax(action.tappedView))
    }

    /// Whether `action` is a Button's, or a tap on one image alone (`Image(systemName: "power.circle.fill")
    /// .foregroundStyle(on ? .green : .red).onTapGesture { on.toggle() }`, round twenty-seven): the
    /// image is the whole control, its look chosen by the Bool its tap flips, as a Button's label is.
    /// A tapped row or card is more than a switch (it opens, expands, selects an item) and stays out.
    static func isModeControl(_ action: TapAction) -> Bool {
        action.isButton || TappedImageAlone.isImageAlone(action.tappedView)
    }

    /// Whether `path`, the one Bool the whole action of `action`'s Button toggles, is a mode of the
    /// view: a Bool of the view or of a model it holds, named for no other control's state, that
    /// presents nothing, in a type named for no single choice; the label does not turn.
    static func flipsMode(_ path: ExprSyntax, action: TapAction, in type: any DeclGroupSyntax) -> Bool {
        guard isStateOfView(path, in: type), !ShownByLook.namesSomethingElse(normalized(path)),
              !words(of: normalized(path)).contains(where: { word in otherModeWords.contains { word.hasPrefix($0) } }) else { return false }
        // A type named for one choice of many (`RadioButton`, `TabButton`) is a radio's option.
        return !turns(Syntax(action.tappedView)) && !isPresented(path, in: type)
            && !SelectedLookComponents.namesASingleChoice(HandMadeCheckbox.typeName(type))
    }

    /// Whether an SF Symbol's name is a favourite's, a mark's, a disclosure's or a player's: its
    /// family (`star`, `eye`, `speaker`, `triangle`) or a later word (`hand.thumbsup`), a triangle
    /// there being a shape (`arrow.triangle.2.circlepath`, `exclamationmark.triangle`).
    static func namesOtherControl(symbol: String) -> Bool {
        let parts = words(of: symbol)
        guard let family = parts.first else { return false }
        return otherControlWords.contains(family) || parts.dropFirst().contains { $0 != "triangle" && otherControlWords.contains($0) }
    }

    /// The look modifiers a mode's colour is set with: `accentColor` besides the colours a choice's look uses.
    private static let lookModifiers: Set<String> = ShownByLook.lookModifiers.union(["accentColor"])

    /// Words of a Bool that is an action's or a player's state rather than a mode's.
    private static let otherModeWords = ["follow", "record", "lock", "secure", "sort", "ascend", "descend", "reveal", "flip", "detail", "menu"]

    /// Symbol and asset words of a favourite, a mark, a disclosure or a player.
    private static let otherControlWords: Set<String> = [
        "heart", "hearts", "star", "stars", "bookmark", "bookmarks", "flag", "thumbsup", "pin", "bell", "chevron", "arrowtriangle",
        "triangle", "play", "pause", "stop", "playpause", "record", "mic", "speaker", "eye", "lock", "like", "likes", "favorite",
        "favourite", "fav",
    ]

    private static func words(of text: String) -> [String] { NameWords.of(text) }

    /// `x.toggle()` as the action's flip (also inside `withAnimation { … }`): the path toggled. Before
    /// it, only calls that tell another object of the flip; after it, anything that does not set `x`
    /// again (`isContinuousMode.toggle(); if !isContinuousMode { stopSpeaking() }`, round twenty-seven:
    /// cleanup the new value asks for). A later `x = false` or second toggle makes it no flip.
    static func togglePath(of body: Syntax) -> ExprSyntax? {
        guard var closure = body.as(ClosureExprSyntax.self) else { return nil }
        for _ in 0..<2 {
            let items = Array(closure.statements)
            let calls = items.map { item in
                item.item.as(FunctionCallExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
            }
            if let position = calls.firstIndex(where: { $0.flatMap(toggledPath) != nil }), let base = calls[position].flatMap(toggledPath),
               calls[..<position].allSatisfy({ $0.map { tellsOfTheFlip($0, of: base) } ?? false }),
               !items[(position + 1)...].contains(where: { sets(base, in: Syntax($0)) }) {
                return base
            }
            guard calls.count == 1, let statement = calls[0] else { return nil }
            guard SwiftSyntaxFacts.calleeName(statement) == "withAnimation", let inner = statement.trailingClosure else { return nil }
            closure = inner
        }
        return nil
    }

    /// `x` in `x.toggle()`.
    private static func toggledPath(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
              call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
        return member.base
    }

    /// Whether `node` sets `path` again: assigns it (`x = false`) or toggles it, anywhere inside.
    private static func sets(_ path: ExprSyntax, in node: Syntax) -> Bool {
        let target = normalized(path)
        let assigned = SwiftSyntaxFacts.nodes(SequenceExprSyntax.self, in: node).contains { sequence in
            let elements = Array(sequence.elements)
            return elements.count >= 3 && elements[1].is(AssignmentExprSyntax.self) && normalized(elements[0]) == target
        }
        return assigned || SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: node).contains { call in
            toggledPath(call).map(normalized) == target
        }
    }

    /// Whether `call` tells another object of the flip made after it: a call named for toggling
    /// (`pluginManager.togglePlugin(plugin: plugin)`) handed the object whose Bool is flipped
    /// (`plugin.enabled.toggle()`), as a manager is told before the view's copy turns.
    private static func tellsOfTheFlip(_ call: FunctionCallExprSyntax, of path: ExprSyntax) -> Bool {
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let callee, callee.hasPrefix("toggle"),
              let owner = path.as(MemberAccessExprSyntax.self)?.base.map({ normalized($0) }) else { return false }
        return call.arguments.contains { normalized($0.expression) == owner }
    }

    /// The path without spacing and a leading `self.`.
    static func normalized(_ path: ExprSyntax) -> String {
        var text = HandMadeCheckbox.normalizedCondition(path.trimmedDescription)
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }

    /// `x` or `model.x`, whose first name is a stored property of the type (its own state, a binding
    /// or the model it holds): not a value of a loop or a closure parameter.
    private static func isStateOfView(_ path: ExprSyntax, in type: any DeclGroupSyntax) -> Bool {
        let parts = normalized(path).split(separator: ".")
        guard (1...2).contains(parts.count), let first = parts.first,
              parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return false }
        return type.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
            return variable.bindings.contains { binding in
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == String(first)
                    && (binding.accessorBlock == nil || variable.attributes.isEmpty == false)
            }
        }
    }

    /// Whether the tapped view shows a favourite's, a mark's, a disclosure's or a player's symbol, or turns.
    /// A symbol beside a text names nothing: the text names the Button (`SymbolBesideText`).
    static func marksOtherControl(_ view: Syntax) -> Bool {
        turns(view) || SymbolBesideText.markingLiterals(in: view).contains { literal in words(of: literal).contains(where: otherControlWords.contains) }
    }

    /// Whether the view turns (`rotationEffect`): a disclosure's chevron.
    private static func turns(_ view: Syntax) -> Bool {
        view.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "rotationEffect" || $0.text == "rotation3DEffect" })
    }

    /// Whether the type presents something with the Bool (`.sheet(isPresented: $x)`,
    /// `.popover(isPresented: $model.x)`): a sheet's switch, whatever its button looks like.
    private static func isPresented(_ path: ExprSyntax, in type: any DeclGroupSyntax) -> Bool {
        let bound = "$" + normalized(path)
        var found = false
        for token in type.memberBlock.tokens(viewMode: .sourceAccurate) where token.text == "isPresented" {
            guard let argument = token.parent?.as(LabeledExprSyntax.self) else { continue }
            var text = HandMadeCheckbox.normalizedCondition(argument.expression.trimmedDescription)
            if text.hasPrefix("$self.") { text = "$" + text.dropFirst(6) }
            if text == bound { found = true; break }
        }
        return found
    }
}
