import SwiftSyntax

/// Traits a view's own computed property builds (`.accessibilityAddTraits(accessibilityTraits)`):
///
///     private var accessibilityTraits: AccessibilityTraits {
///         var traits: AccessibilityTraits = [.isButton]
///         if isSelected { traits.insert(.isSelected) }
///         return traits
///     }
///
/// read as the ternary `isSelected ? [.isButton, .isSelected] : .isButton` is: the traits named
/// outside any `if` always, those named inside an `if` (or a ternary) that reads the state only
/// while it is on. Without this the trait words hide behind the property's name and a chip that
/// says its role and state is taken for one that says neither.
enum TraitsProperties {
    /// The traits always added and those added while `state` is on; nil when `argument` is not a
    /// computed property of `declaration` (or is one with an `if` on anything else).
    static func traits(of argument: ExprSyntax, state: String, in declaration: any DeclGroupSyntax) -> (always: [String], whenOn: [String])? {
        guard let name = SwiftSyntaxFacts.ownName(argument), let accessors = computedProperty(named: name, in: declaration) else { return nil }
        var always: [String] = []
        var whenOn: [String] = []
        for token in accessors.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let member) = token.tokenKind, let word = SwiftConstructs.traitWord(member),
                  token.parent?.parent?.is(MemberAccessExprSyntax.self) == true else { continue }
            switch condition(around: Syntax(token), within: Syntax(accessors)) {
            case nil: always.append(word)
            case let read? where read.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(state) }):
                whenOn.append(word)
            default: return nil
            }
        }
        return (always, whenOn.filter { !always.contains($0) })
    }

    /// The condition of the nearest `if` (or ternary) whose branch holds `node`, up to `scope`.
    private static func condition(around node: Syntax, within scope: Syntax) -> Syntax? {
        var current = node
        while let parent = current.parent, current.id != scope.id {
            if let ifExpr = parent.as(IfExprSyntax.self), ifExpr.conditions.id != current.id { return Syntax(ifExpr.conditions) }
            if let ternary = parent.as(UnresolvedTernaryExprSyntax.self),
               let sequence = ternary.parent?.as(ExprListSyntax.self), let first = sequence.first {
                return Syntax(first)
            }
            current = parent
        }
        return nil
    }

    private static func computedProperty(named name: String, in declaration: any DeclGroupSyntax) -> AccessorBlockSyntax? {
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            return binding.accessorBlock
        }
        return nil
    }
}
