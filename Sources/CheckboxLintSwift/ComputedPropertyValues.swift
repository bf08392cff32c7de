import SwiftSyntax

/// A computed property of the type whose getter is one expression, read as that expression:
/// `.accessibilityLabel(accessibilityLabel)` with `private var accessibilityLabel: String { label }`
/// names the view `{label}` (what VoiceOver reads, the caller's text), not the property's name.
enum ComputedPropertyValues {
    /// The expression `expression` stands for when it names (or `self.` names) such a property of
    /// `declaration`; else `expression` itself.
    static func resolved(_ expression: ExprSyntax, in declaration: any DeclGroupSyntax) -> ExprSyntax {
        guard let name = SwiftSyntaxFacts.ownName(expression) else { return expression }
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            guard case .getter(let statements)? = binding.accessorBlock?.accessors, statements.count == 1,
                  let item = statements.first?.item else { return expression }
            return item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression ?? expression
        }
        return expression
    }
}
