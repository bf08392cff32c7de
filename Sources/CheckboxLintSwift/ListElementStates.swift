import SwiftSyntax

/// An option that is one element of a list of Bools (`@Binding var activeDays: [Bool]`), its tap
/// toggling that element (`activeDays[index].toggle()`, directly or through a helper of the file)
/// and its label showing it only by a look (`.background { if activeDays[index] { Circle() } }`,
/// `.foregroundStyle(isActive ? .white : .blue)` with `let isActive = activeDays[index]` in the
/// loop): each element is a checkbox of the set the list holds (SPEC §10, "a colour, a shape's
/// fill"), as an option whose colour is chosen by `chosen.contains(day)` is.
///
/// The element the tap changes must be read whole, with the same key, by what the tapped view
/// shows: `activeDays[index]`, `!activeDays[index]`, `activeDays[index] == true`, or a name bound to
/// it in an enclosing closure. A list whose name says it is something else (`expanded[i]`,
/// `favorites[i]`) and a look on a view that shows an image stay out (`ShownByLook`).
enum ListElementStates {
    /// The indicators of `indicators` that show, by a look alone, the element `changed` names
    /// (`activeDays[index]`, as `StateChanges` reads a toggled subscript) in the view `action` taps.
    static func indicators(showing changed: String, in action: TapAction, among indicators: [Indicator],
                           declaration: any DeclGroupSyntax) -> [Indicator] {
        var element = HandMadeCheckbox.normalizedCondition(changed)
        // `toggles[key]?.toggle()`: a dictionary's entry flipped in place.
        if element.hasSuffix("]?") || element.hasSuffix("]!") { element.removeLast() }
        guard isElement(element), !ShownByLook.namesSomethingElse(element) else { return [] }
        // A view's own dictionary of Bools is read only when its name says it holds toggles or
        // checks (`categoryToggles`, `checkedItems`): a lone `isActive`-like flag stays out.
        if let open = element.firstIndex(of: "["), isOwnBoolDictionary(String(element[..<open]), in: declaration),
           !namesToggles(String(element[..<open])) {
            return []
        }
        let names = Set(boundNames(to: element, around: action.tappedView, in: declaration))
        let (_, top) = ViewContext.modifierChain(above: action.tappedView)
        return indicators.filter { indicator in
            SwiftSyntaxFacts.contains(top, indicator.node) && !SwiftSyntaxFacts.contains(action.body, indicator.node)
                && reads(indicator.condition, element: element, names: names)
                && ShownByLook.isLook(indicator, tappedView: action.tappedView)
        }
    }

    /// Whether `changed` is an entry of a dictionary of Bools the view holds (`categoryToggles[key]`,
    /// `categoryToggles[key]?` as a flip in place reads).
    static func isOwnDictionaryEntry(_ changed: String, in declaration: any DeclGroupSyntax) -> Bool {
        guard changed.hasSuffix("]") || changed.hasSuffix("]?") || changed.hasSuffix("]!"),
              let open = changed.firstIndex(of: "["), open > changed.startIndex else { return false }
        return isOwnBoolDictionary(String(changed[..<open]), in: declaration)
    }

    /// Whether `name` is a stored property of the view typed `[Key: Bool]` (or given a dictionary
    /// literal of Bools).
    private static func isOwnBoolDictionary(_ name: String, in declaration: any DeclGroupSyntax) -> Bool {
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let dictionary = binding.typeAnnotation?.type.as(DictionaryTypeSyntax.self) {
                    return dictionary.value.trimmedDescription == "Bool"
                }
                if let literal = binding.initializer?.value.as(DictionaryExprSyntax.self), case .elements(let elements) = literal.content {
                    return !elements.isEmpty && elements.allSatisfy { $0.value.is(BooleanLiteralExprSyntax.self) }
                }
            }
        }
        return false
    }

    /// A dictionary of Bools named for toggles or checks (`categoryToggles`, `checked`, `selections`, `ticks`).
    private static func namesToggles(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["toggle", "check", "select", "tick"].contains { lowered.contains($0) }
    }

    /// `name[key]`: an element of a list read by its subscript.
    private static func isElement(_ text: String) -> Bool {
        guard let open = text.firstIndex(of: "["), text.last == "]", open > text.startIndex else { return false }
        return text[..<open].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Whether a condition is the element itself, through a receiver (`model.activeDays[index]`),
    /// negated or compared with a Bool literal, or a name bound to it.
    private static func reads(_ condition: String, element: String, names: Set<String>) -> Bool {
        var read = ShownByLook.readBool(condition)
        // A dictionary's entry, absent read as off (`toggles[key] ?? false`, a `let` read through).
        if read.hasSuffix("??false") { read = String(read.dropLast("??false".count)) }
        return read == element || read.hasSuffix("." + element) || names.contains(read)
    }

    /// The names a closure around `view` binds to the element (`let isActive = activeDays[index]`),
    /// up to the declaration.
    private static func boundNames(to element: String, around view: ExprSyntax, in declaration: any DeclGroupSyntax) -> [String] {
        var names: [String] = []
        var current = Syntax(view).parent
        while let node = current, node.id != declaration.id {
            // A closure's statements, or a body's or getter's (`var body: some View { let isActive =
            // toggles[key] ?? false; … }`).
            if let statements = node.as(CodeBlockItemListSyntax.self) {
                for item in statements {
                    guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                          let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self),
                          let value = binding.initializer?.value,
                          case let bound = HandMadeCheckbox.normalizedCondition(value.trimmedDescription),
                          bound == element || bound.hasSuffix("." + element)
                            // A dictionary's entry, absent read as off (`toggles[key] ?? false`, `toggles[key] == true`).
                            || bound == element + "??false" || bound == element + "==true" else { continue }
                    names.append(name.identifier.text)
                }
            }
            current = node.parent
        }
        return names
    }
}
