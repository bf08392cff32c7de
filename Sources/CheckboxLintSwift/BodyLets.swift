import SwiftSyntax

/// A constant a view's `body` (or another member that builds a view: a `@ViewBuilder` property, a
/// method returning `some View`) binds before the view it lays out, read where its look and its
/// conditions name it (round thirty-six, second part, pattern 1: a design kit's box):
///
///     var body: some View {
///         let isActive: Bool = state == .checked
///         ZStack(alignment: isActive ? .trailing : .leading) {
///             if isActive { SFIcon("checkmark") } …
///         }.onTapGesture { state = state == .checked ? .unchecked : .checked }
///     }
///
/// `if isActive` shows what `if state == .checked` shows: the name is read as the expression it is
/// bound to. Only a `let` of one name with a value, a statement of such a member's body before the
/// condition; a name bound again between (a closure's parameter, an inner `let` or `var`, an `if let`,
/// a loop's or a case's pattern) hides it and is not read through. A `var` is never read through.
/// (A loop body's `let`s are `LetLooks`'.)
enum BodyLets {
    /// How many ancestors a name is climbed through to the body's statements.
    private static let climbLimit = 128

    /// The condition `parts` spell with each name of such a `let` replaced by its value (parenthesised
    /// unless the name is the whole condition), and the parts with the values added (so that the
    /// names the values read are the condition's). Nil when no part names such a `let`.
    /// - Parameter names: the names such `let`s of the type bind (`names(in:)`): no other is climbed for.
    static func substituted(_ parts: [Syntax], names: Set<String>) -> (parts: [Syntax], condition: String)? {
        guard !names.isEmpty else { return nil }
        var values: [SyntaxIdentifier: ExprSyntax] = [:]
        for part in parts {
            for token in part.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, names.contains(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                      reference.baseName.id == token.id, let value = value(of: reference) else { continue }
                values[token.id] = value
            }
        }
        guard !values.isEmpty else { return nil }
        let whole = parts.count == 1 && values.count == 1 && parts[0].tokens(viewMode: .sourceAccurate).dropFirst().first(where: { _ in true }) == nil
        var texts: [String] = []
        for part in parts {
            var text = ""
            for token in part.tokens(viewMode: .sourceAccurate) {
                text += token.leadingTrivia.description
                if let value = values[token.id] {
                    let spelt = value.trimmedDescription
                    text += whole || isSimple(value) ? spelt : "(" + spelt + ")"
                } else {
                    text += token.text
                }
                text += token.trailingTrivia.description
            }
            texts.append(String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()))
        }
        return (parts + values.values.map(Syntax.init), texts.joined(separator: " "))
    }

    /// The names the `let`s of the view-building members of a type's body bind, as statements of
    /// those bodies (one level: the body's own statements).
    static func names(in members: MemberBlockSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in members.members {
            let lists: [CodeBlockItemListSyntax]
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                lists = variable.bindings.compactMap { binding in
                    switch binding.accessorBlock?.accessors {
                    case .getter(let list): list
                    case .accessors(let accessors): accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
                    case nil: nil
                    }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body {
                lists = [body.statements]
            } else {
                continue
            }
            for list in lists where ViewBodyStatements.isViewMemberBody(list) {
                for item in list {
                    guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
                    }
                }
            }
        }
        return names
    }

    /// Whether a condition of the view (an `if`'s, read from the tree after the box is found) reads
    /// `state` as a whole identifier, itself or through such a `let` (`if isActive`).
    static func reads(_ condition: some SyntaxProtocol, _ state: String) -> Bool {
        if condition.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(state) }) { return true }
        guard let substituted = substituted([Syntax(condition)], names: names(around: Syntax(condition))) else { return false }
        return substituted.parts.dropFirst().contains { $0.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(state) } }
    }

    /// A condition's text with such `let`s read through (`state == .checked` for `isActive`), else as it is.
    static func spelt(_ condition: some SyntaxProtocol) -> String? {
        substituted([Syntax(condition)], names: names(around: Syntax(condition)))?.condition
    }

    /// The names such `let`s bind in the type around `node`.
    private static func names(around node: Syntax) -> Set<String> {
        var current = node.parent
        var steps = 0
        while let next = current, steps < 512 {
            steps += 1
            if let members = next.as(MemberBlockSyntax.self) { return names(in: members) }
            current = next.parent
        }
        return []
    }

    /// A value spelt as one term (`isChecked`, `model.isOn`, `items.contains(item)`): no parentheses needed.
    private static func isSimple(_ value: ExprSyntax) -> Bool {
        value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self) || value.is(FunctionCallExprSyntax.self)
            || value.is(TupleExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
    }

    /// The value of the `let` of a view-building member's body that `reference` names, when no
    /// binding of the same name between hides it.
    static func value(of reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        guard reference.argumentNames == nil else { return nil }
        // `model.isActive`: a member, not the name; `isActive()`: a call.
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { return nil }
        if let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id { return nil }
        let name = reference.baseName.text
        var child = Syntax(reference)
        var current = child.parent
        var steps = 0
        while let node = current, steps < climbLimit {
            steps += 1
            if node.kind.isDeclaration || node.is(MemberBlockItemSyntax.self) { return nil }
            if let closure = node.as(ClosureExprSyntax.self), let signature = closure.signature, binds(name, in: Syntax(signature)) { return nil }
            if let ifExpr = node.as(IfExprSyntax.self), child.id != Syntax(ifExpr.conditions).id, binds(name, in: Syntax(ifExpr.conditions)) { return nil }
            // `if let isActive = other, isActive`: an earlier condition's binding.
            if let conditions = node.as(ConditionElementListSyntax.self),
               conditions.contains(where: { $0.position < child.position && binds(name, in: Syntax($0)) }) { return nil }
            if let whileStmt = node.as(WhileStmtSyntax.self), binds(name, in: Syntax(whileStmt.conditions)) { return nil }
            if let forStmt = node.as(ForStmtSyntax.self), binds(name, in: Syntax(forStmt.pattern)) { return nil }
            if let switchCase = node.as(SwitchCaseSyntax.self), binds(name, in: Syntax(switchCase.label)) { return nil }
            if let list = node.as(CodeBlockItemListSyntax.self) {
                // The last binding of the name before the statement the reference is in decides.
                var latest: CodeBlockItemSyntax?
                var index = list.startIndex
                while index != list.endIndex {
                    let item = list[index]
                    index = list.index(after: index)
                    if item.id == child.id { break }
                    if binds(name, in: Syntax(item.item), declarationsOnly: true) { latest = item }
                }
                if let latest {
                    guard ViewBodyStatements.isViewMemberBody(list), let variable = latest.item.as(VariableDeclSyntax.self),
                          variable.bindingSpecifier.tokenKind == .keyword(.let), variable.bindings.count == 1,
                          let binding = variable.bindings.first, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                          let value = binding.initializer?.value else { return nil }
                    return value
                }
            }
            child = node
            current = node.parent
        }
        return nil
    }

    /// Whether `node` binds `name`: a pattern (`let name`, `case .x(let name)`, `for name in`), a
    /// closure's parameter; with `declarationsOnly`, a statement that declares it (a `let`, a `var`,
    /// a `func`), not looking into the closures of its value.
    private static func binds(_ name: String, in node: Syntax, declarationsOnly: Bool = false) -> Bool {
        if declarationsOnly {
            if let variable = node.as(VariableDeclSyntax.self) {
                return variable.bindings.contains { binds(name, in: Syntax($0.pattern)) }
            }
            if let function = node.as(FunctionDeclSyntax.self) { return function.name.text == name }
            // `guard let name = … else { … }`: bound for the statements after it.
            if let guardStmt = node.as(GuardStmtSyntax.self) { return binds(name, in: Syntax(guardStmt.conditions)) }
            return false
        }
        // Cheap test first: the name's token is there at all.
        guard node.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) else { return false }
        var stack = [node]
        var visited = 0
        while let next = stack.popLast(), visited < 2_000 {
            visited += 1
            if let pattern = next.as(IdentifierPatternSyntax.self), pattern.identifier.text == name { return true }
            if let shorthand = next.as(ClosureShorthandParameterSyntax.self), shorthand.name.text == name { return true }
            if let parameter = next.as(ClosureParameterSyntax.self), (parameter.secondName ?? parameter.firstName).text == name { return true }
            // `if let name {`: the shorthand binding's pattern is an identifier pattern too.
            stack.append(contentsOf: next.children(viewMode: .sourceAccurate))
        }
        return false
    }
}
