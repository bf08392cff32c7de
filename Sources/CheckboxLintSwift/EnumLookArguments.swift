import SwiftSyntax

/// A chip whose chosen look is a case of an enum its caller hands it, rather than a Bool: `struct Chip:
/// View { let text: String; let variant: ChipVariant; let onTap: () -> Void; var body: some View {
/// Button(action: onTap) { Text(text).background(variant == .primary ? Color.blue : Color.gray) } } }`,
/// called in the same file as `Chip(text: item, variant: chosen.contains(item) ? .primary : .default,
/// onTap: { if chosen.contains(item) { chosen.remove(item) } else { chosen.insert(item) } })`. The enum
/// stands for the Bool the caller chooses it by: the chip is one option of a multiple choice, its
/// chosen state only its look (round thirty-three, second part, `chip-group-variant`), read as
/// `CallerFlippedLooks` reads a Bool the caller hands.
///
/// Only when the tap runs the callers' closure property itself, the property is stored and given by
/// the caller (no initial value, no wrapper, not a `Bool`), the type's look on the tapped view compares
/// it with a case (`variant == .primary ? … : …`, a colour or border modifier: `ShownByLook.isLook`),
/// and a call of the type in the file gives it `condition ? .a : .b` — two different cases, one of them
/// the case the look compares with, so that the two looks are seen to differ — with a closure that
/// flips that condition (a membership it both adds to and takes from, or a Bool named for a choice
/// it toggles; a `let` of the loop's body or the helper method standing for its value). A branch
/// that is not a case (`isSelected ? .primary : variant`, the group's own variant, which may be
/// `.primary`): the looks are not seen to differ, nothing is read. A type named for one choice of
/// many (`TabButton`, `SegmentItem`) is left out.
enum EnumLookArguments {
    /// The property that stands for the caller's Bool; nil when there is none.
    static func state(changedBy body: Syntax, in type: any DeclGroupSyntax, file: SourceFileSyntax,
                      shownBy indicators: [Indicator], tappedView: ExprSyntax) -> String? {
        guard let name = type.as(StructDeclSyntax.self)?.name.text, !SelectedLookComponents.namesASingleChoice(name),
              let property = CallerClosureActions.calledProperty(body),
              CallerClosureActions.actionProperties(of: type).contains(property) else { return nil }
        // The compared cases of each property the look reads: `variant == .primary` → `variant`: `primary`.
        let (_, top) = ViewContext.modifierChain(above: tappedView)
        var compared: [String: Set<String>] = [:]
        for indicator in indicators {
            guard let (subject, value) = comparedCase(indicator.condition),
                  SwiftSyntaxFacts.contains(tappedView, indicator.node) || SwiftSyntaxFacts.contains(top, indicator.node),
                  ShownByLook.isLook(indicator, tappedView: tappedView) else { continue }
            compared[subject, default: []].insert(value)
        }
        guard !compared.isEmpty else { return nil }
        let bools = CallerClosureActions.boolProperties(of: type)
        let candidates = compared.keys.filter { !bools.contains($0) && SelectedLookComponents.isPassedIn($0, type) }.sorted()
        guard !candidates.isEmpty else { return nil }
        for site in CallerClosureActions.callSites(named: name, in: file) {
            let call = site.call
            guard let closure = CallerClosureActions.closure(givenAs: property, to: call) else { continue }
            for candidate in candidates {
                guard let given = SwiftSyntaxFacts.argument(call, candidate),
                      let ternary = SwiftSyntaxFacts.ternary(given), ternary.branches.count == 2,
                      let first = caseName(ternary.branches[0]), let second = caseName(ternary.branches[1]), first != second,
                      compared[candidate]?.contains(first) == true || compared[candidate]?.contains(second) == true,
                      let condition = conditionExpression(of: given) else { continue }
                let lets = LoopBodyLets(around: call, function: true)
                let passed = lets.resolved(condition)
                let chooser = StateChanges.lastComponent(passed)
                if CallerFlippedLooks.flips(passed, in: closure, state: chooser) { return candidate }
            }
        }
        return nil
    }

    /// `variant == .primary`, `.primary == variant`, `self.variant != .primary`: the property and the
    /// case; nil for any other condition.
    private static func comparedCase(_ condition: String) -> (String, String)? {
        let read = HandMadeCheckbox.normalizedCondition(condition)
        let operatorRange = read.range(of: "==") ?? read.range(of: "!=")
        guard let operatorRange, !read.contains("&&"), !read.contains("||") else { return nil }
        let left = String(read[..<operatorRange.lowerBound]), right = String(read[operatorRange.upperBound...])
        for (subject, value) in [(left, right), (right, left)] where value.hasPrefix(".") {
            let caseName = String(value.dropFirst())
            guard isName(subject), isName(caseName) else { continue }
            return (subject, caseName)
        }
        return nil
    }

    private static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// `.primary` (or `ChipVariant.primary`): the case's name; nil for anything else.
    private static func caseName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
              member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
        else { return nil }
        return member.declName.baseName.text
    }

    /// The condition of `c ? a : b` as an expression of the tree (`chosen.contains(item)`, `isSelected`):
    /// the one element before the `?`; nil when it is spread over several (`a && b`).
    private static func conditionExpression(of ternary: ExprSyntax) -> ExprSyntax? {
        var expression = ternary
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            expression = only.expression
        }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              sequence.elements.dropFirst().first?.is(UnresolvedTernaryExprSyntax.self) == true else { return nil }
        return sequence.elements.first
    }
}
