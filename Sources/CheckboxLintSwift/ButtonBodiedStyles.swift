import SwiftSyntax

/// A `ToggleStyle` whose `makeBody` is one `Button` that flips `configuration.isOn` and shows
/// `configuration.label` in its label (`Button { configuration.isOn.toggle() } label: { HStack {
/// Image(systemName: configuration.isOn ? "checkmark.square" : "square"); configuration.label } }`),
/// a common way to hand-make a check or a chip (round twenty-seven, pattern 1: Plantory's
/// `CheckboxToggleStyle`, many public `ChipToggleStyle`s).
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
        guard let makeBody = style.memberBlock.members.lazy.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
                .first(where: { $0.name.text == "makeBody" }),
              let parameter = makeBody.signature.parameterClause.parameters.first,
              let body = makeBody.body, let last = body.statements.last else { return false }
        let configuration = (parameter.secondName ?? parameter.firstName).text
        // The view returned: the one expression of the body, or what its last statement returns.
        let returned = last.item.as(ReturnStmtSyntax.self)?.expression ?? last.item.as(ExprSyntax.self)
        guard let returned,
              let button = SwiftSyntaxFacts.viewUnderModifiers(returned).view.as(FunctionCallExprSyntax.self),
              SwiftSyntaxFacts.calleeName(button) == "Button",
              let label = SwiftSyntaxFacts.labelClosure(of: button),
              let action = actionClosure(of: button, label: label) else { return false }
        let spelt = { (node: any SyntaxProtocol) in node.description.filter { !$0.isWhitespace } }
        let tapped = spelt(action)
        let flips = tapped.contains("\(configuration).isOn.toggle()")
            || tapped.contains("\(configuration).isOn=!\(configuration).isOn")
            || tapped.contains("\(configuration).$isOn.wrappedValue.toggle()")
        guard flips, spelt(label).contains("\(configuration).label") else { return false }
        // What would keep the Toggle's own reading, anywhere in the body.
        let drawn = spelt(body)
        return !drawn.contains("Toggle(") && !drawn.contains(".isToggle") && !drawn.contains("accessibilityValue(")
            && !drawn.contains("accessibilityRepresentation")
    }

    /// The style named `name` when it is one: declared in the file (`declared`), else in one other
    /// file of the project (`ProjectDeclarations`), as a Toggle's style often is (a kit's folder).
    static func drawsButton(styleNamed name: String, declared: [StructDeclSyntax]) -> Bool {
        if let style = declared.first(where: { $0.name.text == name }) { return drawsButton(style) }
        guard let (style, _) = ProjectDeclarations.structDeclarationElsewhere(named: name), style.inherits("ToggleStyle") else { return false }
        return drawsButton(style)
    }

    /// The Button's action: `action:`, or the trailing closure before a `label:` one.
    private static func actionClosure(of button: FunctionCallExprSyntax, label: ClosureExprSyntax) -> ClosureExprSyntax? {
        if let action = SwiftSyntaxFacts.argument(button, "action")?.as(ClosureExprSyntax.self) { return action }
        guard let trailing = button.trailingClosure, trailing.id != label.id else { return nil }
        return trailing
    }
}
