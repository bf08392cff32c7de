import SwiftSyntax

/// Two-state buttons a method of the view builds around a `Binding<Bool>` parameter (SPEC §10, a
/// hand-made checkbox): `private func toolbarItem(_ value: Binding<Bool>, _ icon: String) -> some
/// View { Button { value.wrappedValue.toggle() } label: { Image(systemName: icon) }
/// .foregroundStyle(value.wrappedValue ? color : .gray) }`, called `toolbarItem($bigNames,
/// "textformat.size")`. The parameter is the state as a `@Binding var value: Bool` of a view struct
/// would be: the Button's own action flips it, its look reads it, and VoiceOver reads "textformat
/// size, button" on or off. As `MethodBuiltToggles`' methods, each call is a checkbox where it
/// stands, named by what it passes, its state the value the call binds (round twenty-seven,
/// `helper-func-binding-button`).
///
/// Only when the code proves it: the method is declared once in the type and not named for a single
/// choice; the Button's action first flips the parameter (`value.wrappedValue.toggle()` or
/// `value.wrappedValue = !value.wrappedValue`) and then does nothing but run closures the caller
/// handed the method (`if action != nil { action?() }`: the caller is told of the flip, which
/// stands); the parameter names no disclosure, sheet or favourite (`isExpanded`); every call of the
/// method in the type passes it. The callers' Bools are not asked for their names: a struct's
/// `@Binding` is read at its declaration whatever its callers bind, and so is this parameter.
enum BindingParameterToggles {
    /// The method `action`'s Button is built in, when it is such a component; its state the
    /// `Binding<Bool>` parameter.
    static func component(of action: TapAction, in type: any DeclGroupSyntax) -> MethodBuiltToggles.Component? {
        guard action.isButton, let closure = action.body.as(ClosureExprSyntax.self), let first = closure.statements.first,
              let function = MethodBuiltToggles.enclosingMethod(of: action.tappedView, in: type),
              !SelectedLookComponents.namesASingleChoice(function.name.text) else { return nil }
        let parameters = Array(function.signature.parameterClause.parameters)
        let bindings = Set(parameters.filter { isBoolBinding($0.type) }.map(MethodBuiltToggles.internalName))
        guard !bindings.isEmpty, let state = flipped(first, among: bindings), !ShownByLook.namesSomethingElse(state),
              let parameter = parameters.first(where: { MethodBuiltToggles.internalName($0) == state }) else { return nil }
        let closures = Set(parameters.filter { isClosure($0.type) }.map(MethodBuiltToggles.internalName))
        guard closure.statements.dropFirst().allSatisfy({ runsOnly(closures, in: Syntax($0)) }) else { return nil }
        guard let symbols = symbols(shownBy: action.tappedView) else { return nil }
        // A call that hands a favourite's, a bell's or an eye's symbol draws that toggle button, not
        // an option (`ColouredModeButtons.namesOtherControl`): it is left out, the others kept.
        let uses = MethodBuiltToggles.calls(of: function, in: type).filter { call in
            symbols.allSatisfy { symbol in
                guard let given = parameters.first(where: { MethodBuiltToggles.internalName($0) == symbol }),
                      let passed = MethodBuiltToggles.argument(for: given, of: parameters, in: call),
                      let literal = SwiftSyntaxFacts.stringLiteral(passed) else { return true }
                return !ColouredModeButtons.namesOtherControl(symbol: literal)
            }
        }
        guard !uses.isEmpty,
              uses.allSatisfy({ MethodBuiltToggles.argument(for: parameter, of: parameters, in: $0) != nil }) else { return nil }
        return MethodBuiltToggles.Component(function: function, state: state, uses: uses)
    }

    /// Whether `indicator` is a look chosen on or around the Button (a colour, a background, a
    /// style), not its content.
    static func isLook(_ indicator: Indicator) -> Bool {
        indicator.modifier.map(ShownByLook.lookModifiers.contains) == true
    }

    /// The names the Button's `Image(systemName:)`s are given by (`icon`, a parameter); nil when
    /// one is a literal naming another control's symbol (a heart, a bell, an eye).
    private static func symbols(shownBy view: ExprSyntax) -> Set<String>? {
        var names: Set<String> = []
        var stack = [Syntax(view)]
        while let node = stack.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "Image",
               let symbol = SwiftSyntaxFacts.argument(call, "systemName") {
                if let literal = SwiftSyntaxFacts.stringLiteral(symbol) {
                    if ColouredModeButtons.namesOtherControl(symbol: literal) { return nil }
                } else if let reference = symbol.as(DeclReferenceExprSyntax.self) {
                    names.insert(reference.baseName.text)
                }
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return names
    }

    /// `Binding<Bool>` (also `SwiftUI.Binding<Bool>`).
    private static func isBoolBinding(_ type: TypeSyntax) -> Bool {
        let text = type.trimmedDescription.filter { !$0.isWhitespace }
        return text == "Binding<Bool>" || text == "SwiftUI.Binding<Bool>"
    }

    /// A function type, optional or escaping (`(() -> Void)?`, `@escaping () -> Void`).
    private static func isClosure(_ type: TypeSyntax) -> Bool {
        type.trimmedDescription.contains("->")
    }

    /// The binding parameter `item` flips through its `wrappedValue`: `value.wrappedValue.toggle()`,
    /// `value.wrappedValue = !value.wrappedValue`.
    private static func flipped(_ item: CodeBlockItemSyntax, among bindings: Set<String>) -> String? {
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        if let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
           let name = member.base.flatMap(wrappedParameter), bindings.contains(name) {
            return name
        }
        if let sequence = expression?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let name = wrappedParameter(elements[0]),
                  bindings.contains(name), let negated = elements[2].as(PrefixOperatorExprSyntax.self),
                  negated.operator.text == "!", wrappedParameter(negated.expression) == name else { return nil }
            return name
        }
        return nil
    }

    /// `value` for `value.wrappedValue`.
    private static func wrappedParameter(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "wrappedValue",
              let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        return base.baseName.text
    }

    /// Whether `statement` only runs (or tests for) the closures the caller handed: every name it
    /// reads is one of them, and it assigns nothing.
    private static func runsOnly(_ closures: Set<String>, in statement: Syntax) -> Bool {
        guard !closures.isEmpty else { return false }
        var runs = false
        var stack = [statement]
        while let node = stack.popLast() {
            if node.is(AssignmentExprSyntax.self) { return false }
            if let reference = node.as(DeclReferenceExprSyntax.self) {
                guard closures.contains(reference.baseName.text) else { return false }
                runs = true
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return runs
    }
}
