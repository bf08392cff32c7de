import SwiftSyntax

/// A `ToggleStyle` whose `makeBody` is one `Button` that flips `configuration.isOn` and shows
/// `configuration.label` in its label (`Button { configuration.isOn.toggle() } label: { HStack {
/// Image(systemName: configuration.isOn ? "checkmark.square" : "square"); configuration.label } }`),
/// a common way to hand-make a check or a chip (round twenty-seven, pattern 1: Plantory's
/// `CheckboxToggleStyle`, many public `ChipToggleStyle`s) — or a label of its own, texts or one
/// symbol, which VoiceOver reads in place of the Toggle's title (round twenty-eight, DiffForm's
/// `Image(systemName: "checkmark.square")`) — or anything else: texts beside a coloured circle and
/// an image (round thirty-four, SimDirs's `DescriptiveToggleStyle`), shapes only (no name), views
/// the file does not read (a name known at run time).
///
/// The Button is an element of its own, with the button trait and no value, and the style gives
/// it nothing else: VoiceOver meets "{label}, Button" where each Toggle so styled is, not the
/// Toggle's "Switch button" and on/off. A style drawn with a tap gesture (CVS Health's catalogue's
/// `CheckboxToggleStyle`, tested as "Switch button") makes no element of its own and keeps the
/// Toggle's role, as does a style whose body keeps a `Toggle` or says what a toggle says itself
/// (`.accessibilityAddTraits(.isToggle)`, an `.accessibilityValue`, an `.accessibilityRepresentation`).
enum ButtonBodiedStyles {
    /// A Button the style's body draws: the call, its label and its action.
    typealias DrawnButton = (call: FunctionCallExprSyntax, label: ClosureExprSyntax, action: ClosureExprSyntax)

    /// Whether `style`, a `struct … : ToggleStyle`, draws its Toggle as such a Button. A body that
    /// picks one of several Buttons (a top-level `switch` or `if`/`else`, through a `Group`: a
    /// style with two looks, round thirty's `SoftToggleStyle`) draws one when every branch is such
    /// a Button; when only some are, it keeps the Toggle's reading.
    static func drawsButton(_ style: StructDeclSyntax) -> Bool {
        guard let drawn = buttons(of: style) else { return false }
        let spelt = { (node: any SyntaxProtocol) in node.description.filter { !$0.isWhitespace } }
        let configuration = drawn.configuration
        for button in drawn.buttons {
            let tapped = spelt(button.action)
            let flips = tapped.contains("\(configuration).isOn.toggle()")
                || tapped.contains("\(configuration).isOn=!\(configuration).isOn")
                || tapped.contains("\(configuration).$isOn.wrappedValue.toggle()")
            // Whatever its label shows — the Toggle's, texts or a symbol of its own, or views the
            // file does not read — the Button is the element VoiceOver meets (round thirty-four,
            // SimDirs's `DescriptiveToggleStyle`: a circle, a symbol and two texts of the style's).
            guard flips else { return false }
        }
        // What would keep the Toggle's own reading, anywhere in the body.
        let body = spelt(drawn.body)
        return !body.contains("Toggle(") && !body.contains(".isToggle") && !body.contains("accessibilityValue(")
            && !body.contains("accessibilityRepresentation")
    }

    /// What VoiceOver reads of the Button `style` draws when its label does not show
    /// `configuration.label` (the Toggle's title then goes unread): the label's texts, or, with
    /// none, the words of its one symbol (`Image(systemName: "checkmark.square")` is "checkmark
    /// square"), an image and no name, as a hand-made Button of one image is read. Nil when the
    /// label shows the Toggle's, or anything else.
    static func ownLabel(of style: StructDeclSyntax) -> OwnLabel? {
        guard let drawn = buttons(of: style), let first = drawn.buttons.first else { return nil }
        // Branches read alike when their labels are spelt alike; else which one VoiceOver reads is
        // known only at run time, and the Toggle's title is kept.
        let spelt = first.label.description.filter { !$0.isWhitespace }
        guard !spelt.contains("\(drawn.configuration).label"),
              drawn.buttons.dropFirst().allSatisfy({ $0.label.description.filter { !$0.isWhitespace } == spelt }) else { return nil }
        // A label the file does not read (a view of the project's, a `ForEach`): VoiceOver reads
        // what it shows, known at run time, and not the Toggle's title.
        return ownLabel(in: first.label) ?? image(of: first, configuration: drawn.configuration)
            ?? .texts(.dynamic("label of \(style.name.text)'s Button"))
    }

