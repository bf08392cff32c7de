import SwiftSyntax

/// The stored properties a type declares (`let item: Item`, `@Binding var isOn: Bool`; never a
/// computed one): the values its memberwise initialiser takes from a caller. Recognisers differ
/// only in which of them they want, so each passes its filter on the declared type and the
/// declaration (for its attributes).
enum StoredProperties {
    /// Every stored property, with a declared type or not.
    static func names(of type: any DeclGroupSyntax) -> Set<String> {
        names(of: type) { _, _ in true }
    }

    /// The function type a closure property is declared with, optional or not: `() -> Void`,
    /// `@escaping (Item) -> Void`, `(() -> Void)?`, `((String, Bool) -> Void)!`, `Optional<() -> Void>`
    /// (round thirty-one, third part: an optional caller's closure is a closure all the same).
    static func functionType(_ annotation: TypeSyntax) -> FunctionTypeSyntax? {
        var type = annotation
        for _ in 0..<4 {
            if let attributed = type.as(AttributedTypeSyntax.self) {
                type = attributed.baseType
            } else if let optional = type.as(OptionalTypeSyntax.self) {
                type = optional.wrappedType
            } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                type = unwrapped.wrappedType
            } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
                      only.firstName == nil {
                type = only.type
            } else if let generic = type.as(IdentifierTypeSyntax.self), generic.name.text == "Optional",
                      let arguments = generic.genericArgumentClause?.arguments, arguments.count == 1,
                      let wrapped = arguments.first?.argument.as(TypeSyntax.self) {
                type = wrapped
            } else {
                break
            }
        }
        return type.as(FunctionTypeSyntax.self)
    }

    /// The stored properties with a declared type that `matches` accepts.
    static func typed(of type: any DeclGroupSyntax,
                      where matches: (_ annotation: TypeSyntax, _ variable: VariableDeclSyntax) -> Bool) -> Set<String> {
        names(of: type) { annotation, variable in annotation.map { matches($0, variable) } ?? false }
    }

    /// The `@State` properties, typed or not: the view's own values, which a caller's argument only
    /// starts.
    static func states(of type: any DeclGroupSyntax) -> Set<String> {
        names(of: type) { _, variable in
            variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "State" }
        }
    }

    /// The Bool properties a caller may give: declared `Bool`, or a `var` with no wrapper whose
    /// initial value is a Bool literal (`var isSelected = false`, which the memberwise initialiser
    /// takes as a Bool all the same).
    static func bools(of type: any DeclGroupSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let annotation = binding.typeAnnotation?.type {
                    if annotation.trimmedDescription == "Bool" { names.insert(name) }
                } else if variable.bindingSpecifier.tokenKind == .keyword(.var), variable.attributes.isEmpty,
                          binding.initializer?.value.is(BooleanLiteralExprSyntax.self) == true {
                    names.insert(name)
                }
            }
        }
        return names
    }

    /// The actions a caller may give with no declared type: a `var` whose initial value is a
    /// closure that takes nothing (`@State var tapAction = {}`), which the memberwise initialiser
    /// takes as a `() -> Void` all the same. A `let` given a value takes none from a caller.
    static func untypedActions(of type: any DeclGroupSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil && binding.typeAnnotation == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let closure = binding.initializer?.value.as(ClosureExprSyntax.self),
                      closure.signature?.parameterClause == nil else { continue }
                names.insert(name)
            }
        }
        return names
    }

    private static func names(of type: any DeclGroupSyntax,
                              where matches: (TypeSyntax?, VariableDeclSyntax) -> Bool) -> Set<String> {
        var names: Set<String> = []
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      matches(binding.typeAnnotation?.type, variable) else { continue }
                names.insert(name)
            }
        }
        return names
    }
}
