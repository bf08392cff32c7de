import SwiftSyntax

/// A tap that asks another type for a member of a value set to what it is not (round thirty-two,
/// third part, pattern 1; a grocery card):
///
///     let item: GroceryItem
///     HStack { Text(item.name); Image(systemName: item.isNeeded ? "checkmark.circle.fill" : "circle") }
///         .onTapGesture { model.updateGroceryItem(item: item, field: .isNeeded(!item.isNeeded)) }
///
/// The view does not set the member itself (`item` is a value the caller hands it); it asks the
/// model to set `item.isNeeded` to its negation, and the model's change comes back as a new `item`:
/// the tap flips `item.isNeeded`, as `item.isNeeded.toggle()` would on a binding. The request is
/// `!x.m` handed to any call under the member's own label (`update(item, isNeeded: !item.isNeeded)`)
/// or as the one payload of an enum case named for it (`.isNeeded(!item.isNeeded)`), in the tap or
/// in a function of the type it calls (two deep), `x` not a `@State` of the view (its own copy,
/// which a model's change never reaches).
///
/// Only a box look chosen by `x.m` itself will do (`looksLikeCheckbox`): a star or a heart chosen
/// by a favourite handed negated (`.isFavorite(!item.isFavorite)`) is a toggle button of another
/// kind, and a member handed as it is, or another member negated, asks for no flip of the one shown.
enum NegatedFieldRequests {
    /// The member (`isNeeded`) `body` asks to be set to its negation, shown by a box; nil when none is.
    static func state(requestedBy body: Syntax, shownBy indicators: [Indicator], changes: StateChanges) -> String? {
        let boxes = indicators.filter(\.looksLikeCheckbox)
        guard !boxes.isEmpty else { return nil }
        let bodies = changes.bodiesRun(from: body)
        var states: Set<String>?
        for current in bodies {
            for negation in SwiftSyntaxFacts.nodes(PrefixOperatorExprSyntax.self, in: current) where negation.operator.text == "!" {
                guard let (path, value, member) = request(negation) else { continue }
                if states == nil { states = StoredProperties.states(of: changes.type) }
                guard states?.contains(value) != true,
                      boxes.contains(where: { ShownByLook.readBool($0.condition) == path }) else { continue }
                return member
            }
        }
        return nil
    }

    /// For `!x.m` handed as `m: !x.m` or `.m(!x.m)`: its path (`item.isNeeded`, without `self.`),
    /// the value (`item`) and the member (`isNeeded`); nil for any other negation.
    static func request(_ negation: PrefixOperatorExprSyntax) -> (path: String, value: String, member: String)? {
        guard let access = negation.expression.as(MemberAccessExprSyntax.self), let base = access.base,
              let argument = negation.parent?.as(LabeledExprSyntax.self) else { return nil }
        let member = access.declName.baseName.text
        let value = HandMadeCheckbox.normalizedCondition(base.trimmedDescription)
        guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        if argument.label?.text == member { return (value + "." + member, value, member) }
        // `.isNeeded(!item.isNeeded)`, `Field.isNeeded(…)`: the one payload of a case named for the member.
        guard argument.label == nil, let list = argument.parent?.as(LabeledExprListSyntax.self), list.count == 1,
              let call = list.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let caseAccess = call.calledExpression.as(MemberAccessExprSyntax.self), caseAccess.declName.baseName.text == member,
              caseAccess.base == nil || caseAccess.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
        else { return nil }
        return (value + "." + member, value, member)
    }
}
