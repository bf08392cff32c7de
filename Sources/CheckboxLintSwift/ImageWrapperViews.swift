import SwiftParser
import SwiftSyntax

/// A project's view whose whole body is one SF Symbol it is given the name of (`struct SFIcon: View {
/// init(_ systemName: String, size: Size) { self.systemName = systemName; … } var body: some View {
/// Image(systemName: systemName).font(…) } }`): a call `SFIcon("checkmark", size: .subhead)` is
/// that image, `Image(systemName: "checkmark")`, and VoiceOver reads its name's words (round
/// thirty-six, second part, pattern 1: a design kit's box named nothing by its wrapped icons).
///
/// Only a literal name handed to a stored property the body's one `Image(systemName:)` reads: through
/// an initialiser that stores its parameter (`self.systemName = systemName`), or the memberwise one
/// (`SFIcon(systemName: "checkmark")`). The struct is the file's or, declared once, the project's.
enum ImageWrapperViews {
    /// `Image(systemName: "<name>")` for a call of such a view, a tree of its own (no parent): what
    /// the call shows, as far as its words go. Nil for any other call.
    static func image(shownBy call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              callee.first?.isUppercase == true, callee != "Image", callee != "Text",
              call.arguments.contains(where: { SwiftSyntaxFacts.stringLiteral($0.expression) != nil }) else { return nil }
        let declaration: StructDeclSyntax?
        if let file = call.root.as(SourceFileSyntax.self), let own = ProjectDeclarations.structDeclaration(named: callee, in: file) {
            declaration = own
        } else {
            declaration = ProjectDeclarations.structDeclarationElsewhere(named: callee)?.0
        }
        guard let declaration, let property = symbolProperty(of: declaration),
              let label = label(storing: property, in: declaration),
              let argument = call.arguments.first(where: { ($0.label?.text ?? "_") == label })?.expression,
              let name = SwiftSyntaxFacts.stringLiteral(argument) else { return nil }
        let text = "Image(systemName: \"" + name.replacingBackslashesAndQuotes() + "\")"
        var parser = Parser(text)
        return ExprSyntax.parse(from: &parser).as(FunctionCallExprSyntax.self)
    }

    /// The stored property `p` of `Image(systemName: p)` (with modifiers) when that is the body's one expression.
    private static func symbolProperty(of declaration: StructDeclSyntax) -> String? {
        guard let accessor = SwiftSyntaxFacts.viewBody(of: declaration)?.as(AccessorBlockSyntax.self),
              case .getter(let statements) = accessor.accessors, statements.count == 1,
              var expression = statements.first?.item.as(ExprSyntax.self) else { return nil }
        // Down the modifier chain to the view it modifies.
        var steps = 0
        while steps < 32, let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            steps += 1
            expression = base
        }
        guard let image = expression.as(FunctionCallExprSyntax.self), image.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Image",
              image.arguments.count == 1, let only = image.arguments.first, only.label?.text == "systemName",
              let name = (only.expression.as(DeclReferenceExprSyntax.self) ?? only.expression.as(MemberAccessExprSyntax.self).flatMap {
                  $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? $0.declName : nil
              })?.baseName.text else { return nil }
        // A stored property of the struct, no value of its own.
        let stored = declaration.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
            return variable.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && $0.accessorBlock == nil && $0.initializer == nil
            }
        }
        return stored ? name : nil
    }

    /// The argument label a call hands `property` under: the memberwise initialiser's (the property's
    /// name) when the struct declares none, else that of the one initialiser's parameter it stores
    /// there (`self.systemName = systemName`), `_` when unlabelled.
    private static func label(storing property: String, in declaration: StructDeclSyntax) -> String? {
        let initialisers = declaration.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard !initialisers.isEmpty else { return property }
        guard initialisers.count == 1, let initialiser = initialisers.first, let body = initialiser.body else { return nil }
        for item in body.statements {
            guard let sequence = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  let target = elements[0].as(MemberAccessExprSyntax.self), target.base?.trimmedDescription == "self",
                  target.declName.baseName.text == property,
                  let value = elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
            guard let parameter = initialiser.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == value })
            else { return nil }
            return parameter.firstName.text
        }
        return nil
    }
}

private extension String {
    func replacingBackslashesAndQuotes() -> String {
        var escaped = ""
        for character in self {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
