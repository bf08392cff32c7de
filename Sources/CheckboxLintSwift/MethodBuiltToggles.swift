import SwiftSyntax

/// Two-state buttons a method of the view builds (SPEC §10, a hand-made checkbox whose tap runs its
/// caller's action): `private func toggleButton(label: String, symbol: String, isActive: Bool,
/// action: @escaping () -> Void) -> some View { Button(action: action) { HStack { Image(systemName:
/// symbol); Text(label) }.foregroundColor(isActive ? .orange : nil) }.background(isActive ? … : …) }`,
/// called `toggleButton(label: "Flagged", symbol: "flag", isActive: isFlagged) { isFlagged.toggle()
/// }`. The method is a component as a struct with those properties would be (`CallerClosureActions`),
/// its calls its uses: each call hands the Bool it flips in its action, the proof that the look the
/// Bool chooses is a state the tap flips. VoiceOver reads "Flagged, button" flagged or not.
///
/// Each call is a checkbox where it stands, named by what it passes for the text the method shows
/// (`Flagged, button`); the method's Button gives its look, traits and size.
///
/// Only when the file proves it: the method is declared once in the type, the tap runs one of its
/// parameters (a function that takes nothing), every call of it in the type hands a closure that
/// only toggles (`x.toggle()`, also inside `withAnimation`) the value it passes for one Bool
/// parameter — the same parameter at every call; a method or a Bool named for a single choice, a
/// disclosure, a sheet or a favourite (`tabButton`, `isExpanded`, `isFavorite`) stays out.
enum MethodBuiltToggles {
    struct Component {
        let function: FunctionDeclSyntax
        /// The Bool parameter that chooses the look, as the method's body names it.
        let state: String
        let uses: [FunctionCallExprSyntax]
    }

    /// The method `action`'s tap is built in, when it is such a component.
    static func component(of action: TapAction, in type: any DeclGroupSyntax) -> Component? {
        guard let function = enclosingMethod(of: action.tappedView, in: type), !SelectedLookComponents.namesASingleChoice(function.name.text),
              let run = CallerClosureActions.calledProperty(action.body) else { return nil }
        let parameters = Array(function.signature.parameterClause.parameters)
        guard let actionParameter = parameters.first(where: { internalName($0) == run && takesNothing($0.type) }) else { return nil }
        let bools = parameters.filter { $0.type.trimmedDescription == "Bool" }
        guard !bools.isEmpty else { return nil }
        let uses = calls(of: function, in: type)
        guard !uses.isEmpty else { return nil }
        var chosen: String?
        for call in uses {
            guard let closure = closure(for: actionParameter, isLast: actionParameter.id == parameters.last?.id, in: call),
                  let toggled = ColouredModeButtons.togglePath(of: Syntax(closure)) else { return nil }
            let flipped = normalized(toggled)
            guard !ShownByLook.namesSomethingElse(flipped),
                  let bool = bools.first(where: { argument(for: $0, of: parameters, in: call).map(normalized) == flipped }) else { return nil }
            let name = internalName(bool)
            if let chosen, chosen != name { return nil }
            chosen = name
        }
        guard let state = chosen, !ShownByLook.namesSomethingElse(state) else { return nil }
        return Component(function: function, state: state, uses: uses)
    }

    /// The checkbox at each call of the component `checkbox` was found in: placed where the call
    /// stands, named by what the call passes for the parameter the method's text shows, its state
    /// the value the call passes and flips.
    static func uses(of checkbox: HandMadeCheckbox, component: Component) -> [HandMadeCheckbox] {
        let parameters = Array(component.function.signature.parameterClause.parameters)
        func given(_ value: SourceValue?, at call: FunctionCallExprSyntax) -> SourceValue? {
            guard case .dynamic(let name)? = value, let parameter = parameters.first(where: { internalName($0) == name }),
                  let passed = argument(for: parameter, of: parameters, in: call) else { return value }
            return SwiftSyntaxFacts.stringLiteral(passed) != nil ? SwiftModelMapper.localized(SourceValue(passed)) : SourceValue(passed)
        }
        return component.uses.map { call in
            // A binding handed for a `Binding<Bool>` parameter (`$showNotifications`) is the value it binds.
            let state = parameters.first { internalName($0) == component.state }.flatMap { argument(for: $0, of: parameters, in: call) }
                .map(boundValue)
            return HandMadeCheckbox(
                declaration: checkbox.declaration, anchor: Syntax(call), isTheType: false, tappedView: ExprSyntax(call),
                tapTarget: checkbox.tapTarget, label: given(checkbox.label, at: call),
                accessibilityLabel: given(checkbox.accessibilityLabel, at: call), accessibilityValue: checkbox.accessibilityValue,
                hint: checkbox.hint, identifier: checkbox.identifier, traits: checkbox.traits, traitsWhenOn: checkbox.traitsWhenOn,
                combined: checkbox.combined, hidden: checkbox.hidden, size: checkbox.size, isRepeated: checkbox.isRepeated,
                stateName: state.map(StateChanges.lastComponent) ?? checkbox.stateName,
                stateText: state.map { SwiftSyntaxFacts.compactSource($0) } ?? checkbox.stateText,
                textBeside: given(checkbox.textBeside, at: call), textBesideIsView: checkbox.textBesideIsView,
                labelIsCaption: checkbox.labelIsCaption, namesStateByAction: checkbox.namesStateByAction,
                nameSaysOnlyState: checkbox.nameSaysOnlyState)
        }
    }

