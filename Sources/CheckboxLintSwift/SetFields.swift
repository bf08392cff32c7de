import SwiftSyntax

/// Fields that name or add to the set a loop draws, written above it: they do not stop the
/// screen's navigation title from naming the set (round thirty-six, hholdout36a pattern 2: a sheet
/// titled "New Grocery List" whose list's name field and "Add item…" field come before the items).
/// VoiceOver's nearest heading above the items is still the screen's title, and what stands between
/// is the set's own name and the way to add to it, not other content.
///
/// A statement before the loop passes when it is such a field, or a stack (or an `if`) of them with
/// only images, spacers and dividers beside them (a row's icon, an add button shown while the field
/// holds text). A field is:
/// - a `TextField` whose submit (`.onSubmit { … }`, `.onSubmit(add)`, `onCommit:`) appends to the
///   loop's collection (`items.append(…)`, `insert`, `+=`, in the closure or in a function of the
///   type it calls), or a `Button` whose action does;
/// - a `TextField` bound to the name of the model whose collection the loop draws (`$list.name` over
///   `ForEach(list.items)`: a name or title property of the same model);
/// - a `TextField` bound to the thing being created with the items (`$title` over `ForEach(items)`,
///   the two passed together to one call of the type: `store.add(title: title, items: items)`).
/// A field whose placeholder or binding speaks of a search, filter or query never passes (that is a
/// search field over the results: the title stays the screen's), nor does a text, another control,
/// or any other view.
enum SetFields {
    /// The collection a loop draws, as a member path (`["groceryItems"]`, `["list", "items"]`; the
    /// `$`, `self.`, `.indices`, `.enumerated()`, `0..<….count` around it taken away).
    static func collection(of loop: FunctionCallExprSyntax) -> [String]? {
        guard let name = SwiftSyntaxFacts.calleeName(loop), name == "ForEach" || name == "List",
              let data = SwiftSyntaxFacts.argument(loop, nil) else { return nil }
        return path(of: data)
    }

    /// Whether `item`, a statement before the loop drawing `collection`, is fields of the set only.
    static func serve(_ item: CodeBlockItemSyntax, collection: [String]) -> Bool {
        kind(of: Syntax(item.item), collection: collection, depth: 0) == .field
    }

    private enum Kind { case field, decoration, other }

