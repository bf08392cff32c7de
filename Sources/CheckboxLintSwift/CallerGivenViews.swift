import SwiftSyntax

/// A tapped view that is the view a caller gives: `struct Chip<Content: View> { let content: Content
/// … content.padding(8).background(isSelected ? … : …).onTapGesture { … } }`. VoiceOver names it by
/// what the caller passes (its texts), which this file cannot see: the name is `{content}`, known at
/// run time, never an empty one (`label-missing` has nothing to decide here).
enum CallerGivenViews {
    /// `{name}` when the base of `tappedView`'s modifier chain is a stored property (`content`,
    /// `self.label`) or a closure property called (`label()`) whose type is one of the type's generic
    /// parameters, `AnyView`, or a closure returning one.
    static func label(of tappedView: ExprSyntax, in type: any DeclGroupSyntax) -> (value: SourceValue, node: Syntax)? {
        var current = tappedView
        for _ in 0..<64 {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    current = base
                    continue
                }
                // `label()`: a closure property called.
                if call.arguments.isEmpty, let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                   isGivenView(reference.baseName.text, in: type) {
                    return (.dynamic(reference.baseName.text + "()"), Syntax(call))
                }
                return nil
            }
            guard let name = SwiftSyntaxFacts.ownName(current) else { return nil }
            return isGivenView(name, in: type) ? (.dynamic(name), Syntax(current)) : nil
        }
        return nil
    }

    /// Whether `name` is a stored property whose type is a generic parameter of the type, `AnyView`,
    /// or a closure returning one of them.
    private static func isGivenView(_ name: String, in type: any DeclGroupSyntax) -> Bool {
        var viewTypes: Set<String> = ["AnyView"]
        if let generics = type.as(StructDeclSyntax.self)?.genericParameterClause {
            for parameter in generics.parameters { viewTypes.insert(parameter.name.text) }
        }
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard binding.accessorBlock == nil, var annotated = binding.typeAnnotation?.type else { return false }
                if let function = annotated.as(FunctionTypeSyntax.self) {
                    guard function.parameters.isEmpty else { return false }
                    annotated = function.returnClause.type
                }
                return viewTypes.contains(annotated.trimmedDescription)
            }
        }
        return false
    }
}
