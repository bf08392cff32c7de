import SwiftSyntax

/// A project component handed its look, not its state (round thirty-five, hholdout35a pattern 1;
/// IngrediScan's chips and step tick):
///
///     struct RoundedRectangularButton: View {
///         var title: String?
///         var backgroundColor: Color?
///         var borderColor: Color?
///         var action: () -> Void
///         var body: some View {
///             Button(action: action) { if let text = title { Text(text) } }
///                 .background(backgroundColor)
///                 .overlay(RoundedRectangle(cornerRadius: 16).stroke(borderColor ?? .clear))
///         }
///     }
///     …
///     ForEach(options, id: \.self) { option in
///         let isSelected = chosen.contains(option)
///         RoundedRectangularButton(title: option, backgroundColor: isSelected ? .orange : .gray,
///                                  borderColor: isSelected ? .orange : .clear) {
///             if isSelected { chosen.removeAll { $0 == option } } else { chosen.append(option) }
///         }
///     }
///
/// The component takes no Bool: the caller picks its colours (or its image name) by a Bool or a
/// membership `B`, and the action it hands flips `B`. That call is the checkbox the component
/// would be if it took `B` (as `CallerFlippedLooks` reads one that does): where the call stands,
/// named by what the call passes for the text the component's tapped view shows (or, with no
/// text, for the image it shows), its traits the tapped view's (a `Button`: the button trait, no
/// state). The set reader (`CallerCheckboxLoops`) took such a loop for a set already; the loop's
/// elements are these checkboxes now, and it makes no set of its own beside them.
///
/// Only when the call proves it: a `View` struct of the file or of one other file of the project,
/// not named for one choice of many, taking no Bool the call gives, whose body is one tapped view
/// (a `Button` or a view with `.onTapGesture`) running a closure property that takes nothing, and
/// declaring no accessibility of its own (but `accessibilityElement`, `accessibilityIdentifier`);
/// an argument for a stored property the component uses in a look of that tapped view (a
/// colour, a fill, a stroke, a background or overlay, an opacity, `Image(…)`'s name) that is a
/// ternary (or `if`) on one `B`, through the `let`s around the call; `B` a membership whose
/// collection the call's closure both adds to and takes from, or a Bool named for a choice or a
/// thing done that it toggles. A single choice (`selection == option`, `{ selection = option }`)
/// tests no such `B`; a look chosen by something the closure leaves alone, or a symbol of another
/// meaning (a heart, a star, a bell, play), stays silent.
enum CallerHandedLooks {
    private static let ternaryNeedle = Array(" ? ".utf8)
    private static let ifNeedle = Array("= if ".utf8)

    /// Whether the declaration's bytes may hold such a call: a ternary (or an `if` expression).
    static func mayHold(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        let range = range.clamped(to: 0..<bytes.count)
        return SwiftConstructs.contains(bytes, ternaryNeedle, in: range) || SwiftConstructs.contains(bytes, ifNeedle, in: range)
    }

