import SwiftSyntax

/// A `@FocusState` (or a `@FocusState.Binding` passed in) says which field has the keyboard: a tap
/// that sets it focuses a text field, and what it shows while set (a confirm button, a highlighted
/// border) is that field's editing look. It is never the state of a checkbox, however the view
/// reads it.
enum FocusStates {
    /// Whether `name` is a property of `declaration` — or, for an extension, of the type of the
    /// file it extends — marked `@FocusState` or `@FocusState.Binding`.
    static func isFocusState(_ name: String, in declaration: any DeclGroupSyntax, file: SourceFileSyntax) -> Bool {
        if marksFocus(name, in: declaration.memberBlock) { return true }
        guard let extensionDecl = declaration.as(ExtensionDeclSyntax.self),
              let extended = extensionDecl.extendedType.as(IdentifierTypeSyntax.self)?.name.text else { return false }
        for item in file.statements {
            if let type = item.item.as(StructDeclSyntax.self), type.name.text == extended {
                return marksFocus(name, in: type.memberBlock)
            }
        }
        return false
    }

    private static func marksFocus(_ name: String, in members: MemberBlockSyntax) -> Bool {
        // By index: the list's iterator type was first made here (`containsByIndex`).
        let list = members.members
        var index = list.startIndex
        while index != list.endIndex {
            let member = list[index]
            index = list.index(after: index)
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.bindings.containsByIndex(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) else { continue }
            return variable.attributes.containsByIndex { attribute in
                guard let type = attribute.as(AttributeSyntax.self)?.attributeName else { return false }
                // `@FocusState`, `@FocusState.Binding`, `@SwiftUI.FocusState`.
                if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == "FocusState" }
                if let member = type.as(MemberTypeSyntax.self) {
                    return member.name.text == "FocusState"
                        || member.name.text == "Binding" && member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "FocusState"
                }
                return false
            }
        }
        return false
    }
}
