import SwiftSyntax

/// A chip whose own tap flips the choice its caller binds to it, shown only by its look:
/// `@Binding var isSelected: Bool` with `Button { isSelected.toggle() } label: { Text(label)
/// .background(isSelected ? Color.blue : Color.white) }`. The caller keeps a set of such chips
/// (interests, filters); VoiceOver reads "Sports, Button" chosen or not. A Bool named for a choice
/// (`ShownByLook.namesAChoice`: `isSelected`, `isChosen`) says what the look means, as a name that
/// says "checked" does; a flip (not a set to `true`) says it is two-state, not one choice of many.
///
/// Only a `@Binding` (the caller's choice: a view's own `@State` changing its colour may be a
/// pressed or expanded look — unless it is named for a choice and only the tapped view's whole
/// tap flips it, `OwnStateChoiceTaps`), in a type not named for a single choice (`TabButton`,
/// `RadioButton`), shown on the tapped view by a look (`ShownByLook.isLook`) and by no image but a
/// fixed icon beside its text.
enum ToggledChoiceLooks {
    static func isChoiceShownByLook(_ indicator: Indicator, state: String, action: TapAction,
                                    in type: any DeclGroupSyntax) -> Bool {
        let read = ShownByLook.readBool(indicator.condition)
        // Or a member of a bound value the tap toggles (`data.isSelected`, `BoundModelMembers`).
        // A bound Bool named for an on/off state (`isOn`, `isActive`, `picked`) is as good a name
        // here: the view's own tap flips the caller's Bool and only the look shows it — what a tab's
        // `isActive` (set, not flipped) or a disabled look's `isEnabled` (never tapped) is not.
        // A Bool named for a thing done (`isBought`, `isCompleted`) is as good a name: the tap flips
        // that very flag, and a colour or a dimmed row is its only look (round thirty-five).
        let namedForAChoice = ShownByLook.namesAChoice(state) || ShownByLook.namesACompletion(state)
        guard namedForAChoice || ShownByLook.namesAnOnState(state),
              read == state && isBinding(state, in: type)
                || namedForAChoice && BoundModelMembers.isBoundMember(read, state: state, action: action, in: type)
                // Or the view's own `@State` named for a choice, the tapped view's whole tap its one
                // flip (`OwnStateChoiceTaps`): read as the `Button` of that action is.
                || namedForAChoice && read == state && OwnStateChoiceTaps.flipsOwnChoice(state, action: action, in: type)
                // Or a member of a loop's bound element, of an entry bound from a subscript, or of a
                // bound value a model's method finds and flips (`ElementMemberFlips`).
                || namedForAChoice && ElementMemberFlips.flips(read, member: state, action: action, in: type)
                // Or a computed Bool of the view mirroring a membership the model's method flips.
                || namedForAChoice && read == state && ElementMemberFlips.mirrorsMembership(state, action: action, in: type),
              !SelectedLookComponents.namesASingleChoice(HandMadeCheckbox.typeName(type)),
              action.covers(indicator.node) || SwiftSyntaxFacts.contains(ViewContext.modifierChain(above: action.tappedView).1, indicator.node)
        else { return false }
        // A fixed icon beside the text (a setting's symbol) is the chip's picture, not a favourite's
        // heart or a box: those the literals still tell (`ShownByLook.isLook`).
        return ShownByLook.isLook(indicator, tappedView: action.tappedView, iconBesideText: true)
    }

    private static func isBinding(_ name: String, in type: any DeclGroupSyntax) -> Bool {
        type.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Binding" })
            else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }
}
