import SwiftSyntax

/// A control's label built by a helper of its own type (`Toggle(isOn: $randomMode) { Self.label()
/// }` with `private static func label() -> some View { Label("Random mode", systemImage: "shuffle")
/// }`), also through `#if` and `if` branches that all show the same: VoiceOver reads the literal the
/// helper shows (round twelve, pattern 4). Read one helper deep, in the type that declares the
/// control, a function with no parameters or a computed property declared once there; branches
/// that differ, or anything else, decide nothing.
enum LabelHelpers {
    /// The literal text the statements show when each path through them shows the same one.
    static func shown(by statements: CodeBlockItemListSyntax, depth: Int = 0) -> SourceValue? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let ifConfig = item.as(IfConfigDeclSyntax.self) {
            return agreed(ifConfig.clauses.map { clause -> SourceValue? in
                guard case .statements(let inner)? = clause.elements else { return nil }
                return shown(by: inner, depth: depth)
            })
        }
        if let returned = item.as(ReturnStmtSyntax.self), let expression = returned.expression { return shown(by: expression, depth: depth) }
        // An `if` written as a statement is wrapped in one.
        guard let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression else { return nil }
        return shown(by: expression, depth: depth)
    }

    private static func shown(by expression: ExprSyntax, depth: Int) -> SourceValue? {
        if let ifExpr = expression.as(IfExprSyntax.self) {
            var values = [shown(by: ifExpr.body.statements, depth: depth)]
            switch ifExpr.elseBody {
            case .codeBlock(let block)?: values.append(shown(by: block.statements, depth: depth))
            case .ifExpr(let next)?: values.append(shown(by: ExprSyntax(next), depth: depth))
            case nil: return nil
            }
            return agreed(values)
        }
        let view = underModifiers(expression)
        if let call = view.as(FunctionCallExprSyntax.self) {
            if let name = SwiftSyntaxFacts.calleeName(call), name == "Text" || name == "Label",
               let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
                let value = SourceValue(first.expression)
                guard case .literal = value else { return nil }
                return value
            }
            guard call.arguments.isEmpty, call.trailingClosure == nil, let name = ownMemberName(call.calledExpression) else { return nil }
            return helperBody(named: name, function: true, from: Syntax(call), depth: depth)
        }
        guard let name = ownMemberName(view), name.first?.isLowercase == true else { return nil }
        return helperBody(named: name, function: false, from: Syntax(view), depth: depth)
    }

    /// The view under its modifiers, stopping at a member of the type (`Self.label()` is the view,
    /// not a modifier on `Self`).
    private static func underModifiers(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, !["self", "Self"].contains(base.trimmedDescription) {
            expression = base
        }
        return expression
    }

    /// `label`, `self.label`, `Self.label`: a member of the type the control is in.
    private static func ownMemberName(_ expression: ExprSyntax) -> String? {
        if let plain = expression.as(DeclReferenceExprSyntax.self) { return plain.baseName.text }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base?.trimmedDescription,
           base == "self" || base == "Self" {
            return access.declName.baseName.text
        }
        return nil
    }

    /// What the function (no parameters) or computed property `name` of the type around `node` shows.
    private static func helperBody(named name: String, function: Bool, from node: Syntax, depth: Int) -> SourceValue? {
        guard depth < 2 else { return nil }
        var bodies: [CodeBlockItemListSyntax] = []
        for member in ownMembers(of: node) {
            if function, let decl = member.decl.as(FunctionDeclSyntax.self), decl.name.text == name {
                guard decl.signature.parameterClause.parameters.isEmpty, let body = decl.body else { return nil }
                bodies.append(body.statements)
            } else if !function, let decl = member.decl.as(VariableDeclSyntax.self), decl.bindings.count == 1,
                      let binding = decl.bindings.first, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard case .getter(let items)? = binding.accessorBlock?.accessors else { return nil }
                bodies.append(items)
            }
        }
        guard bodies.count == 1 else { return nil }
        return shown(by: bodies[0], depth: depth + 1)
    }

    /// The members of the type around `node`, and of the file's extensions of it (a `private
    /// extension` holding the helper).
    private static func ownMembers(of node: Syntax) -> [MemberBlockItemSyntax] {
        var current = node.parent
        while let ancestor = current {
            if let type = ancestor.asProtocol(DeclGroupSyntax.self) {
                var members = Array(type.memberBlock.members)
                let name = typeName(of: Syntax(ancestor))
                guard let name, let file = ancestor.root.as(SourceFileSyntax.self) else { return members }
                for item in file.statements {
                    guard let ext = item.item.as(ExtensionDeclSyntax.self), ext.id != ancestor.id,
                          ext.extendedType.trimmedDescription == name else { continue }
                    members += ext.memberBlock.members
                }
                return members
            }
            current = ancestor.parent
        }
        return []
    }

    private static func typeName(of node: Syntax) -> String? {
        if let type = node.as(StructDeclSyntax.self) { return type.name.text }
        if let type = node.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = node.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = node.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
        return nil
    }

    /// The one value every path shows; nil when one shows none or two differ.
    private static func agreed(_ values: [SourceValue?]) -> SourceValue? {
        guard let first = values.first, let value = first, values.allSatisfy({ $0 == value }) else { return nil }
        return value
    }
}
