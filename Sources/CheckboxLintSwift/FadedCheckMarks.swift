import SwiftSyntax

/// A check mark faded in and out by the state (round eleven, pattern 6: a selectable card's
/// badge): `Circle().frame(width: 24, height: 24).overlay { Image(systemName: "checkmark") }
/// .opacity(isSelected ? 1 : 0)`. The opacity's ternary is an indicator like any other
/// (`CallCollector`), but the view it is read on is the circle, which names no check: the check is
/// in a modifier of the faded view (its `.overlay`), or is an icon the type keeps in a property
/// (`icon.foregroundStyle(.white)`, `let icon: PBIcon?` given `PBIcon(FontAwesome.check)` by
/// default). An opacity that hides the whole view while the state is off shows that view only while
/// it is on, so the view is the check when anything inside it, modifiers included, names one.
enum FadedCheckMarks {
    /// `indicators`, those that fade a check marked `drawsCheck`.
    static func marked(_ indicators: [Indicator], in declaration: any DeclGroupSyntax, file: SourceFileSyntax) -> [Indicator] {
        guard indicators.contains(where: { $0.modifier == "opacity" }) else { return indicators }
        return indicators.map { indicator in
            guard indicator.modifier == "opacity", !indicator.drawsCheck, let faded = fadedView(of: indicator),
                  namesACheck(Syntax(faded), in: declaration, file: file) else { return indicator }
            var marked = indicator
            marked.drawsCheck = true
            return marked
        }
    }

    /// The view an `.opacity(on ? 1 : 0)` applies to, with the modifiers under it (`.overlay { … }`);
    /// nil unless one branch hides it (`0`).
    private static func fadedView(of indicator: Indicator) -> ExprSyntax? {
        guard let sequence = indicator.node.as(ExprSyntax.self), let ternary = SwiftSyntaxFacts.ternary(sequence),
              ternary.branches.contains(where: { SwiftSyntaxFacts.numberLiteral($0) == 0 }),
              let call = indicator.node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              SwiftSyntaxFacts.modifierName(call) == "opacity" else { return nil }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.base
    }

    /// Whether `view` names a check: a string (`"checkmark"`, an asset `"check_icon"`), a member
    /// (`.checkmark`, `FontAwesome.check`), or a stored property of the type it shows
    /// (`icon`) whose initial value, or the default its initializer gives it, names one.
    private static func namesACheck(_ view: Syntax, in declaration: any DeclGroupSyntax, file: SourceFileSyntax) -> Bool {
        if mentionsCheck(view) { return true }
        var shownNames: Set<String> = []
        for token in view.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id else { continue }
            shownNames.insert(name)
        }
        guard !shownNames.isEmpty, let type = storedType(of: declaration, in: file) else { return false }
        return initialValues(of: shownNames, in: type).contains { mentionsCheck(Syntax($0)) }
    }

    /// A string literal or a member name that says check or tick; a modifier (`.checkSomething()`
    /// called on a view) is no name of what is drawn.
    private static func mentionsCheck(_ node: Syntax) -> Bool {
        func says(_ text: String) -> Bool {
            let lowered = text.lowercased()
            return lowered.containsText("check") || lowered.containsText("tick")
        }
        if CallCollector.literals(in: node).contains(where: says) { return true }
        var stack = [node]
        while let current = stack.popLast() {
            if let member = current.as(MemberAccessExprSyntax.self), says(member.declName.baseName.text),
               member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != member.id || member.base == nil {
                return true
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return false
    }

    /// The struct the type is (or that an extension extends, declared in the same file).
    private static func storedType(of declaration: any DeclGroupSyntax, in file: SourceFileSyntax) -> StructDeclSyntax? {
        if let structDecl = declaration.as(StructDeclSyntax.self) { return structDecl }
        guard let extensionDecl = declaration.as(ExtensionDeclSyntax.self) else { return nil }
        let name = extensionDecl.extendedType.trimmedDescription
        return file.statements.lazy.compactMap { $0.item.as(StructDeclSyntax.self) }.first { $0.name.text == name }
    }

    /// The initial values of the stored properties `names` of `type`, and the defaults its
    /// initializers give the parameters of those names.
    private static func initialValues(of names: Set<String>, in type: StructDeclSyntax) -> [ExprSyntax] {
        var values: [ExprSyntax] = []
        for member in type.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings where binding.accessorBlock == nil {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, names.contains(name),
                          let value = binding.initializer?.value else { continue }
                    values.append(value)
                }
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                for parameter in initializer.signature.parameterClause.parameters {
                    let name = (parameter.secondName ?? parameter.firstName).text
                    if names.contains(name) || names.contains(parameter.firstName.text), let value = parameter.defaultValue?.value {
                        values.append(value)
                    }
                }
            }
        }
        return values
    }
}
