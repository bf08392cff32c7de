/// A checkbox that starts checked while the user can change it: OUDS says a checkbox "by default
/// must be used in unselected state", and a pre-ticked box decides for the user.
struct DefaultChecked: Rule {
    static let description = RuleDescription(
        id: "default-checked",
        name: "Checkbox is checked by default",
        defaultSeverity: .warning
    )

    init(options: RuleOptions) throws {
        try options.checkKnown(Self.description)
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        // A design-system rule (OUDS): in Swift source it judges design-system components only,
        // not a Toggle bound to the app's own settings (SPEC §4.1).
        for checkbox in document.checkboxes
        where checkbox.checkState == .checked && !checkbox.isDisabled && !checkbox.isReadOnly
            && (document.origin != .swift || checkbox.controlClass?.hasPrefix("OUDS") == true) {
            context.report(checkbox, "Checkbox '\(checkbox.displayName)' is checked by default; start it unchecked and let the user choose")
        }
    }
}
