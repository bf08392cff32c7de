import SwiftSyntax

/// A project's own text view given its words (round ten, pattern 6; InfernoLounge's
/// `MontserratText("I agree …", size: 12, weight: .medium)`): a visible text beside a box, named by
/// its literal. A call whose name ends in `Text` is taken as one (`CallCollector`); a view named
/// otherwise is one when the file declares it with a body that is one `Text`
/// (`struct Caption: View { let text: String; var body: some View { Text(text).font(.caption) } }`).
enum ProjectTextViews {
    /// Whether `file` declares a view `name` whose body is one `Text` (through its modifiers).
    static func isTextView(_ name: String, in file: SourceFileSyntax) -> Bool {
        var stack: [Syntax] = file.statements.map { Syntax($0.item) }
        while let node = stack.popLast() {
            guard let group = node.asProtocol(DeclGroupSyntax.self) else { continue }
            if let declaration = node.as(StructDeclSyntax.self), declaration.name.text == name {
                return bodyIsOneText(declaration)
            }
            stack.append(contentsOf: group.memberBlock.members.map { Syntax($0.decl) })
        }
        return false
    }

    private static func bodyIsOneText(_ declaration: StructDeclSyntax) -> Bool {
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
                  let accessors = binding.accessorBlock?.accessors.as(CodeBlockItemListSyntax.self) else { continue }
            guard accessors.count == 1, var expression = accessors.first?.item.as(ExprSyntax.self) else { return false }
            while let call = expression.as(FunctionCallExprSyntax.self), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                expression = base
            }
            return expression.as(FunctionCallExprSyntax.self).flatMap(SwiftSyntaxFacts.calleeName) == "Text"
        }
        return false
    }
}
