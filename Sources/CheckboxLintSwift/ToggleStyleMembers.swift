import SwiftSyntax

/// The static members an `extension ToggleStyle` gives a style (`extension ToggleStyle where Self ==
/// CheckMarkToggleStyle { static var checkmark: CheckMarkToggleStyle { … } }`, or a `static func`
/// returning it): how a Toggle names the style, `.toggleStyle(.checkmark)`, which SwiftUI reads as
/// `CheckMarkToggleStyle()`. Read in the file mapped (`FileScan.styleMembers`) and in the project's
/// other files (`ProjectDeclarations.toggleStyleMemberTypeElsewhere`).
enum ToggleStyleMembers {
    /// The members `extensionDecl` declares, member name and type; a type spelt `Self` is the one its
    /// `where Self == X` names.
    static func members(of extensionDecl: ExtensionDeclSyntax) -> [(name: String, type: String)] {
        let constrained = extensionDecl.genericWhereClause?.requirements.lazy.compactMap { requirement -> String? in
            let spelt = requirement.requirement.description.filter { !$0.isWhitespace }
            return spelt.hasPrefix("Self==") ? String(spelt.dropFirst("Self==".count)) : nil
        }.first
        func resolved(_ type: TypeSyntax) -> String {
            let spelt = type.trimmedDescription
            return spelt == "Self" ? constrained ?? spelt : spelt
        }
        var found: [(name: String, type: String)] = []
        for member in extensionDecl.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               let type = binding.typeAnnotation?.type {
                found.append((name, resolved(type)))
            }
            if let function = member.decl.as(FunctionDeclSyntax.self), let type = function.signature.returnClause?.type {
                found.append((function.name.text, resolved(type)))
            }
        }
        return found
    }

    /// The members of every top-level `extension ToggleStyle` of `file`.
    static func members(in file: SourceFileSyntax) -> [(name: String, type: String)] {
        file.statements.flatMap { item -> [(name: String, type: String)] in
            guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self), extensionDecl.extendedType.trimmedDescription == "ToggleStyle" else { return [] }
            return members(of: extensionDecl)
        }
    }
}
