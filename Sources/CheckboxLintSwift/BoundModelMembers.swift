import SwiftSyntax

/// A choice kept as a member of a value the caller binds: `@Binding var data: Chip` with `Text(
/// data.text).background(data.isSelected ? … : …).onTapGesture { data.isSelected.toggle(); onTap(data) }`.
/// The tap flips `data.isSelected` in the caller's value, as a chip's own `@Binding var isSelected`
/// would: the same choice, one level down (`ToggledChoiceLooks` reads both).
enum BoundModelMembers {
    /// Whether `read` (a condition's Bool, `data.isSelected`) is a member of a `@Binding` property of
    /// the type whose last name is `state`, and the tap action toggles that very path.
    static func isBoundMember(_ read: String, state: String, action: TapAction, in type: any DeclGroupSyntax) -> Bool {
        let parts = read.split(separator: ".")
        guard parts.count == 2, parts[1] == state, isBinding(String(parts[0]), in: type) else { return false }
        return toggledPaths(in: action.body).contains(read)
    }

    /// The paths `x.toggle()` is called on in the action (`data.isSelected`), without spacing and `self.`.
    static func toggledPaths(in body: Syntax) -> Set<String> {
        var paths: Set<String> = []
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == "toggle" {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
                  let call = member.parent?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, let base = member.base else { continue }
            paths.insert(HandMadeCheckbox.normalizedCondition(base.trimmedDescription))
        }
        return paths
    }

    static func isBinding(_ name: String, in type: any DeclGroupSyntax) -> Bool {
        type.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Binding" })
            else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }
}
