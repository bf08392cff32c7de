import SwiftSyntax

/// A row given one element of a list and an action its caller flips that element's member with, at
/// the element's index: `ForEach(Array(options.enumerated()), id: \.offset) { index, option in
/// Row(option: option, onToggle: { options[index].isEnabled.toggle() }) }` (or `Row(option:
/// options[index], …)` in `ForEach(options.indices, …) { index in … }`), the row showing
/// `option.isEnabled`. The closure toggles the very member of the value the row holds: the row is a
/// checkbox of that member, as `CallerClosureActions` reads a row given the Bool itself.
///
/// Only a closure of one statement, `<list>[<index>].<member>.toggle()`, and a row property given
/// either that same `<list>[<index>]` or the element its loop pairs with `<index>` (a closure of the
/// two parameters `index, element`), that the row reads as `<property>.<member>`.
enum IndexedElementFlips {
    /// The member of a row property the call's `closure` toggles (`isEnabled`), nil when it changes
    /// anything else.
    static func member(toggledBy closure: ClosureExprSyntax, in call: FunctionCallExprSyntax, row: any DeclGroupSyntax) -> String? {
        guard closure.statements.count == 1, let item = closure.statements.first?.item,
              let toggle = item.as(FunctionCallExprSyntax.self), toggle.arguments.isEmpty,
              let toggleAccess = toggle.calledExpression.as(MemberAccessExprSyntax.self), toggleAccess.declName.baseName.text == "toggle",
              let flipped = toggleAccess.base?.as(MemberAccessExprSyntax.self),
              let element = flipped.base?.as(SubscriptCallExprSyntax.self), element.arguments.count == 1,
              let index = element.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        let member = flipped.declName.baseName.text
        let elementText = HandMadeCheckbox.normalizedCondition(element.trimmedDescription)
        // Stored properties of the row that are not actions (`let option: CopyOption`).
        let properties = StoredProperties.typed(of: row) { annotation, _ in
            StoredProperties.functionType(annotation) == nil && !annotation.is(AttributedTypeSyntax.self)
        }
        for argument in call.arguments {
            guard let label = argument.label?.text, properties.contains(label) else { continue }
            let passed = argument.expression
            let isElement = HandMadeCheckbox.normalizedCondition(passed.trimmedDescription) == elementText
                || passed.as(DeclReferenceExprSyntax.self).map { pairs(index: index, with: $0.baseName.text, around: call) } == true
            if isElement, reads(label, member: member, in: row) { return member }
        }
        return nil
    }

    /// Whether the nearest closure around `call` that declares `index` takes exactly `index` and
    /// `element`, in that order (`{ index, option in … }` over an enumerated list).
    private static func pairs(index: String, with element: String, around call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        var steps = 0
        while let current = node, steps < 64 {
            if let closure = current.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause {
                let names: [String]
                if let shorthand = parameters.as(ClosureShorthandParameterListSyntax.self) {
                    names = shorthand.map(\.name.text)
                } else if let clause = parameters.as(ClosureParameterClauseSyntax.self) {
                    names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
                } else {
                    names = []
                }
                if names.contains(index) { return names == [index, element] }
            }
            node = current.parent
            steps += 1
        }
        return false
    }

    /// Whether the row reads `property.member` (or `self.property.member`).
    private static func reads(_ property: String, member: String, in type: any DeclGroupSyntax) -> Bool {
        for token in type.memberBlock.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(member) {
            guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.id == token.id,
                  let base = access.base else { continue }
            if SwiftModelMapper.withoutSelf(base.trimmedDescription) == property { return true }
        }
        return false
    }
}
