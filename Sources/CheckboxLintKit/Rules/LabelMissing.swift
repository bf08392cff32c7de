/// A checkbox that VoiceOver cannot name.
struct LabelMissing: OptionlessRule {
    static let description = RuleDescription(
        id: "label-missing",
        name: "Checkbox has no accessible name",
        defaultSeverity: .error,
        tags: ["wcag412"]
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        for checkbox in document.checkboxes where checkbox.accessibleName == nil {
            context.report(checkbox, "Checkbox '\(checkbox.displayName)' has no accessible name; add a label or accessibilityLabel")
        }
    }
}