    /// `showNotifications` for `$showNotifications`; any other value as it is.
    private static func boundValue(_ expression: ExprSyntax) -> ExprSyntax {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$"),
              reference.baseName.text.count > 1 else { return expression }
        return ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(String(reference.baseName.text.dropFirst()))))
    }

    /// The method of `type` (a member, declared once) whose body builds `view`.
    static func enclosingMethod(of view: ExprSyntax, in type: any DeclGroupSyntax) -> FunctionDeclSyntax? {
        var current = view.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) {
                guard function.parent?.parent?.parent?.id == type.memberBlock.id else { return nil }
                let name = function.name.text
                let declared = type.memberBlock.members.filter { $0.decl.as(FunctionDeclSyntax.self)?.name.text == name }.count
                return declared == 1 ? function : nil
            }
            if node.kind.isDeclaration { return nil }
            current = node.parent
        }
        return nil
    }

    /// `name(…)` and `self.name(…)` in the type, outside the method itself.
    static func calls(of function: FunctionDeclSyntax, in type: any DeclGroupSyntax) -> [FunctionCallExprSyntax] {
        let name = function.name.text
        var found: [FunctionCallExprSyntax] = []
        var stack = [Syntax(type.memberBlock)]
        var steps = 0
        while let node = stack.popLast(), steps < 200_000 {
            steps += 1
            if node.id == function.id { continue }
            if let call = node.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.ownName(call.calledExpression) == name { found.append(call) }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return found.sorted { $0.position < $1.position }
    }

    static func internalName(_ parameter: FunctionParameterSyntax) -> String {
        (parameter.secondName ?? parameter.firstName).text
    }

    /// `() -> Void`, `@escaping () -> Void`.
    private static func takesNothing(_ type: TypeSyntax) -> Bool {
        var type = type
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        return type.as(FunctionTypeSyntax.self)?.parameters.isEmpty == true
    }

    /// The call's closure for the action parameter: labelled, or trailing when it is the last one.
    private static func closure(for parameter: FunctionParameterSyntax, isLast: Bool, in call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        let label = parameter.firstName.text
        if label != "_", let labelled = SwiftSyntaxFacts.argument(call, label)?.as(ClosureExprSyntax.self) { return labelled }
        return isLast && call.additionalTrailingClosures.isEmpty ? call.trailingClosure : nil
    }

    /// The call's argument for a parameter (by its label; an unlabelled one at its position when
    /// every parameter before it is passed).
    static func argument(for parameter: FunctionParameterSyntax, of parameters: [FunctionParameterSyntax],
                                 in call: FunctionCallExprSyntax) -> ExprSyntax? {
        let label = parameter.firstName.text
        if label != "_" { return call.arguments.first { $0.label?.text == label }?.expression }
        guard let position = parameters.firstIndex(where: { $0.id == parameter.id }), position < call.arguments.count else { return nil }
        let arguments = Array(call.arguments)
        guard arguments.prefix(position + 1).allSatisfy({ $0.label == nil }), arguments.count >= position + 1 else { return nil }
        return arguments[position].expression
    }

    /// A value's path without spacing, `self.` and a binding's `$`.
    private static func normalized(_ expression: ExprSyntax) -> String {
        var text = CallerClosureActions.boundValue(HandMadeCheckbox.normalizedCondition(expression.trimmedDescription))
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }
}
