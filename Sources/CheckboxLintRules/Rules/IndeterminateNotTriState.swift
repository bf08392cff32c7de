import CheckboxLintModel

/// An indeterminate checkbox that is not a three-state checkbox: a two-state control cannot show
/// or return to the mixed state (OUDSCheckbox vs OUDSCheckboxItemIndeterminate, RVS_Checkbox).
struct IndeterminateNotTriState: OptionlessRule {
    static let description = RuleDescription(
        id: .indeterminateNotTriState,
        name: "Indeterminate checkbox is not three-state",
        defaultSeverity: .error
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        for stop in document.tree.checkboxes where stop.state == .indeterminate && !stop.isTriState {
            context.report(stop, "Checkbox \(composed: document.profile.messageName(of: stop)) is indeterminate but not a three-state checkbox; set triState=\"true\", or start it checked or unchecked")
        }
    }
}
