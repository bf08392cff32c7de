import SwiftSyntax

/// An SF Symbol's name given by a computed `String` property of the view: `Image(systemName: iconName)`
/// with `private var iconName: String { if isCompleted { return "checkmark.circle.fill" }; return "circle" }`,
/// or `Image(systemName: isAnimating ? iconFilled : iconEmpty)` with `private var iconEmpty: String {
/// isCompleted ? "checkmark.circle.fill" : "circle" }`. The image shows the names the property returns,
/// chosen by the Bools its conditions read: read as the names written in the call would be (round
/// thirty-three, second part, `closure-mark-computed-symbol`).
///
/// Read one level: a property of the type (or of an extension of it in the file) declared `var name:
/// String` with a getter that is one expression — a name, or a ternary of names, nested ternaries too —
/// or a chain of `if cond { return name }` (an `else { return name }` allowed) ending in `return name`.
/// A name is a string literal, a project's static constant (`Symbols.done`, `ProjectStringConstants`),
/// or a constant of the type (`let checkedIcon = "checkmark.circle.fill"`, `static let`, `Self.x`).
/// Anything else in the getter (a call, another property, a `switch`, a `var` name), or fewer than two
/// names: nothing is read.
enum ComputedSymbolNames {
    /// What a property returns: its names, and the conditions that choose among them, each a
    /// state the image shows (a ternary's condition; each `if`'s of a chain, each side of an `||`
    /// apart: `if isCompleting || isCompleted { return "circle.fill" }` shows either).
    struct Names {
        let literals: [String]
        let conditions: [[Syntax]]
    }

    /// How many ternaries deep a getter's expression is followed, and how many `if`s a chain holds.
    private static let depthLimit = 8
    private static let chainLimit = 12

    /// The labels of the arguments that name an SF Symbol.
    private static let symbolLabels = ProjectStringConstants.symbolLabels

    /// `Image(systemName: iconName)` (or `self.iconName`): the names the property returns and the
    /// conditions that choose them; nil for any other image or argument.
    static func names(shownBy image: FunctionCallExprSyntax) -> (argument: ExprSyntax, names: Names)? {
        guard let argument = image.arguments.first(where: { $0.label.map { symbolLabels.contains($0.text) } == true })?.expression,
              let name = ownName(argument), let type = enclosingType(of: Syntax(image)),
              let names = names(ofProperty: name, in: type), Set(names.literals).count >= 2, !names.conditions.isEmpty else { return nil }
        return (argument, names)
    }

    /// The names the branches of a ternary given as `systemName:` name when they are the type's
    /// computed properties or constants (`isAnimating ? iconFilled : iconEmpty`): each branch's, in
    /// order; empty when the ternary is no symbol's name or a branch is none of these.
    static func branchLiterals(of sequence: SequenceExprSyntax, branches: [ExprSyntax]) -> [String] {
        guard branches.count == 2, branches.contains(where: { $0.is(DeclReferenceExprSyntax.self) || $0.is(MemberAccessExprSyntax.self) }),
              let argument = NestedTernaries.outsideParentheses(Syntax(sequence)).parent?.as(LabeledExprSyntax.self),
              let label = argument.label?.text, symbolLabels.contains(label),
              let type = enclosingType(of: Syntax(sequence)) else { return [] }
        var found: [String] = []
        for branch in branches {
            if let text = SwiftSyntaxFacts.stringLiteral(branch) {
                found.append(text)
            } else if let text = constant(branch, in: type) {
                found.append(text)
            } else if let name = ownName(branch), let names = names(ofProperty: name, in: type) {
                found += names.literals
            } else {
                return []
            }
        }
        return found
    }

    /// The names an image's `systemName:` argument shows through the type's computed properties or
    /// constants (`iconName`, `isAnimating ? iconFilled : iconEmpty`), each once, in order; empty for
    /// any other argument.
    static func shownNames(_ argument: ExprSyntax) -> [String] {
        var literals: [String]
        if let ternary = SwiftSyntaxFacts.ternary(argument), ternary.branches.count == 2,
           let sequence = unparenthesized(argument).as(SequenceExprSyntax.self) {
            literals = branchLiterals(of: sequence, branches: ternary.branches)
        } else if let image = argument.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let (shown, names) = names(shownBy: image), shown.id == argument.id {
            literals = names.literals
        } else {
            return []
        }
        var seen: Set<String> = []
        literals.removeAll { !seen.insert($0).inserted }
        return literals
    }

