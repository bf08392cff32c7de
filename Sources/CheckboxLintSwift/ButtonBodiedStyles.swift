import SwiftSyntax

/// A `ToggleStyle` whose `makeBody` is one `Button` that flips `configuration.isOn` and shows
/// `configuration.label` in its label (`Button { configuration.isOn.toggle() } label: { HStack {
/// Image(systemName: configuration.isOn ? "checkmark.square" : "square"); configuration.label } }`),
/// a common way to hand-make a check or a chip (round twenty-seven, pattern 1: Plantory's
/// `CheckboxToggleStyle`, many public `ChipToggleStyle`s) — or a label of its own, texts or one
/// symbol, which VoiceOver reads in place of the Toggle's title (round twenty-eight, DiffForm's
/// `Image(systemName: "checkmark.square")`).
///
/// The Button is an element of its own, with the button trait and no value, and the style gives
/// it nothing else: VoiceOver meets "{label}, Button" where each Toggle so styled is, not the
/// Toggle's "Switch button" and on/off. A style drawn with a tap gesture (CVS Health's catalogue's
/// `CheckboxToggleStyle`, tested as "Switch button") makes no element of its own and keeps the
/// Toggle's role, as does a style whose body keeps a `Toggle` or says what a toggle says itself
/// (`.accessibilityAddTraits(.isToggle)`, an `.accessibilityValue`, an `.accessibilityRepresentation`).
enum ButtonBodiedStyles {
    /// Whether `style`, a `struct … : ToggleStyle`, draws its Toggle as such a Button.
    static func drawsButton(_ style: StructDeclSyntax) -> Bool {
        guard let drawn = button(of: style) else { return false }
        let spelt = { (node: any SyntaxProtocol) in node.description.filter { !$0.isWhitespace } }
        let tapped = spelt(drawn.action)
        let configuration = drawn.configuration
        let flips = tapped.contains("\(configuration).isOn.toggle()")
            || tapped.contains("\(configuration).isOn=!\(configuration).isOn")
            || tapped.contains("\(configuration).$isOn.wrappedValue.toggle()")
        // Its label shows the Toggle's, or one of its own VoiceOver reads (`ownLabel`).
        guard flips, spelt(drawn.label).contains("\(configuration).label") || ownLabel(in: drawn.label) != nil else { return false }
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
        guard let drawn = button(of: style),
              !drawn.label.description.filter({ !$0.isWhitespace }).contains("\(drawn.configuration).label") else { return nil }
        return ownLabel(in: drawn.label)
    }

    enum OwnLabel {
        case texts(SourceValue)
        case image(SourceValue)
    }

    private static func ownLabel(in label: ClosureExprSyntax) -> OwnLabel? {
        if let texts = ToggleLabelTexts.spokenIfPlain(in: label) { return .texts(texts) }
        guard label.statements.count == 1, let item = label.statements.first?.item,
              let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression,
              let image = SwiftSyntaxFacts.viewUnderModifiers(expression).view.as(FunctionCallExprSyntax.self),
              SwiftSyntaxFacts.calleeName(image) == "Image" else { return nil }
        return ImageName.spoken(by: expression) { SourceValue($0) }.map(OwnLabel.image)
    }

    /// The one `Button` `style`'s `makeBody` returns (under its modifiers), with the name of the
    /// configuration parameter, the Button's label and action closures, and the body.
    private static func button(of style: StructDeclSyntax)
        -> (configuration: String, label: ClosureExprSyntax, action: ClosureExprSyntax, body: CodeBlockSyntax)? {
        guard let makeBody = style.memberBlock.members.lazy.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
                .first(where: { $0.name.text == "makeBody" }),
              let parameter = makeBody.signature.parameterClause.parameters.first,
              let body = makeBody.body, let last = body.statements.last else { return nil }
        let configuration = (parameter.secondName ?? parameter.firstName).text
        // The view returned: the one expression of the body, or what its last statement returns.
        let returned = last.item.as(ReturnStmtSyntax.self)?.expression ?? last.item.as(ExprSyntax.self)
        guard let returned,
              let button = SwiftSyntaxFacts.viewUnderModifiers(returned).view.as(FunctionCallExprSyntax.self),
              SwiftSyntaxFacts.calleeName(button) == "Button",
              let label = SwiftSyntaxFacts.labelClosure(of: button),
              let action = actionClosure(of: button, label: label) else { return nil }
        return (configuration, label, action, body)
    }

    /// What a Toggle styled `name` is drawn as: whether the style draws it as such a Button
    /// (`drawsButton(_:)`), and the label of its own that Button shows (`ownLabel(of:)`).
    struct Drawn {
        let asButton: Bool
        let ownLabel: OwnLabel?
    }

    /// How the style named `name` draws its Toggles, when it is one: declared in the file
    /// (`declared`), else in one other file of the project (`ProjectDeclarations`), as a Toggle's
    /// style often is (a kit's folder). Both answers read from one lookup of the style.
    static func drawn(styleNamed name: String, declared: [StructDeclSyntax]) -> Drawn {
        guard let style = style(named: name, declared: declared), drawsButton(style) else { return Drawn(asButton: false, ownLabel: nil) }
        return Drawn(asButton: true, ownLabel: ownLabel(of: style))
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