    /// A label of shapes with images among them, no text (a pill whose `.overlay` draws the knob
    /// and `Image(systemName: configuration.isOn ? "checkmark" : "")`): read as a hand-made
    /// `Button`'s label is (`ButtonLabelImage`), `configuration.isOn` standing for its Bool — the
    /// image the state chooses names it (round thirty-five, design-system-swiftui's
    /// `ColoredToggleStyle`).
    private static func image(of button: DrawnButton, configuration: String) -> OwnLabel? {
        guard ToggleLabelTexts.plainTexts(in: button.label)?.isEmpty == true,
              let image = ButtonLabelImage.image(of: ExprSyntax(button.call), state: "\(configuration).isOn") else { return nil }
        return self.image(image)
    }

    /// An image's words, and each state's when a choice of two names the file spells picks it.
    private static func image(_ image: ExprSyntax) -> OwnLabel? {
        guard let words = ImageName.spoken(by: image, resolve: { SourceValue($0) }) else { return nil }
        return .image(words, states: ImageName.stateWords(by: image) { SourceValue($0) })
    }

    /// The tap area of the Button `style` draws, measured as a hand-made `Button`'s is from its
    /// label's literal frame (`ButtonLabelFrame`), when the Button has no frame of its own and
    /// every branch's Button measures alike: the size of each Toggle so styled (round thirty-five,
    /// a 50 × 29 pt pill). Nil sides when not read.
    static func size(of style: StructDeclSyntax) -> (width: Double?, height: Double?) {
        guard let drawn = buttons(of: style) else { return (nil, nil) }
        var sizes: [(width: Double?, height: Double?)] = []
        for button in drawn.buttons {
            let expression = ExprSyntax(button.call)
            guard !ViewContext.modifierChain(above: expression).0.contains(where: { $0.name == "frame" }) else { return (nil, nil) }
            sizes.append(ButtonLabelFrame.size(of: expression))
        }
        guard let measured = sizes.first, sizes.allSatisfy({ $0.width == measured.width && $0.height == measured.height }) else { return (nil, nil) }
        return measured
    }

    enum OwnLabel {
        case texts(SourceValue)
        case image(SourceValue, states: [String]?)
    }

    private static func ownLabel(in label: ClosureExprSyntax) -> OwnLabel? {
        let plain = ToggleLabelTexts.plainTexts(in: label)
        if let plain, !plain.isEmpty { return .texts(.joinedAsSpoken(plain)) }
        // Shapes only (a dot, a box drawn filled or not): nothing VoiceOver reads, no name.
        if plain != nil, !label.description.contains("Image") { return .texts(.literal("")) }
        guard label.statements.count == 1, let item = label.statements.first?.item,
              let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression,
              let shown = SwiftSyntaxFacts.viewUnderModifiers(expression).view.as(FunctionCallExprSyntax.self),
              SwiftSyntaxFacts.calleeName(shown) == "Image" else { return nil }
        return image(expression)
    }

    /// The `Button` `style`'s `makeBody` returns (under its modifiers), or the Buttons of each
    /// branch of a top-level `switch` or `if`/`else` it returns (through a `Group`), with the name
    /// of the configuration parameter, each Button's label and action closures, and the body. Nil
    /// when anything returned is not a Button (an `if` with no `else` draws nothing in one case).
    private static func buttons(of style: StructDeclSyntax)
        -> (configuration: String, buttons: [DrawnButton], body: CodeBlockSyntax)? {
        guard let makeBody = style.memberBlock.members.lazy.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
                .first(where: { $0.name.text == "makeBody" }),
              let parameter = makeBody.signature.parameterClause.parameters.first,
              let body = makeBody.body, let last = body.statements.last else { return nil }
        let configuration = (parameter.secondName ?? parameter.firstName).text
        // The view returned: the one expression of the body, or what its last statement returns.
        let returned = last.item.as(ReturnStmtSyntax.self)?.expression ?? last.item.as(ExprSyntax.self)
            ?? last.item.as(ExpressionStmtSyntax.self)?.expression
        guard let returned, let found = buttons(in: returned, depth: 0), !found.isEmpty else { return nil }
        return (configuration, found, body)
    }