    /// The checkboxes the calls of `declaration` make of components handed their look.
    static func find(in declaration: any DeclGroupSyntax, file: SourceFileSyntax, bytes: [UInt8]) -> [HandMadeCheckbox] {
        guard mayHold(bytes, in: declaration.byteRange) else { return [] }
        var found: [HandMadeCheckbox] = []
        var components: [String: Component?] = [:]
        for token in declaration.memberBlock.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let first = name.unicodeScalars.first, first.properties.isUppercase,
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id,
                  call.trailingClosure != nil || call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }),
                  call.arguments.contains(where: { $0.label != nil && !$0.expression.is(ClosureExprSyntax.self) }) else { continue }
            let lets = LoopBodyLets(around: call, function: true)
            // Cheap first: some argument is a choice on one value.
            guard call.arguments.contains(where: { condition(of: lets.resolved($0.expression), lets: lets) != nil }) else { continue }
            if components[name] == nil { components[name] = .some(component(named: name, file: file)) }
            guard let component = components[name] ?? nil else { continue }
            if let checkbox = checkbox(at: call, of: component, lets: lets, in: declaration) { found.append(checkbox) }
        }
        return found
    }

    /// What the component shows and how it is tapped, read once per name.
    private struct Component {
        let declaration: StructDeclSyntax
        /// The closure property its tap runs.
        let action: String
        let isButton: Bool
        /// Its stored properties, its Bools apart.
        let properties: Set<String>
        let bools: Set<String>
        /// The properties used in a look of its tapped view.
        let looks: Set<String>
        /// What its tapped view's texts show, in order; with none, its image's name.
        let texts: [ExprSyntax]
        let image: ExprSyntax?
        /// `text` for `title` in `if let text = title`.
        let aliases: [String: String]
        let combined: Bool
        let traits: [String]
        /// The string literals it draws (a symbol of another meaning keeps it silent).
        let literals: [String]
    }

    private static func component(named name: String, file: SourceFileSyntax) -> Component? {
        guard !SelectedLookComponents.namesASingleChoice(name),
              let declaration = ProjectDeclarations.structDeclaration(named: name, in: file)
                ?? ProjectDeclarations.structDeclarationElsewhere(named: name)?.0,
              declaration.inherits("View"), let body = CallerTappedComponents.bodyView(of: declaration) else { return nil }
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(declaration.memberBlock)
        guard collector.tapActions.count == 1, let tap = collector.tapActions.first,
              SwiftSyntaxFacts.viewUnderModifiers(body).view.id == SwiftSyntaxFacts.viewUnderModifiers(tap.tappedView).view.id,
              let action = CallerClosureActions.calledProperty(tap.body),
              CallerClosureActions.actionProperties(of: declaration).contains(action) else { return nil }
        // Its own accessibility decides what VoiceOver says of it: not read from the call.
        var combined = tap.isButton
        for token in declaration.memberBlock.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let word) = token.tokenKind, word.hasPrefix("accessibility") else { continue }
            if word == "accessibilityElement" { combined = true; continue }
            if word == "accessibilityIdentifier" { continue }
            return nil
        }
        let properties = StoredProperties.names(of: declaration)
        // The tapped view and the modifiers written on it and on the body above it.
        var scope: [Syntax] = [Syntax(tap.tappedView)]
        scope += ViewContext.modifierChain(above: tap.tappedView).0.map { modifier in Syntax(modifier.call.arguments) }
        scope += ViewContext.modifierChain(above: tap.tappedView).0.compactMap { $0.call.trailingClosure.map(Syntax.init) }
        var aliases: [String: String] = [:]
        for binding in SwiftSyntaxFacts.nodes(OptionalBindingConditionSyntax.self, in: Syntax(tap.tappedView)) {
            guard let alias = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let bound = binding.initializer.flatMap { SwiftSyntaxFacts.ownName($0.value) } ?? alias
            if properties.contains(bound) { aliases[alias] = bound }
        }
        var looks: Set<String> = []
        for root in scope {
            for reference in SwiftSyntaxFacts.nodes(DeclReferenceExprSyntax.self, in: root) {
                let name = reference.baseName.text
                guard let shown = aliases[name] ?? (properties.contains(name) ? name : nil), !looks.contains(shown),
                      isInLook(Syntax(reference), within: root) else { continue }
                looks.insert(shown)
            }
        }
        guard !looks.isEmpty else { return nil }
        var texts: [ExprSyntax] = []
        var image: ExprSyntax?
        var literals: [String] = []
        if let button = tap.tappedView.as(FunctionCallExprSyntax.self), tap.isButton,
           let title = button.arguments.first, title.label == nil, !title.expression.is(ClosureExprSyntax.self) {
            texts.append(title.expression)
        }
        for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: Syntax(tap.tappedView)) {
            switch SwiftSyntaxFacts.calleeName(call) {
            case "Text", "Label":
                if let shown = call.arguments.first, shown.label == nil { texts.append(shown.expression) }
            case "Image":
                if image == nil, let named = call.arguments.first, named.label?.text == "systemName" || named.label == nil {
                    image = named.expression
                }
            default: break
            }
        }
        for token in declaration.memberBlock.tokens(viewMode: .sourceAccurate) {
            if case .stringSegment(let text) = token.tokenKind { literals.append(text.lowercased()) }
        }
        return Component(declaration: declaration, action: action, isButton: tap.isButton, properties: properties,
                         bools: StoredProperties.bools(of: declaration), looks: looks, texts: texts, image: image, aliases: aliases,
                         combined: combined, traits: tap.isButton ? ["button"] : [], literals: literals)
    }

    /// Modifiers that draw a look: a colour, a fill, a stroke, a background or an overlay, an opacity.
    private static let lookModifiers: Set<String> = [
        "background", "backgroundStyle", "foregroundStyle", "foregroundColor", "overlay", "stroke", "strokeBorder", "tint",
        "accentColor", "fill", "border", "opacity", "colorMultiply",
    ]

    /// Whether `node` is an argument, at any depth, of a look modifier or of `Image(…)`, below `root`,
    /// shown as it is given (`backgroundColor`, `borderColor ?? .clear`, `color.opacity(0.5)`): a
    /// value the component tests (`style == .filled ? … : …`, `if flag`) is a state it takes, read
    /// where it is declared (`EnumLookArguments`), not a look handed to it.
    private static func isInLook(_ node: Syntax, within root: Syntax) -> Bool {
        var current = node
        for _ in 0..<32 {
            guard current.id != root.id, let parent = current.parent else { return false }
            if let sequence = parent.as(SequenceExprSyntax.self), sequence.elements.contains(where: { element in
                element.is(UnresolvedTernaryExprSyntax.self)
                    || element.as(BinaryOperatorExprSyntax.self).map { $0.operator.text != "??" } == true
            }) { return false }
            if parent.is(TernaryExprSyntax.self) || parent.is(ConditionElementSyntax.self) || parent.is(PrefixOperatorExprSyntax.self) {
                return false
            }
            if let infix = parent.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text != "??" {
                return false
            }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != current.id {
                if let modifier = SwiftSyntaxFacts.modifierName(call), lookModifiers.contains(modifier) { return true }
                if SwiftSyntaxFacts.calleeName(call) == "Image" { return true }
            }
            if parent.kind.isDeclaration { return false }
            current = parent
        }
        return false
    }

    /// Symbols and words of another kind of toggle button: a favourite, a bookmark, a bell, a pin,
    /// a player's or a speaker's (docs/swift.md, "Never read this way").
    private static let otherMeaningWords = ["heart", "star", "bookmark", "flag", "thumbsup", "pin", "bell", "chevron", "arrow",
                                            "play", "pause", "speaker", "mute", "eye", "lock"]

    private static func checkbox(at call: FunctionCallExprSyntax, of component: Component, lets: LoopBodyLets,
                                 in declaration: any DeclGroupSyntax) -> HandMadeCheckbox? {
        guard let closure = CallerClosureActions.closure(givenAs: component.action, to: call) else { return nil }
        // A component that takes a Bool from this call is read where it is declared.
        guard !call.arguments.contains(where: { $0.label.map { component.bools.contains($0.text) } == true }) else { return nil }
        var state: (name: String, text: String)?
        for argument in call.arguments {
            guard let label = argument.label?.text, component.looks.contains(label),
                  let tested = condition(of: lets.resolved(argument.expression), lets: lets),
                  let flipped = flipped(tested, by: closure) else { continue }
            state = flipped
            break
        }
        guard let state else { return nil }
        let given = call.arguments.compactMap { SwiftSyntaxFacts.stringLiteral($0.expression)?.lowercased() }
            + call.arguments.flatMap { argument in
                SwiftSyntaxFacts.nodes(StringLiteralExprSyntax.self, in: Syntax(argument.expression)).compactMap {
                    SwiftSyntaxFacts.stringLiteral(ExprSyntax($0))?.lowercased()
                }
            }
        if (component.literals + given).contains(where: { literal in otherMeaningWords.contains(where: literal.contains) }) { return nil }
        // What the call gives for a property the component shows.
        func passed(_ shown: ExprSyntax) -> ExprSyntax?? {
            if SwiftSyntaxFacts.stringLiteral(shown) != nil { return .some(shown) }
            guard let name = SwiftSyntaxFacts.ownName(shown), let property = component.aliases[name] ?? (component.properties.contains(name) ? name : nil)
            else { return nil }
            guard let argument = SwiftSyntaxFacts.argument(call, property), !argument.is(NilLiteralExprSyntax.self),
                  !argument.is(ClosureExprSyntax.self) else { return .some(nil) }
            return .some(argument)
        }
        var parts: [SourceValue] = []
        for text in component.texts {
            switch passed(text) {
            case .some(.some(let value)):
                // Words the call chooses by a value ("Undo" / "Complete") name the action a tap takes
                // next (`ActionButtons`), not an option.
                if SwiftSyntaxFacts.ternary(lets.resolved(value)) != nil || lets.resolved(value).is(IfExprSyntax.self) { return nil }
                parts.append(SourceValue(value))
            case .some(.none): continue
            case .none: parts.append(.dynamic(SwiftSyntaxFacts.compactSource(text)))
            }
        }
        var image: ExprSyntax?
        if parts.isEmpty, let shown = component.image, case .some(.some(let value)) = passed(shown) { image = value }
        var checkbox = HandMadeCheckbox(
            declaration: declaration, anchor: Syntax(call), isTheType: false, tappedView: ExprSyntax(call), tapTarget: .row,
            label: parts.isEmpty ? nil : SourceValue.joinedAsSpoken(parts), accessibilityLabel: nil, accessibilityValue: nil, hint: nil,
            identifier: nil, traits: component.traits, traitsWhenOn: [], combined: component.combined, hidden: false, size: .unknown,
            isRepeated: SwiftModelMapper.isInLoop(call), stateName: state.name, stateText: state.text)
        checkbox.givenImage = image
        return checkbox
    }

    /// The one value a choice tests: `B` in `B ? a : b` or `if B { a } else { b }`, through the
    /// `let`s around, without `!` or parentheses; nil for a comparison (`x == option`) or several.
    private static func condition(of expression: ExprSyntax, lets: LoopBodyLets) -> ExprSyntax? {
        var tested: ExprSyntax?
        if let ternary = expression.as(TernaryExprSyntax.self) {
            tested = ternary.condition
        } else if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(UnresolvedTernaryExprSyntax.self) else { return nil }
            tested = elements[0]
        } else if let ifExpression = expression.as(IfExprSyntax.self), ifExpression.conditions.count == 1,
                  ifExpression.elseBody != nil, case .expression(let test) = ifExpression.conditions.first?.condition {
            tested = test
        }
        guard var value = tested else { return nil }
        for _ in 0..<4 {
            if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
                value = prefix.expression
            } else if let tuple = value.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first?.expression {
                value = only
            } else {
                let resolved = lets.resolved(value)
                guard resolved.id != value.id else { break }
                value = resolved
            }
        }
        guard value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self) || MembershipCalls.collection(value) != nil
        else { return nil }
        return value
    }

    /// The state `closure` flips when it flips `tested`: a membership whose collection it adds to
    /// and takes from, or a Bool named for a choice or a thing done that it toggles.
    private static func flipped(_ tested: ExprSyntax, by closure: ClosureExprSyntax) -> (name: String, text: String)? {
        let text = SwiftSyntaxFacts.compactSource(tested)
        if let collection = MembershipCalls.collection(tested) {
            guard CallerFlippedLooks.flips(tested, in: closure, state: "") else { return nil }
            return (StateChanges.lastComponent(collection), text)
        }
        let name = StateChanges.lastComponent(tested)
        guard !ShownByLook.namesSomethingElse(text), ShownByLook.namesAChoice(name) || ShownByLook.namesACompletion(name),
              CallerFlippedLooks.toggles(tested, in: closure) else { return nil }
        return (name, text)
    }
}
