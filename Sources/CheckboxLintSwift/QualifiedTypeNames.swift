import SwiftSyntax

/// The name a screen takes from its type: the type's name as Swift spells it from the file's top
/// level, each enclosing type's name before it (`Settings.HideCompleted.Toggle`). Views that share
/// a simple name nested in different types (`struct Toggle: View` in `HideCompleted` and in
/// `CollapsibleSections`) are different types, so different screens with ids and paths apart.
enum QualifiedTypeNames {
    static func name(of type: DeclSyntax) -> String {
        var name = SwiftModelMapper.typeName(type)
        // An iterative climb through the parents: a type nested in a function is named by the
        // types around the function (the function adds no name).
        var current = type.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
                name = SwiftModelMapper.typeName(DeclSyntax(ancestor)!) + "." + name
            default:
                break
            }
            current = ancestor.parent
        }
        return name
    }
}
