import SwiftSyntax

/// A component with no tap of its own that its callers make one option of a multiple choice (a
/// design system's chip):
///
///     struct DSChip: View {
///         let label: String
///         private var isSelected = false
///         var body: some View {
///             Text(label).background(isSelected ? … : …)
///                 .accessibilityElement(children: .combine).accessibilityLabel(label)
///                 .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
///         }
///         func selected(_ isSelected: Bool) -> Self { var copy = self; copy.isSelected = isSelected; return copy }
///     }
///     …
///     DSChip(option).selected(chosen.contains(option))
///         .onTapGesture { if chosen.contains(option) { chosen.remove(option) } else { chosen.insert(option) } }
///
/// Every tap the user makes on the chip is the caller's, yet what VoiceOver meets is the chip as
/// its own type declares it: its label, its traits, its hint, one element or several. So the chip
/// is the checkbox, read at its declaration with its own accessibility modifiers — a caller's
/// texts around it (the set's title) never name it, and a chip that says its role and state
/// (`.isButton` with `.isSelected` while chosen) has no defect of its own.
///
/// Only a `View` struct whose body takes no tap, not named for one choice of many (`TabChip`),
/// with one `Bool` property named for a choice (`isSelected`, `isChecked`: `ShownByLook.namesAChoice`;
/// declared `Bool`, or a `var` given a Bool literal: `StoredProperties.bools`)
/// that its body reads in a look, given by a call (an argument of that label, or a method of the
/// type that returns a copy with the property set, `.selected(x)`) that a `.onTapGesture` on the
/// same call flips: the membership it passes (`chosen.contains(option)`) taken out of and put into
/// the set by the tap (`CallerFlippedLooks.flips`), or the looped element's Bool it passes
/// (`tag.isSelected`) flipped where the tap, or a method of the caller it calls, finds that
/// element again by its key (`KeyedElementFlips`). A caller that assigns one choice is a radio's.
enum CallerTappedComponents {
    /// The choice property the callers' taps flip, and the first such tap's closure; nil when the
    /// callers (in the file, else in the project: `CallerClosureActions.callSites`) show none.
    /// - Parameter heldValueOnly: ask only for a member of a held value (`CallerTappedValues`): a
    ///   component with taps of its own, none of them a checkbox's.
    static func state(of type: any DeclGroupSyntax, file: SourceFileSyntax, shownBy indicators: [Indicator], heldValueOnly: Bool = false)
        -> (state: String, tap: ClosureExprSyntax)? {
        guard let view = type.as(StructDeclSyntax.self), view.inherits("View"),
              !SelectedLookComponents.namesASingleChoice(view.name.text) else { return nil }
        if heldValueOnly { return CallerTappedValues.state(of: view, file: file, shownBy: indicators) }
        let choices = StoredProperties.bools(of: type).filter(ShownByLook.namesAChoice)
        // Or, with no such Bool flipped (none, or a mode the card is handed: `@Binding var selecting`),
        // a member of a value it holds that the callers' taps flip (`CallerTappedValues`).
        let heldValue = { CallerTappedValues.state(of: view, file: file, shownBy: indicators) }
        guard !choices.isEmpty else { return heldValue() }
        guard choices.count == 1, let choice = choices.first, indicators.contains(where: { $0.mentions(choice) }) else { return heldValue() }
        let setters = copySetters(of: choice, in: view)
        for site in CallerClosureActions.callSites(named: view.name.text, in: file) {
            let (modifiers, _) = ViewContext.modifierChain(above: ExprSyntax(site.call))
            var passed = SwiftSyntaxFacts.argument(site.call, choice)
            var tap: ClosureExprSyntax?
            for modifier in modifiers {
                if setters.contains(modifier.name), modifier.call.arguments.count == 1 { passed = modifier.call.arguments.first?.expression }
                if modifier.name == "onTapGesture" {
                    tap = modifier.call.trailingClosure ?? SwiftSyntaxFacts.argument(modifier.call, "perform")?.as(ClosureExprSyntax.self)
                }
            }
            guard let passed, let tap else { continue }
            // The tap flips what it passes, itself, or through a method of the caller that finds the
            // looped element again by its key and flips it there (`KeyedElementFlips`).
            if CallerFlippedLooks.flips(passed, in: tap, state: choice)
                || KeyedElementFlips.flips(passed, in: tap, at: site.call, file: site.file) { return (choice, tap) }
        }
        return heldValue()
    }