    /// `name` or `self.name`; nil for anything else.
    private static func ownName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The type whose member `node` is (`SwiftModelMapper.enclosingType`), as a group of members.
    private static func enclosingType(of node: Syntax) -> (any DeclGroupSyntax)? {
        SwiftModelMapper.enclosingType(of: node)?.asProtocol(DeclGroupSyntax.self)
    }

    private static func typeName(_ type: any DeclGroupSyntax) -> String {
        SwiftModelMapper.typeName(DeclSyntax(type))
    }

    /// The member blocks of the file's other declarations and extensions of the type.
    private static func otherMemberBlocks(of type: any DeclGroupSyntax) -> [MemberBlockSyntax] {
        var blocks: [MemberBlockSyntax] = []
        let name = typeName(type)
        guard !name.isEmpty, let file = type.root.as(SourceFileSyntax.self) else { return blocks }
        for item in file.statements {
            let other: (any DeclGroupSyntax)?
            if let declaration = item.item.as(ExtensionDeclSyntax.self), declaration.extendedType.trimmedDescription == name {
                other = declaration
            } else if let declaration = item.item.as(StructDeclSyntax.self), declaration.name.text == name {
                other = declaration
            } else if let declaration = item.item.as(ClassDeclSyntax.self), declaration.name.text == name {
                other = declaration
            } else {
                other = nil
            }
            if let other, other.id != type.id { blocks.append(other.memberBlock) }
        }
        return blocks
    }

