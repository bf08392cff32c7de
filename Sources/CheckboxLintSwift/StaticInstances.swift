import SwiftSyntax

/// A class's own instance held in a static property (`static let shared = Preferences()`), the
/// singleton a view reaches as `Preferences.shared` (`ModelMethodCalls`). Only a property that is of
/// the class itself will do: declared `Preferences` or `Self`, or given `Preferences(…)`, `Self(…)`
/// or `.init(…)`; a static property of another type (`static let defaultName = "x"`) is not the model.
enum StaticInstances {
    static func holdsInstance(_ type: ClassDeclSyntax, named property: String) -> Bool {
        let name = type.name.text
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property {
                if let declared = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self) {
                    return [name, "Self"].contains(declared.name.text)
                }
                guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return false }
                if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                    return [name, "Self"].contains(reference.baseName.text)
                }
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
                    return member.declName.baseName.text == "init"
                }
                return false
            }
        }
        return false
    }
}