    /// The view the body lays out, under its modifiers (`HStack { … }` of `HStack { … }.padding()…`):
    /// the tapped view, its modifiers the chip's own.
    static func bodyView(of type: any DeclGroupSyntax) -> ExprSyntax? {
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let binding = variable.bindings.first, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
                  let accessors = binding.accessorBlock else { continue }
            let statements: CodeBlockItemListSyntax
            switch accessors.accessors {
            case .getter(let items): statements = items
            case .accessors(let list):
                guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = getter.body else { return nil }
                statements = body.statements
            }
            guard statements.count == 1, let item = statements.first?.item else { return nil }
            let expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
            return expression.map { SwiftSyntaxFacts.viewUnderModifiers($0).view }
        }
        return nil
    }

    /// The methods of `view` that return a copy with `property` set to their one parameter
    /// (`func selected(_ isSelected: Bool) -> Self { var copy = self; copy.isSelected = isSelected; return copy }`).
    private static func copySetters(of property: String, in view: StructDeclSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in view.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                  function.signature.parameterClause.parameters.count == 1, let parameter = function.signature.parameterClause.parameters.first,
                  let returned = function.signature.returnClause?.type.trimmedDescription,
                  returned == "Self" || returned == view.name.text || returned == "some View" else { continue }
            let given = (parameter.secondName ?? parameter.firstName).text
            let sets = body.statements.contains { statement in
                guard let sequence = statement.item.as(SequenceExprSyntax.self) else { return false }
                let elements = Array(sequence.elements)
                return elements.count == 3 && elements[1].is(AssignmentExprSyntax.self)
                    && elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == property
                    && elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text == given
            }
            if sets { names.insert(function.name.text) }
        }
        return names
    }
}

extension HandMadeCheckbox {
    /// The component its callers' taps make a checkbox (`CallerTappedComponents`), located at the
    /// view its body lays out, named and described by the component's own accessibility modifiers.
    /// - Parameter handedOn: the look of the view the component hands its Bool on to, when it
    ///   draws none itself (`HandedOnLooks`).
    /// - Parameter besideOwnTaps: the component's own taps, none of which made a checkbox (a photo
    ///   card's retry tap on its error placeholder): only a look outside them is read, the member
    ///   of a value it holds that the callers' taps flip (`CallerTappedValues`; round thirty-three).
    static func callerTapped(_ declaration: any DeclGroupSyntax, file: SourceFileSyntax, collector: CallCollector,
                             handedOn: Indicator? = nil, besideOwnTaps ownTaps: [TapAction] = []) -> HandMadeCheckbox? {
        var indicators = collector.indicators + (handedOn.map { [$0] } ?? [])
        if !ownTaps.isEmpty { indicators.removeAll { indicator in ownTaps.contains { $0.covers(indicator.node) } } }
        guard let found = CallerTappedComponents.state(of: declaration, file: file, shownBy: indicators, heldValueOnly: !ownTaps.isEmpty),
              let view = CallerTappedComponents.bodyView(of: declaration),
              let look = indicators.first(where: { $0.mentions(found.state) || CallerTappedValues.shownPaths($0.condition).contains(found.state) })
        else { return nil }
        // The whole view is what the caller's gesture takes; the choice is shown by the look.
        let action = TapAction(body: Syntax(found.tap), tappedView: view, isButton: false)
        let indicator = Indicator(node: look.node, shown: Syntax(view), condition: found.state, literals: [], conditionTokens: look.node)
        var checkbox = make(declaration, indicator: indicator, action: action, state: found.state, collector: collector, toldByColour: true)
        checkbox.madeByCallersTap = true
        return checkbox
    }
}