    private static func kind(of node: Syntax, collection: [String], depth: Int) -> Kind {
        guard depth < 8 else { return .other }
        if let statement = node.as(ExpressionStmtSyntax.self) { return kind(of: Syntax(statement.expression), collection: collection, depth: depth) }
        if let ifExpr = node.as(IfExprSyntax.self) {
            var blocks = [ifExpr.body]
            var next = ifExpr.elseBody
            while let body = next {
                switch body {
                case .codeBlock(let block): blocks.append(block); next = nil
                case .ifExpr(let inner): blocks.append(inner.body); next = inner.elseBody
                }
            }
            return combined(blocks.flatMap { $0.statements.map { Syntax($0.item) } }, collection: collection, depth: depth)
        }
        guard let expression = node.as(ExprSyntax.self) else { return .other }
        let (modifiers, base) = ViewContext.ownModifiers(of: expression)
        guard let call = base.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call) else { return .other }
        switch name {
        case "TextField":
            return servesAsField(call, modifiers: modifiers, collection: collection) ? .field : .other
        case "Button":
            guard let action = buttonAction(call) else { return .other }
            return appends(to: collection, in: action, from: call, depth: 0) ? .field : .other
        case "Image", "Spacer", "Divider":
            return .decoration
        case "Text":
            return SwiftContainers.isBlankText(call) ? .decoration : .other
        case "HStack", "VStack", "ZStack", "Group":
            guard let closure = call.trailingClosure else { return .other }
            return combined(closure.statements.map { Syntax($0.item) }, collection: collection, depth: depth + 1)
        default:
            return .other
        }
    }

    /// A stack's or branch's views: fields when one is and none is other content.
    private static func combined(_ items: [Syntax], collection: [String], depth: Int) -> Kind {
        var found = Kind.decoration
        for item in items {
            switch kind(of: item, collection: collection, depth: depth + 1) {
            case .other: return .other
            case .field: found = .field
            case .decoration: continue
            }
        }
        return found
    }

    /// Words of a search over results, not of the set's name or a new item.
    private static let searchWords = ["search", "filter", "query", "find"]

    private static func servesAsField(_ field: FunctionCallExprSyntax, modifiers: [ViewContext.Modifier], collection: [String]) -> Bool {
        let placeholder = SwiftSyntaxFacts.argument(field, nil)?.trimmedDescription.lowercased() ?? ""
        let bindingExpression = SwiftSyntaxFacts.argument(field, "text")
        let bindingText = bindingExpression?.trimmedDescription.lowercased() ?? ""
        guard !searchWords.contains(where: { placeholder.contains($0) || bindingText.contains($0) }) else { return false }
        // An add-item field: its submit appends to the collection.
        if let commit = SwiftSyntaxFacts.argument(field, "onCommit"), appends(to: collection, in: Syntax(commit), from: field, depth: 0) { return true }
        for modifier in modifiers where modifier.name == "onSubmit" {
            let action = modifier.call.trailingClosure.map(Syntax.init) ?? modifier.call.arguments.last.map { Syntax($0.expression) }
            if let action, appends(to: collection, in: action, from: field, depth: 0) { return true }
        }
        guard let bindingExpression, let bound = path(of: bindingExpression), let property = bound.last else { return false }
        // The name of the model the loop lists (`$list.name` over `list.items`).
        if bound.count >= 2, collection.count >= 2, Array(bound.dropLast()) == Array(collection.dropLast()) {
            let lowered = property.lowercased()
            if lowered == "name" || lowered == "title" || property.hasSuffix("Name") || property.hasSuffix("Title") { return true }
        }
        // The thing created with the items: the two passed together to one call of the type.
        if bound.count == 1, collection.count == 1, let type = enclosingType(of: Syntax(field)) {
            return passedTogether(bound[0], collection[0], in: type)
        }
        return false
    }

    /// A Button's action: its `action:` argument, or its trailing closure when a `label:` follows
    /// or its title is an argument (`Button("Add") { … }`).
    private static func buttonAction(_ button: FunctionCallExprSyntax) -> Syntax? {
        if let action = SwiftSyntaxFacts.argument(button, "action") { return Syntax(action) }
        guard let trailing = button.trailingClosure else { return nil }
        if button.additionalTrailingClosures.contains(where: { $0.label.text == "label" }) || !button.arguments.isEmpty {
            return Syntax(trailing)
        }
        return nil
    }

    /// Whether `body` (a closure, or a function named) appends to `collection`: `c.append(…)`,
    /// `c.insert(…)`, `c += …`, directly or in a function of the type it calls (two levels).
    private static func appends(to collection: [String], in body: Syntax, from node: FunctionCallExprSyntax, depth: Int) -> Bool {
        guard depth < 3 else { return false }
        // A function named (`.onSubmit(addItem)`, `Button(action: addItem)`).
        if let reference = body.as(DeclReferenceExprSyntax.self) {
            guard let function = function(named: reference.baseName.text, around: Syntax(node)) else { return false }
            return appends(to: collection, in: Syntax(function), from: node, depth: depth + 1)
        }
        for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: body) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                if name == "append" || name == "insert", let base = member.base, path(of: base) == collection { return true }
                // `self.addItem()`: the type's function.
                if member.base?.trimmedDescription == "self", let function = function(named: name, around: Syntax(node)),
                   appends(to: collection, in: Syntax(function), from: node, depth: depth + 1) { return true }
            } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                      let function = function(named: reference.baseName.text, around: Syntax(node)),
                      appends(to: collection, in: Syntax(function), from: node, depth: depth + 1) {
                return true
            }
        }
        // `items += [item]` (an unfolded sequence: operand, operator, operand).
        for sequence in SwiftSyntaxFacts.nodes(SequenceExprSyntax.self, in: body) {
            let elements = Array(sequence.elements)
            for index in elements.indices.dropFirst() where elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" {
                if path(of: elements[index - 1]) == collection { return true }
            }
        }
        return false
    }

    /// The function of the type around `node` named `name` (its body).
    private static func function(named name: String, around node: Syntax) -> CodeBlockSyntax? {
        guard let type = enclosingType(of: node) else { return nil }
        for member in type.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name { return function.body }
        }
        return nil
    }

    private static func enclosingType(of node: Syntax) -> (any DeclGroupSyntax)? {
        var current = node.parent
        while let ancestor = current {
            if let group = ancestor.asProtocol(DeclGroupSyntax.self) { return group }
            current = ancestor.parent
        }
        return nil
    }

    /// Whether one call of `type` is passed both `a` and `b` (as arguments, `self.` or not).
    private static func passedTogether(_ a: String, _ b: String, in type: any DeclGroupSyntax) -> Bool {
        SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: Syntax(type.memberBlock)).contains { call in
            let given = call.arguments.compactMap { path(of: $0.expression) }
            return given.contains([a]) && given.contains([b])
        }
    }

    /// The member path an expression names: `items`, `$items`, `self.items`, `list.items`, with a
    /// loop's `.indices`, `.enumerated()`, `Array(…)`, `0..<….count`, `.sorted(…)`, `.filter(…)` and
    /// `.reversed()` taken away. Nil for anything else.
    static func path(of expression: ExprSyntax) -> [String]? {
        var current = expression
        for _ in 0..<8 {
            if let sequence = current.as(SequenceExprSyntax.self), sequence.elements.count == 3, let last = sequence.elements.last,
               let count = last.as(MemberAccessExprSyntax.self), count.declName.baseName.text == "count", let base = count.base {
                current = base
                continue
            }
            if let call = current.as(FunctionCallExprSyntax.self) {
                if SwiftSyntaxFacts.calleeName(call) == "Array", call.calledExpression.is(DeclReferenceExprSyntax.self),
                   let first = call.arguments.first?.expression {
                    current = first
                    continue
                }
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                   ["enumerated", "sorted", "filter", "reversed"].contains(member.declName.baseName.text) {
                    current = base
                    continue
                }
                return nil
            }
            if let member = current.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "indices", let base = member.base {
                current = base
                continue
            }
            break
        }
        var components: [String] = []
        var node = current
        while let member = node.as(MemberAccessExprSyntax.self), let base = member.base {
            components.insert(member.declName.baseName.text, at: 0)
            node = base
        }
        guard let root = node.as(DeclReferenceExprSyntax.self) else { return nil }
        var name = root.baseName.text
        if name.hasPrefix("$") { name.removeFirst() }
        if name != "self" { components.insert(name, at: 0) }
        return components.isEmpty ? nil : components
    }
}
