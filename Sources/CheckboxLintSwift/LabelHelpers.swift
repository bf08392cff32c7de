import SwiftSyntax

/// A control's label built by a helper of its own type (`Toggle(isOn: $randomMode) { Self.label()
/// }` with `private static func label() -> some View { Label("Random mode", systemImage: "shuffle")
/// }`), also through `#if` and `if` branches that all show the same: VoiceOver reads the literal the
/// helper shows (round twelve, pattern 4). Read two helpers deep (a helper that calls another:
/// `self.labelForIPad()` wrapping `Self.label()`), in the type that declares the control, a
/// function with no parameters or a computed property declared once there; branches that differ,
/// or anything else, decide nothing.
///
/// Inside a helper: a `Group { … }` shows its content; the cases of a `switch` are branches like an
/// `if`'s; a `LabeledContent { content } label: { … }` shows its label when its content says nothing
/// (each of its texts hidden or labelled `""`). A helper called from an `#if os(iOS)` clause is read
/// in its own clause of the same condition only (its `#else` is never compiled with that call).
enum LabelHelpers {
    /// The literal text the statements show when each path through them shows the same one.
    /// - Parameter platform: the condition of the `#if` clause the reading is in (`os(iOS)`), if any.
    static func shown(by statements: CodeBlockItemListSyntax, depth: Int = 0, platform: String? = nil) -> SourceValue? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let ifConfig = item.as(IfConfigDeclSyntax.self) {
            // A clause of the condition the caller is compiled under: the only one compiled with it.
            if let platform, let same = ifConfig.clauses.first(where: { $0.condition?.trimmedDescription == platform }) {
                guard case .statements(let inner)? = same.elements else { return nil }
                return shown(by: inner, depth: depth, platform: platform)
            }
            return agreed(ifConfig.clauses.map { clause -> SourceValue? in
                guard case .statements(let inner)? = clause.elements else { return nil }
                let condition = clause.condition?.trimmedDescription
                return shown(by: inner, depth: depth, platform: condition.map { $0.hasPrefix("os(") ? $0 : nil } ?? platform)
            })
        }
        if let returned = item.as(ReturnStmtSyntax.self), let expression = returned.expression {
            return shown(by: expression, depth: depth, platform: platform)
        }
        // An `if` written as a statement is wrapped in one.
        guard let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression else { return nil }
        return shown(by: expression, depth: depth, platform: platform)
    }

    private static func shown(by expression: ExprSyntax, depth: Int, platform: String?) -> SourceValue? {
        if let ifExpr = expression.as(IfExprSyntax.self) {
            var values = [shown(by: ifExpr.body.statements, depth: depth, platform: platform)]
            switch ifExpr.elseBody {
            case .codeBlock(let block)?: values.append(shown(by: block.statements, depth: depth, platform: platform))
            case .ifExpr(let next)?: values.append(shown(by: ExprSyntax(next), depth: depth, platform: platform))
            case nil: return nil
            }
            return agreed(values)
        }
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            return agreed(switchExpr.cases.map { item -> SourceValue? in
                guard let switchCase = item.as(SwitchCaseSyntax.self) else { return nil }
                return shown(by: switchCase.statements, depth: depth, platform: platform)
            })
        }
        let view = underModifiers(expression)
        if let call = view.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call) {
            // `Group { … }`: lays nothing out, shows its content.
            if name == "Group", call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty, let content = call.trailingClosure {
                return shown(by: content.statements, depth: depth, platform: platform)
            }
            // `LabeledContent { content } label: { … }` whose content says nothing: its label.
            if name == "LabeledContent", call.arguments.isEmpty, let content = call.trailingClosure,
               let label = call.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure,
               saysNothing(content.statements) {
                return shown(by: label.statements, depth: depth, platform: platform)
            }
        }
        if let call = view.as(FunctionCallExprSyntax.self) {
            if let first = SwiftSyntaxFacts.shownWords(call), !first.expression.is(ClosureExprSyntax.self) {
                let value = SourceValue(first.expression)
                guard case .literal = value else { return nil }
                return value
            }
            guard call.arguments.isEmpty, call.trailingClosure == nil, let name = ownMemberName(call.calledExpression) else { return nil }
            return helperBody(named: name, function: true, from: Syntax(call), depth: depth, platform: platform)
        }
        guard let name = ownMemberName(view), name.first?.isLowercase == true else { return nil }
        return helperBody(named: name, function: false, from: Syntax(view), depth: depth, platform: platform)
    }

    /// Statements whose every view is a `Text` VoiceOver does not read: hidden
    /// (`.accessibilityHidden(true)`) or labelled with nothing (`.accessibilityLabel("")`,
    /// `.accessibilityLabel(Text(verbatim: ""))`). Anything else may say something.
    private static func saysNothing(_ statements: CodeBlockItemListSyntax) -> Bool {
        !statements.isEmpty && statements.allSatisfy { item in
            guard let expression = item.item.as(ExprSyntax.self) else { return false }
            var silenced = false
            var current = expression
            while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base {
                let argument = call.arguments.first?.expression.trimmedDescription ?? ""
                switch member.declName.baseName.text {
                case "accessibilityHidden" where argument == "true": silenced = true
                case "hidden" where call.arguments.isEmpty: silenced = true
                case "accessibilityLabel" where ["\"\"", "Text(\"\")", "Text(verbatim: \"\")"].contains(argument): silenced = true
                default: break
                }
                current = base
            }
            guard silenced, let text = current.as(FunctionCallExprSyntax.self) else { return false }
            return SwiftSyntaxFacts.calleeName(text) == "Text"
        }
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
    private static func helperBody(named name: String, function: Bool, from node: Syntax, depth: Int, platform: String?) -> SourceValue? {
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
        return shown(by: bodies[0], depth: depth + 1, platform: platform)
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
