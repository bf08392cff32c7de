import CheckboxLintModel

/// A checkbox that starts checked while the user can change it: OUDS says a checkbox "by default
/// must be used in unselected state", and a pre-ticked box decides for the user.
struct DefaultChecked: OptionlessRule {
    static let description = RuleDescription(
        id: .defaultChecked,
        name: "Checkbox is checked by default",
        defaultSeverity: .warning
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        // SPEC §4.1: a design system's component says what the user sees first; the state saved in
        // an Interface Builder file or a layout is a design-time value that code or bindings
        // replace, and a state bound at run time is not in the file.
        for stop in document.tree.checkboxes
        where stop.followsDesignGrammar && stop.stateBinding == nil && stop.state == .checked && !stop.isDisabled && !stop.isReadOnly {
            context.report(stop, "Checkbox \(composed: document.profile.messageName(of: stop)) is checked by default; start it unchecked and let the user choose")
        }
    }
}
