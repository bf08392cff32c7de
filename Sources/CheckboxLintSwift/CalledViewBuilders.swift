import SwiftSyntax

/// A view the caller builds, shown by calling a closure property of the type with a value:
/// `struct OptionPickerView<T, Content: View> { var content: (T) -> Content … Button { … } label: {
/// HStack { content(option); … } } }`. VoiceOver names the row by what the caller's closure returns
/// (its texts), which this file cannot spell: the name is `{content(option)}`, known at run time —
/// never an absent one (`label-missing` has nothing to decide here).
enum CalledViewBuilders {
    /// The name a call of a view-building closure property shows (`content(option)`), as the
    /// preview writes a run-time text; the property called with no argument is `label()`, read
    /// already.
    static func name(of call: FunctionCallExprSyntax) -> SourceValue {
        let spelt = call.trimmedDescription
        let name = call.calledExpression.trimmedDescription
        return .dynamic(spelt.count <= 48 && !spelt.contains("\n") ? spelt : name + "(…)")
    }

    /// Whether `name` is a stored property of `type` whose type is a function returning a view:
    /// one of the type's generic parameters constrained to `View`, or `AnyView`.
    static func isViewBuilder(_ name: String, in type: any DeclGroupSyntax) -> Bool {
        let views = viewParameters(of: type)
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard binding.accessorBlock == nil, var annotated = binding.typeAnnotation?.type else { return false }
                if let attributed = annotated.as(AttributedTypeSyntax.self) { annotated = attributed.baseType }
                guard let function = annotated.as(FunctionTypeSyntax.self) else { return false }
                return views.contains(function.returnClause.type.trimmedDescription)
            }
        }
        return false
    }

    /// `AnyView` and the generic parameters that are views (`<Content: View>`, or `where Content:
    /// View`) of `type` and of the types it is nested in (`struct MultiPicker<T, Content> where
    /// Content: View { struct OptionPickerView: View { var content: (T) -> Content } }`).
    private static func viewParameters(of type: any DeclGroupSyntax) -> Set<String> {
        var views: Set<String> = ["AnyView"]
        var current: Syntax? = Syntax(fromProtocol: type)
        var depth = 0
        while let node = current, depth < 16 {
            depth += 1
            current = node.parent
            guard let structure = node.as(StructDeclSyntax.self) else { continue }
            for parameter in structure.genericParameterClause?.parameters ?? [] where parameter.inheritedType?.trimmedDescription == "View" {
                views.insert(parameter.name.text)
            }
            let clauses = [structure.genericParameterClause?.genericWhereClause, structure.genericWhereClause].compactMap { $0 }
            for clause in clauses {
                for requirement in clause.requirements {
                    if let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
                       conformance.rightType.trimmedDescription == "View" {
                        views.insert(conformance.leftType.trimmedDescription)
                    }
                }
            }
        }
        return views
    }
}