    /// The Buttons `expression` draws: itself (under modifiers), or every branch's one Button of a
    /// `Group`'s, a `switch`'s or an `if`/`else`'s; nil when a branch draws anything else.
    private static func buttons(in expression: ExprSyntax, depth: Int) -> [DrawnButton]? {
        guard depth < 4 else { return nil }
        let view = SwiftSyntaxFacts.viewUnderModifiers(expression).view
        if let call = view.as(FunctionCallExprSyntax.self) {
            switch SwiftSyntaxFacts.calleeName(call) {
            case "Button":
                guard let label = SwiftSyntaxFacts.labelClosure(of: call), let action = actionClosure(of: call, label: label) else { return nil }
                return [(call, label, action)]
            case "Group" where depth == 0 && call.arguments.isEmpty && call.additionalTrailingClosures.isEmpty:
                guard let closure = call.trailingClosure else { return nil }
                return branch(closure.statements, depth: depth + 1)
            default:
                return nil
            }
        }
        if let choice = view.as(IfExprSyntax.self) { return buttons(in: choice, depth: depth + 1) }
        if let choice = view.as(SwitchExprSyntax.self) {
            var found: [DrawnButton] = []
            for item in choice.cases {
                guard case .switchCase(let switchCase) = item, let drawn = branch(switchCase.statements, depth: depth + 1) else { return nil }
                found += drawn
            }
            return found.count >= 2 ? found : nil
        }
        return nil
    }

    private static func buttons(in choice: IfExprSyntax, depth: Int) -> [DrawnButton]? {
        guard let elseBody = choice.elseBody, let first = branch(choice.body.statements, depth: depth) else { return nil }
        switch elseBody {
        case .ifExpr(let next):
            return buttons(in: next, depth: depth + 1).map { first + $0 }
        case .codeBlock(let block):
            return branch(block.statements, depth: depth).map { first + $0 }
        }
    }

    /// The Buttons of a branch that holds one view and nothing else.
    private static func branch(_ statements: CodeBlockItemListSyntax, depth: Int) -> [DrawnButton]? {
        guard statements.count == 1, let item = statements.first?.item,
              let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression else { return nil }
        return buttons(in: expression, depth: depth)
    }

    /// What a Toggle styled `name` is drawn as: whether the style draws it as such a Button
    /// (`drawsButton(_:)`), and the label of its own that Button shows (`ownLabel(of:)`).
    struct Drawn {
        let asButton: Bool
        let ownLabel: OwnLabel?
        var size: (width: Double?, height: Double?) = (nil, nil)
    }

    /// How the style named `name` draws its Toggles, when it is one: declared in the file
    /// (`declared`), else in one other file of the project (`ProjectDeclarations`), as a Toggle's
    /// style often is (a kit's folder). Both answers read from one lookup of the style.
    static func drawn(styleNamed name: String, declared: [StructDeclSyntax]) -> Drawn {
        guard let style = style(named: name, declared: declared), drawsButton(style) else { return Drawn(asButton: false, ownLabel: nil) }
        return Drawn(asButton: true, ownLabel: ownLabel(of: style), size: size(of: style))
    }

    private static func style(named name: String, declared: [StructDeclSyntax]) -> StructDeclSyntax? {
        if let style = declared.first(where: { $0.name.text == name }) { return style }
        guard let (style, _) = ProjectDeclarations.structDeclarationElsewhere(named: name), style.inherits("ToggleStyle") else { return nil }
        return style
    }

    /// The Button's action: `action:`, or the trailing closure before a `label:` one.
    private static func actionClosure(of button: FunctionCallExprSyntax, label: ClosureExprSyntax) -> ClosureExprSyntax? {
        if let action = SwiftSyntaxFacts.argument(button, "action")?.as(ClosureExprSyntax.self) { return action }
        guard let trailing = button.trailingClosure, trailing.id != label.id else { return nil }
        return trailing
    }
}
