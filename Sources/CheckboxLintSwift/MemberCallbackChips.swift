import SwiftSyntax

/// A grid of chips its caller hands the chosen set and a callback taking the member (round
/// thirty-four, a grocery app's diet and allergy chips): `let selected: Set<String>; let onToggle:
/// (String) -> Void` (or `@Binding var selected`), each chip `Button { onToggle(option) } label: {
/// Text(option).background(selected.contains(option) ? … : …) }` in `ForEach(options) { option in
/// … }` (the membership also through a `let isSelected = selected.contains(option)` of the loop).
/// The tap hands the caller the very element whose membership the chip's look shows: the chip is
/// a checkbox of that membership, as the same chips over a set of the view's own flipped inline are.
///
/// Only a closure property called with the loop's element alone, and a set the callers give (a
/// stored property with no initial value, plain or `@Binding`) whose membership of that element
/// chooses a look or a box on the tapped view. A single choice stays out: an equality
/// (`selection == option`) is no membership, and callers that each only assign the member handed
/// back (`{ chosen = $0 }`: `SingleChoiceCallers.keepsOneChoice`) keep one choice with it.
enum MemberCallbackChips {
    /// The set whose membership of the loop's element the tap `body` hands to a caller's closure, and
    /// whether a box shows it (else only a look does).
    static func state(changedBy body: Syntax, in type: any DeclGroupSyntax, file: SourceFileSyntax,
                      shownBy indicators: [Indicator], tappedView: ExprSyntax, changes: StateChanges) -> (set: String, byBox: Bool)? {
        guard let stored = type.as(StructDeclSyntax.self), let call = ClosureTapCall(body, changes: changes), call.sender == nil,
              call.arguments.count == 1, call.negatedArguments.isEmpty, call.fieldArguments.isEmpty,
              let element = call.arguments.first,
              CallerClosureActions.closureProperties(of: stored).contains(call.property),
              LoopElements.isElement(element, at: Syntax(tappedView)) else { return nil }
        let (_, top) = ViewContext.modifierChain(above: tappedView)
        for set in givenCollections(of: stored).sorted() {
            let membership = set + ".contains(" + element + ")"
            // A `let` before the view that binds the membership (`let isSelected = selected.contains(option)`),
            // compared as normalized text.
            let names = ViewBuilderLets.names(around: tappedView, in: type) { ShownByLook.readBool($0.trimmedDescription) == membership }
            let showing = indicators.filter { indicator in
                let read = ShownByLook.readBool(indicator.condition)
                return (read == membership || names.contains(read)) && SwiftSyntaxFacts.contains(top, indicator.node)
            }
            let byBox = showing.contains(where: \.looksLikeCheckbox)
            guard byBox || showing.contains(where: { ShownByLook.isLook($0, tappedView: tappedView, iconBesideText: true) }) else { continue }
            // Callers that each keep one choice with the member handed back (`{ chosen = $0 }`): a radio's.
            let sites = CallerClosureActions.callSites(named: stored.name.text, in: file)
            if !sites.isEmpty, sites.allSatisfy({ SingleChoiceCallers.keepsOneChoice($0.call, action: call.property) }) { return nil }
            return (set, byBox)
        }
        return nil
    }

    /// Stored properties a caller gives that are no Bool and no closure: a type spelt, no initial
    /// value, no wrapper but `@Binding` (`let selected: Set<String>`, `@Binding var chosen: [Diet]`).
    private static func givenCollections(of type: StructDeclSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let wrappers = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            guard wrappers.allSatisfy({ $0 == "Binding" }), wrappers.count == variable.attributes.count else { continue }
            for binding in variable.bindings where binding.initializer == nil && binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let annotation = binding.typeAnnotation?.type, annotation.trimmedDescription != "Bool",
                      StoredProperties.functionType(annotation) == nil else { continue }
                names.insert(name)
            }
        }
        return names
    }
}
