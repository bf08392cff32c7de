import SwiftSyntax

/// What a stored property of a view type holds when the caller gives it a view: the view itself
/// (`let content: Content`) or a closure that builds one (`let label: () -> Label`, `var content: (T)
/// -> Content`). VoiceOver reads what the caller passes, which the type's own file cannot spell.
enum GivenViewProperty: Equatable {
    case view
    case builder(parameterCount: Int)

    /// What `name`, a stored property of `type`, holds, when its type is `AnyView`, a generic
    /// parameter that is a view, or a closure returning one of them.
    static func of(_ name: String, in type: any DeclGroupSyntax) -> GivenViewProperty? {
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard binding.accessorBlock == nil, var annotated = binding.typeAnnotation?.type else { return nil }
                if let attributed = annotated.as(AttributedTypeSyntax.self) { annotated = attributed.baseType }
                let views = viewTypes(of: type)
                if let function = annotated.as(FunctionTypeSyntax.self) {
                    guard views.contains(function.returnClause.type.trimmedDescription) else { return nil }
                    return .builder(parameterCount: function.parameters.count)
                }
                return views.contains(annotated.trimmedDescription) ? .view : nil
            }
        }
        return nil
    }

    /// `AnyView` and the generic parameters that are views (`<Content: View>`, or `where Content:
    /// View`) of `type` and of the types it is nested in (`struct MultiPicker<T, Content> where
    /// Content: View { struct OptionPickerView: View { var content: (T) -> Content } }`).
    private static func viewTypes(of type: any DeclGroupSyntax) -> Set<String> {
        var views: Set<String> = ["AnyView"]
        var current: Syntax? = Syntax(fromProtocol: type)
        var depth = 0
        while let node = current, depth < 16 {
            depth += 1
            current = node.parent
            guard let structure = node.as(StructDeclSyntax.self) else { continue }
            for parameter in structure.genericParameterClause?.parameters ?? [] where isView(parameter.inheritedType) {
                views.insert(parameter.name.text)
            }
            let clauses = [structure.genericParameterClause?.genericWhereClause, structure.genericWhereClause].compactMap { $0 }
            for clause in clauses {
                for requirement in clause.requirements {
                    if let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
                       isView(conformance.rightType) {
                        views.insert(conformance.leftType.trimmedDescription)
                    }
                }
            }
        }
        return views
    }

    /// `View`, or a composition that includes it (`View & Equatable`).
    private static func isView(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.contains { $0.type.trimmedDescription == "View" }
        }
        return type.trimmedDescription == "View"
    }
}
