import SwiftSyntax

/// A chip whose chosen state is drawn only by the `ButtonStyle` it is given the Bool its own tap
/// flips: `Button { isToggled.toggle(); … } label: { Text(tag) }.buttonStyle(TagStyle(isSelected:
/// $isToggled))`, the style (often in another file) colouring the label by `isSelected`. The tap
/// flips the Bool and the style is built with it: the style is the look the Bool chooses. VoiceOver
/// reads "Sports, Button" chosen or not.
///
/// The names must say it is a choice, as the file cannot show what the style draws: the style's
/// parameter (or, unlabelled, the Bool) is named for one (`ShownByLook.namesAChoice`: `isSelected`,
/// `isChecked`), and neither names something else (`isPressed`, `isExpanded`, `isLoading`, a
/// favourite). The Bool is flipped (`x.toggle()`, `x = !x`), not set: a chip set to one value is a
/// radio's. A style or a view named for one choice of many (`TabButtonStyle`) stays out, as does a
/// label that shows an image (a heart coloured by the Bool is a favourite). A style declared in the
/// file must read its parameter in a look (`.background(isSelected ? … : …)`); one that draws a box
/// is `HandMadeCheckbox.buttonStyleIndicator`'s.
enum StyleGivenChoices {
    /// The `.buttonStyle(…)` call's style, as the indicator of the Bool it is given, when the Button's
    /// tap flips that Bool. The tap's state (`changed`) may be the list it also keeps (`tags.append(tag)`
    /// beside `isToggled.toggle()`): the Bool the style is given is read whatever it is.
    static func indicator(of action: TapAction, in type: any DeclGroupSyntax, file: SourceFileSyntax) -> Indicator? {
        guard action.isButton, !SelectedLookComponents.namesASingleChoice(HandMadeCheckbox.typeName(type)) else { return nil }
        // The style in force at the Button: its own, or a container's (`ButtonStyleInForce`).
        guard let style = ButtonStyleInForce.style(at: action.tappedView)?.as(FunctionCallExprSyntax.self),
              let name = SwiftSyntaxFacts.calleeName(style), !SelectedLookComponents.namesASingleChoice(name),
              let given = style.arguments.first(where: { flipped($0.expression, by: action.body) != nil }),
              let state = flipped(given.expression, by: action.body), namesAChoice(label: given.label?.text, state: state),
              ShownByLook.isLook(lookIndicator(style, given: given, on: action), tappedView: action.tappedView, iconBesideText: true),
              readsInALook(given.label?.text, styleNamed: name, in: file) else { return nil }
        return lookIndicator(style, given: given, on: action)
    }

    /// Whether `indicator` is a style call this recogniser made for `action`'s Button: its look is
    /// the Bool's only sign, as a colour chosen by it is.
    static func isStyleLook(_ indicator: Indicator, action: TapAction) -> Bool {
        guard indicator.modifier == "buttonStyle", let style = indicator.node.as(FunctionCallExprSyntax.self) else { return false }
        return ButtonStyleInForce.style(at: action.tappedView)?.id == style.id
    }

    /// The style call, shown on the Button it styles: the style draws the Button's own label, one
    /// element with it (no view of its own beside the label).
    private static func lookIndicator(_ style: FunctionCallExprSyntax, given: LabeledExprSyntax, on action: TapAction) -> Indicator {
        Indicator(node: Syntax(style), shown: Syntax(action.tappedView), condition: ShownByLook.readBool(given.expression.trimmedDescription)
            .trimmingCharacters(in: "$"), literals: [], conditionTokens: given.expression, modifier: "buttonStyle")
    }

    /// The Bool `expression` passes (`state`, `$state`, `self.state`: a Binding or the value) when
    /// the action flips it.
    private static func flipped(_ expression: ExprSyntax, by body: Syntax) -> String? {
        guard let path = StatePassedToAView.path(of: expression), path.count == 1, let state = path.first,
              flips(state, in: body) else { return nil }
        return state
    }

    /// The parameter's label names a choice, or, unlabelled, the Bool does; neither says it is
    /// something else, a press, a load or a busy state as well as a disclosure or a favourite.
    private static func namesAChoice(label: String?, state: String) -> Bool {
        let names = [label, state].compactMap { $0 }
        guard !names.contains(where: { ShownByLook.namesSomethingElse($0) || namesATransientState($0) }) else { return false }
        return ShownByLook.namesAChoice(label ?? state)
    }

    private static func namesATransientState(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["press", "load", "busy", "highlight", "hover", "focus", "disable", "enable", "active", "animat"].contains { lowered.containsText($0) }
    }

    /// A style the file declares must read the parameter in a look; one out of sight is taken by
    /// its names.
    private static func readsInALook(_ parameter: String?, styleNamed name: String, in file: SourceFileSyntax) -> Bool {
        guard let declaration = declaredStyle(named: name, in: file) else { return true }
        guard let parameter else { return false }
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(declaration.memberBlock)
        return collector.indicators.contains { indicator in
            indicator.mentions(parameter) && indicator.modifier.map(ShownByLook.lookModifiers.contains) == true
        }
    }

    private static func declaredStyle(named name: String, in file: SourceFileSyntax) -> StructDeclSyntax? {
        var stack: [Syntax] = file.statements.map { Syntax($0.item) }
        while let node = stack.popLast() {
            if let declaration = node.as(StructDeclSyntax.self) {
                if declaration.name.text == name { return declaration }
                stack.append(contentsOf: declaration.memberBlock.members.map { Syntax($0.decl) })
            } else if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
                stack.append(contentsOf: extensionDecl.memberBlock.members.map { Syntax($0.decl) })
            }
        }
        return nil
    }

    /// `state.toggle()` or `state = !state` in the action (`self.` aside).
    private static func flips(_ state: String, in body: Syntax) -> Bool {
        var stack = [body]
        var visited = 0
        while let node = stack.popLast(), visited < 2_000 {
            visited += 1
            if let call = node.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
               let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
               let base = member.base, StatePassedToAView.path(of: base) == [state] {
                return true
            }
            if let sequence = node.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), StatePassedToAView.path(of: elements[0]) == [state],
                   let negation = elements[2].as(PrefixOperatorExprSyntax.self), negation.operator.text == "!",
                   StatePassedToAView.path(of: negation.expression) == [state] {
                    return true
                }
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return false
    }
}
