import SwiftSyntax

/// A title a set's stack shows through a member of its type (`VStack { topRow; Divider();
/// ScrollView { rows } }`, `topRow` being `HStack { Text("Hidden Apps"); Spacer(); … }`): the text
/// the member opens with is the text right before the set, as if written in its place (round
/// eight, pattern 9). Only a computed property declared once in the file, read one level deep,
/// whose body opens with a `Text` (or a stack that does); anything else decides nothing.
enum MemberTitles {
    /// The stacks whose first view is what a title member shows first.
    private static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "Group", "LazyVStack", "LazyHStack"]

    /// The `Text` the member `reference` (`topRow`, `self.topRow`) shows first, and whether it (or
    /// the member as used, `modifiers`) is marked a heading.
    /// A member that holds checkboxes itself (`holdsCheckbox`) is another set, not a title.
    static func openingText(of reference: ExprSyntax, usedWith headerMarked: Bool, holdsCheckbox: (Syntax) -> Bool) -> SwiftContainers.Title? {
        guard let name = SwiftSyntaxFacts.ownName(reference), name.first?.isLowercase == true, let body = getter(named: name, in: reference.root), !holdsCheckbox(Syntax(body)) else { return nil }
        var view = firstExpression(in: Syntax(body))
        for _ in 0..<2 {
            guard let expression = view else { return nil }
            let (call, isHeader) = stripped(expression)
            guard let call, let callee = SwiftSyntaxFacts.calleeName(call) else { return nil }
            if callee == "Text", let first = SwiftSyntaxFacts.shownWords(call) {
                return (call, SourceValue(first.expression), isHeader || headerMarked)
            }
            guard stacks.contains(callee), let closure = call.trailingClosure else { return nil }
            view = closure.statements.first?.item.as(ExprSyntax.self)
        }
        return nil
    }

    /// The view under its modifiers, and whether one of them marks it a heading.
    private static func stripped(_ expression: ExprSyntax) -> (FunctionCallExprSyntax?, Bool) {
        let (view, isHeader) = SwiftSyntaxFacts.viewUnderModifiers(expression)
        return (view.as(FunctionCallExprSyntax.self), isHeader)
    }

    /// The first expression of a getter (`{ HStack { … } }`, `{ get { … } }`, `{ return … }`).
    private static func firstExpression(in accessor: Syntax) -> ExprSyntax? {
        guard let block = accessor.as(AccessorBlockSyntax.self) else { return nil }
        let statements: CodeBlockItemListSyntax?
        switch block.accessors {
        case .getter(let items): statements = items
        case .accessors(let list): statements = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
        guard let item = statements?.first?.item else { return nil }
        if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
        return item.as(ExprSyntax.self)
    }

    /// The accessor block of the property `name` declared once in the file's types and extensions;
    /// nil when none is, or several (which one is meant is not certain).
    private static func getter(named name: String, in root: Syntax) -> AccessorBlockSyntax? {
        guard let file = root.as(SourceFileSyntax.self) else { return nil }
        var found: AccessorBlockSyntax?
        var count = 0
        var stack: [Syntax] = file.statements.map { Syntax($0.item) }
        while let node = stack.popLast() {
            if let variable = node.as(VariableDeclSyntax.self) {
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    count += 1
                    found = binding.accessorBlock
                }
            } else if let group = node.asProtocol(DeclGroupSyntax.self) {
                stack.append(contentsOf: group.memberBlock.members.map { Syntax($0.decl) })
            }
        }
        return count == 1 ? found : nil
    }
}