    /// The variable declaration binding `name` in the type, with its binding.
    /// The type's own members first; the file is looked through only for a name they do not declare.
    private static func variable(named name: String, in type: any DeclGroupSyntax) -> (VariableDeclSyntax, PatternBindingSyntax)? {
        func find(in block: MemberBlockSyntax) -> (VariableDeclSyntax, PatternBindingSyntax)? {
            for member in block.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return (variable, binding)
                }
            }
            return nil
        }
        if let found = find(in: type.memberBlock) { return found }
        return otherMemberBlocks(of: type).lazy.compactMap(find).first
    }

    /// The names a computed `String` property of the type returns; nil when it is not one, or its
    /// getter is not read.
    private static func names(ofProperty name: String, in type: any DeclGroupSyntax) -> Names? {
        guard let (_, binding) = variable(named: name, in: type), binding.initializer == nil,
              binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text == "String",
              let accessors = binding.accessorBlock else { return nil }
        let statements: CodeBlockItemListSyntax
        switch accessors.accessors {
        case .getter(let items):
            statements = items
        case .accessors(let list):
            guard list.count == 1, let getter = list.first, getter.accessorSpecifier.tokenKind == .keyword(.get),
                  let body = getter.body else { return nil }
            statements = body.statements
        }
        var literals: [String] = []
        var conditions: [[Syntax]] = []
        // One expression, `return` or not.
        if statements.count == 1, let only = statements.first {
            let expression = only.item.as(ExprSyntax.self) ?? only.item.as(ReturnStmtSyntax.self)?.expression
                ?? only.item.as(ExpressionStmtSyntax.self)?.expression
            guard let expression, read(expression, in: type, depth: 0, literals: &literals, conditions: &conditions) else { return nil }
            return Names(literals: literals, conditions: conditions)
        }
        // `if a { return x }` … `return z`: each `if` whose name is not the last `return`'s is a
        // state the image shows (`if showFailed { return "circle" }` before `return "circle"` is none).
        guard statements.count >= 2, statements.count <= chainLimit + 1, let last = statements.last,
              let fallback = last.item.as(ReturnStmtSyntax.self)?.expression,
              read(fallback, in: type, depth: 0, literals: &literals, conditions: &conditions) else { return nil }
        let fallbackNames = Set(literals)
        for statement in statements.dropLast() {
            guard let ifExpr = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                    ?? statement.item.as(IfExprSyntax.self),
                  let returned = onlyReturn(of: ifExpr.body) else { return nil }
            var own: [String] = []
            guard read(returned, in: type, depth: 0, literals: &own, conditions: &conditions) else { return nil }
            if !Set(own).isSubset(of: fallbackNames) { conditions += disjuncts(of: ifExpr.conditions) }
            literals += own
            switch ifExpr.elseBody {
            case nil:
                break
            case .codeBlock(let block)?:
                guard let other = onlyReturn(of: block), read(other, in: type, depth: 0, literals: &literals, conditions: &conditions)
                else { return nil }
            case .ifExpr?:
                return nil
            }
        }
        return Names(literals: literals, conditions: conditions)
    }

    /// The value of a block that is one `return value`.
    private static func onlyReturn(of block: CodeBlockSyntax) -> ExprSyntax? {
        guard block.statements.count == 1 else { return nil }
        return block.statements.first?.item.as(ReturnStmtSyntax.self)?.expression
    }

    /// The conditions of an `if`, one for each side of an `||` that is its only condition.
    private static func disjuncts(of conditions: ConditionElementListSyntax) -> [[Syntax]] {
        guard conditions.count == 1, let only = conditions.first?.condition.as(ExprSyntax.self),
              let sequence = only.as(SequenceExprSyntax.self) else { return [[Syntax(conditions)]] }
        var groups: [[Syntax]] = [[]]
        for element in sequence.elements {
            if let operation = element.as(BinaryOperatorExprSyntax.self) {
                if operation.operator.text == "||" {
                    groups.append([])
                    continue
                }
                if operation.operator.text == "&&" { return [[Syntax(conditions)]] }
            }
            if element.is(UnresolvedTernaryExprSyntax.self) { return [[Syntax(conditions)]] }
            groups[groups.count - 1].append(Syntax(element))
        }
        return groups.allSatisfy { !$0.isEmpty } ? groups : [[Syntax(conditions)]]
    }

    /// Reads a name or a ternary of names into `literals`, its condition into `conditions` (only the
    /// outermost ternary's: a ternary nested in a branch refines that branch's look, `NestedTernaries`).
    private static func read(_ expression: ExprSyntax, in type: any DeclGroupSyntax, depth: Int,
                             literals: inout [String], conditions: inout [[Syntax]]) -> Bool {
        if let text = SwiftSyntaxFacts.stringLiteral(expression) ?? constant(expression, in: type) {
            literals.append(text)
            return true
        }
        guard depth < depthLimit, let sequence = unparenthesized(expression).as(SequenceExprSyntax.self),
              let ternary = SwiftSyntaxFacts.ternary(ExprSyntax(sequence)), ternary.branches.count == 2 else { return false }
        if depth == 0 {
            var condition: [Syntax] = []
            for element in sequence.elements {
                if element.is(UnresolvedTernaryExprSyntax.self) { break }
                condition.append(Syntax(element))
            }
            conditions.append(condition)
        }
        return ternary.branches.allSatisfy { read($0, in: type, depth: depth + 1, literals: &literals, conditions: &conditions) }
    }

    private static func unparenthesized(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        for _ in 0..<64 {
            guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
                  only.label == nil else { break }
            expression = only.expression
        }
        return expression
    }

    /// A constant's string: a project's static constant (`Symbols.done`), or one of the type given a
    /// literal (`checkedIcon`, `Self.checkedIcon`, `TodoRow.checkedIcon`: `let`, or `static let`).
    private static func constant(_ expression: ExprSyntax, in type: any DeclGroupSyntax) -> String? {
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
                  let base = member.base?.as(DeclReferenceExprSyntax.self) {
            let owner = base.baseName.text
            if owner == "Self" || owner == typeName(type) || base.baseName.tokenKind == .keyword(.self) {
                name = member.declName.baseName.text
            } else {
                return ProjectStringConstants.literal(namedBy: expression)
            }
        } else if expression.is(MemberAccessExprSyntax.self) {
            return ProjectStringConstants.literal(namedBy: expression)
        } else {
            return nil
        }
        guard let (variable, binding) = variable(named: name, in: type), variable.bindingSpecifier.tokenKind == .keyword(.let),
              binding.accessorBlock == nil, let initial = binding.initializer?.value else { return nil }
        return SwiftSyntaxFacts.stringLiteral(initial)
    }
}
