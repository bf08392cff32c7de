import SwiftSyntax

/// The `let`s a loop's body declares before the view it lays out (`let isOn = chosen.contains(item)`,
/// `let chipBinding = Binding(get: …, set: …)`), so that what the view is handed can be read
/// through them. A name is followed a bounded number of steps: a chain of `let`s longer than that,
/// or a value made any other way, decides nothing.
struct LoopBodyLets {
    private var values: [String: ExprSyntax] = [:]

    /// How many `let`s one name is followed through.
    static let steps = 2

    init(_ body: ClosureExprSyntax, before view: FunctionCallExprSyntax) {
        self.init(body.statements, before: view)
    }

    private init(_ statements: CodeBlockItemListSyntax, before view: FunctionCallExprSyntax) {
        for statement in statements {
            if statement.position >= view.position { break }
            guard let declaration = statement.item.as(VariableDeclSyntax.self), declaration.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
            for binding in declaration.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value else { continue }
                values[name] = value
            }
        }
    }

    /// The `let`s of the closures around `view` (a loop's body, and the stacks it is nested in,
    /// `closures` at most), each declared before it; a name declared in an inner closure hides an
    /// outer one's.
    /// - Parameter function: and those of the method whose body holds them (`func chipView(for item:)
    ///   -> some View { let isSelected = selection.contains(item); return Chip(isSelected: isSelected) }`),
    ///   one level: what a caller of a component hands it through a helper method.
    init(around view: FunctionCallExprSyntax, closures: Int = 3, function: Bool = false) {
        var current = Syntax(view).parent
        var found = 0
        var steps = 0
        while let node = current, found < closures, steps < 256, !node.kind.isDeclaration {
            steps += 1
            current = node.parent
            guard let closure = node.as(ClosureExprSyntax.self) else { continue }
            found += 1
            for (name, value) in LoopBodyLets(closure, before: view).values where values[name] == nil {
                values[name] = value
            }
        }
        // The walk stops at the declaration around: a method's body, its `let`s before the view.
        if function, let node = current, let body = node.as(FunctionDeclSyntax.self)?.body {
            for (name, value) in LoopBodyLets(body.statements, before: view).values where values[name] == nil {
                values[name] = value
            }
        }
    }

    /// The value of the body's `let` named `name`, if there is one.
    func value(of name: String) -> ExprSyntax? { values[name] }

    /// The expression a name of the body stands for (`isSelectedVisual` → its initial value),
    /// followed up to `steps` `let`s; any other expression as it is.
    func resolved(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        for _ in 0..<Self.steps {
            guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
                  let value = values[reference.baseName.text], value.id != expression.id else { break }
            expression = value
        }
        return expression
    }

    /// The collections an expression reads (`chosen` of `chosen`, `self.chosen`, `$chosen.wrappedValue`;
    /// both of `binding?.wrappedValue ?? chosen`, a `let` of the body followed first): the last
    /// component of each, as `StateChanges` names what a change changes.
    func collections(in expression: ExprSyntax) -> Set<String> {
        let expression = resolved(expression)
        var operands: [ExprSyntax] = [expression]
        // `a ?? b`: either one may be the collection read.
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements.count % 2 == 1,
                  stride(from: 1, to: elements.count, by: 2).allSatisfy({ elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }) else { return [] }
            operands = stride(from: 0, to: elements.count, by: 2).map { elements[$0] }
        }
        var names: Set<String> = []
        for operand in operands {
            var operand = operand
            for _ in 0..<4 {
                if let optional = operand.as(OptionalChainingExprSyntax.self) { operand = optional.expression; continue }
                if let forced = operand.as(ForceUnwrapExprSyntax.self) { operand = forced.expression; continue }
                if let member = operand.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "wrappedValue", let base = member.base {
                    operand = base
                    continue
                }
                break
            }
            names.insert(StateChanges.lastComponent(operand).trimmingCharacters(in: "$"))
        }
        return names
    }
}
