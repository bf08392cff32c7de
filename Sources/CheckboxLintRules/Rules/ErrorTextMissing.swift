import CheckboxLintModel

/// A checkbox in error with nothing that says what is wrong.
struct ErrorTextMissing: OptionlessRule {
    static let description = RuleDescription(
        id: "error-text-missing",
        name: "Checkbox in error has no error text",
        defaultSeverity: .warning,
        tags: ["wcag331"]
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        for checkbox in document.reachableCheckboxes where checkbox.isError && (checkbox.errorText?.isBlank ?? true) {
            context.report(checkbox, "Checkbox \(composed: document.messageName(of: checkbox)) is in error but has no errorText; add an errorText that says what is wrong and how to fix it")
        }
    }
}
