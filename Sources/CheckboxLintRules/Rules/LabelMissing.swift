import CheckboxLintModel

/// A checkbox that the screen reader cannot name.
struct LabelMissing: OptionlessRule {
    static let description = RuleDescription(
        id: .labelMissing,
        name: "Checkbox has no accessible name",
        defaultSeverity: .error,
        tags: ["wcag412"]
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        let profile = document.profile
        // A control judged by its row takes the row's name, which may be set outside the file (a
        // Preference's title).
        for stop in document.tree.checkboxes where stop.name == nil && !stop.isJudgedByRow {
            let advice = stop.untiedText.map { PlatformProfile.fill(profile.untiedTextAdvice, ["text": OneLine.excerpt($0)]) }
                ?? profile.nameAdvice
            context.report(stop, "Checkbox \(composed: profile.messageName(of: stop)) has no accessible name\(composed: advice)")
        }
    }
}
