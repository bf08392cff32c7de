/// A checkbox that starts checked while the user can change it: OUDS says a checkbox "by default
/// must be used in unselected state", and a pre-ticked box decides for the user.
struct DefaultChecked: OptionlessRule {
    static let description = RuleDescription(
        id: "default-checked",
        name: "Checkbox is checked by default",
        defaultSeverity: .warning
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        for checkbox in document.checkboxes
        where checkbox.checkState == .checked && !checkbox.isDisabled && !checkbox.isReadOnly {
            context.report(checkbox, "Checkbox '\(checkbox.displayName)' is checked by default; start it unchecked and let the user choose")
        }
    }
}
