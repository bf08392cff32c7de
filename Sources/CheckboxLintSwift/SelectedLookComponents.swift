import SwiftSyntax

/// A component whose choice is shown only by its look and whose tap runs its caller's action
/// (a weekday picker's day): `struct DayButton: View { let day:
/// String; let isSelected: Bool; let action: () -> Void; var body: some View { Button(action:
/// action) { Text(day).background(RoundedRectangle(cornerRadius: 12).fill(isSelected ? .orange :
/// .gray)) } } }`. Unless its callers (in other files) keep one choice with it, the file shows a
/// control that draws a chosen state nothing exposes: VoiceOver reads "Mon, Button" for a chosen
/// day and for another alike. The component is a checkbox of that Bool, found at its own file.
///
/// Only a struct whose tap runs a closure property itself (`CallerClosureActions.calledProperty`),
/// with no call of it in the file (a caller in the file says what the tap does:
/// `CallerClosureActions`; one that only hands on the Bool and the closure it was handed says
/// nothing, `CallerClosureActions.isPassThrough`), whose one Bool property named for a choice (`isSelected`, `isChosen`,
/// `isChecked`: `ShownByLook.namesAChoice`) is shown by a look on the tapped view
/// (`ShownByLook.isLook`) and by no box image (a box is `CallerClosureActions`' and the symbol
/// search's to read). A type named for a single choice (`RadioButton`, `TabButton`) is a radio, and
/// so is one whose callers in other files each keep one choice with it (`SingleChoiceCallers`).
enum SelectedLookComponents {
    /// The Bool property whose look the tap `body`, a caller's action, leaves to the callers.
    static func state(changedBy body: Syntax, in type: any DeclGroupSyntax, file: SourceFileSyntax,
                      shownBy indicators: [Indicator], tappedView: ExprSyntax) -> String? {
        guard let name = type.as(StructDeclSyntax.self)?.name.text, !namesASingleChoice(name),
              let property = CallerClosureActions.calledProperty(body),
              CallerClosureActions.actionProperties(of: type).contains(property),
              // A caller that only hands on what it was handed is none (`CallerClosureActions.isPassThrough`).
              !CallerClosureActions.hasDecidingCalls(of: type, named: name, in: file),
              // A private component with no caller in its file is shown nowhere.
              !isPrivate(type) else { return nil }
        // A Bool the callers pass: no initial value of its own (`@State private var isSelected = false`
        // set on hover is the view's own look, not a choice).
        let choices = CallerClosureActions.boolProperties(of: type).filter { ShownByLook.namesAChoice($0) && isPassedIn($0, type) }
        guard choices.count == 1, let choice = choices.first else { return nil }
        let showing = indicators.filter { ShownByLook.readBool($0.condition) == choice }
        let (_, top) = ViewContext.modifierChain(above: tappedView)
        guard !showing.contains(where: \.looksLikeCheckbox),
              showing.contains(where: { SwiftSyntaxFacts.contains(top, $0.node) && ShownByLook.isLook($0, tappedView: tappedView, iconBesideText: true) })
        else { return nil }
        // Callers in the project's other files that each keep one choice (`isSelected: answer ==
        // "legato"`): a radio's options, as callers in this file would say. Asked last: it may parse them.
        guard !SingleChoiceCallers.keepOneChoice(name, choice: choice, action: property) else { return nil }
        return choice
    }

    /// A type named for a control that holds one choice of many (`RadioButton`, `TabButton`,
    /// `SegmentItem`, `ThemePickerRow`): its `isSelected` marks the one option chosen, a radio's
    /// state, not a checkbox's.
    static func namesASingleChoice(_ name: String) -> Bool {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(Character(character.lowercased()))
        }
        return words.contains { ["radio", "tab", "tabs", "segment", "segmented", "picker"].contains($0) }
    }

    private static func isPrivate(_ type: any DeclGroupSyntax) -> Bool {
        type.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    }

    /// Whether the stored property `name` has no initial value and no property wrapper: its value
    /// is given by whoever makes the view.
    static func isPassedIn(_ name: String, _ type: any DeclGroupSyntax) -> Bool {
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) else { continue }
            return variable.attributes.isEmpty && variable.bindings.allSatisfy { $0.initializer == nil }
        }
        return false
    }
}
