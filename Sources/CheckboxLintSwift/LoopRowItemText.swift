import SwiftSyntax

/// The text that tells the rows of a loop apart: in `List($items) { $item in HStack { Text(item.s);
/// Toggle("isOn", isOn: $item.on) } }` every row shows its item's `Text(item.s)`, while the
/// Toggle's name is whatever its own argument says. The front end marks the row's item text on the
/// control (`Element.rowItemTextCode`); `label-duplicate` judges whether the control's own name
/// tells the rows apart.
enum LoopRowItemText {
    /// The code of the one text of the control's row that is made from the item of the loop
    /// drawing the row (`item.s`); nil when the control is in no loop, its row (an `HStack` inside
    /// the loop) shows no such text, or shows several (which one names the row is not known).
    static func code(in view: ViewContext) -> String? {
        // The nearest loop over data above the control, inside its section (a `ForEach`, or a
        // `List` given data): its content closure and the names of the item it is given.
        guard let loopIndex = view.containers.firstIndex(where: { $0.name == "ForEach" || $0.name == "List" && !$0.call.arguments.isEmpty }),
              !view.containers.prefix(loopIndex).contains(where: { $0.name == "Section" || $0.name == "GroupBox" }) else { return nil }
        let loop = view.containers[loopIndex].call
        guard let content = loop.trailingClosure ?? loop.arguments.last?.expression.as(ClosureExprSyntax.self) else { return nil }
        let items = itemNames(of: content)
        guard !items.isEmpty else { return nil }
        // The row: the stack right around the control, inside the loop, when it lays views side by
        // side (`RowText`: a text above or below the control is an element of its own).
        guard loopIndex > 0, let row = view.containers.first, let name = row.name, RowText.rows.contains(name),
              let closure = row.call.trailingClosure else { return nil }
        let scope = Syntax(closure)
        var found: Set<String> = []
        for token in scope.tokens(viewMode: .sourceAccurate) where token.text == "Text" {
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Text",
                  let first = SwiftSyntaxFacts.shownWords(call), SwiftSyntaxFacts.stringLiteral(first.expression) == nil,
                  !SwiftModelMapper.isInsideControl(Syntax(call), within: scope) else { continue }
            let madeFromItem = first.expression.tokens(viewMode: .sourceAccurate).contains { token in
                guard case .identifier(let name) = token.tokenKind else {
                    if case .dollarIdentifier(let name) = token.tokenKind { return items.contains(name) }
                    return false
                }
                return items.contains(name) || name.hasPrefix("$") && items.contains(String(name.dropFirst()))
            }
            if madeFromItem { found.insert(SwiftSyntaxFacts.compactSource(first.expression)) }
        }
        return found.count == 1 ? found.first : nil
    }

    /// The names a loop's content closure gives its item (`item` for `$item in` or `item in`; `$0`
    /// when it names none).
    private static func itemNames(of closure: ClosureExprSyntax) -> Set<String> {
        guard let parameters = closure.signature?.parameterClause else { return ["$0"] }
        var names: Set<String> = []
        switch parameters {
        case .simpleInput(let list):
            for parameter in list { names.insert(parameter.name.text) }
        case .parameterClause(let clause):
            for parameter in clause.parameters { names.insert((parameter.secondName ?? parameter.firstName).text) }
        }
        // A binding's item (`$item in`) is read through its value `item` in the row's texts.
        names = Set(names.flatMap { $0.hasPrefix("$") ? [$0, String($0.dropFirst())] : [$0] })
        // A value the content reads from the item first (`itemBinding in let item =
        // itemBinding.wrappedValue`) is the item too.
        for statement in closure.statements {
            guard let declaration = statement.item.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value,
                      value.tokens(viewMode: .sourceAccurate).contains(where: { names.contains($0.text) }) else { continue }
                names.insert(name)
            }
        }
        return names
    }
}
