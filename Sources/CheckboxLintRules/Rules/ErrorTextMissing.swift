import CheckboxLintModel

/// A checkbox in error with nothing that says what is wrong.
struct ErrorTextMissing: OptionlessRule {
    static let description = RuleDescription(
        id: .errorTextMissing,
        name: "Checkbox in error has no error text",
        defaultSeverity: .warning,
        tags: ["wcag331"]
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        for stop in document.tree.checkboxes where stop.isError && (stop.errorText?.isBlank ?? true) {
            context.report(stop, "Checkbox \(composed: document.profile.messageName(of: stop)) is in error but has no errorText; add an errorText that says what is wrong and how to fix it")
        }
    }
}
