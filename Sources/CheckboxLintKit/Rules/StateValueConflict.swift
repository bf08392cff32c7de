/// An explicit `accessibilityValue` that says something other than the checkbox's state.
struct StateValueConflict: Rule {
    static let description = RuleDescription(
        id: "state-value-conflict",
        name: "accessibilityValue contradicts the state",
        defaultSeverity: .error,
        tags: ["wcag412"]
    )

    init(options: RuleOptions) throws {
        try options.checkKnown(Self.description)
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        let builder = AnnouncementBuilder(document: document)
        for checkbox in document.checkboxes {
            guard let value = checkbox.accessibilityValue else { continue }
            let word = builder.stateWord(of: checkbox)
            if value.trimmingWhitespace().lowercased() != word.lowercased() {
                context.report(checkbox, "Checkbox '\(checkbox.displayName)' is \(checkbox.checkState.rawValue), but its accessibilityValue makes VoiceOver say \"\(value)\" instead of \"\(word)\"; remove accessibilityValue or set it to \"\(word)\"")
            }
        }
    }
}
