import CheckboxLintModel

/// A checkbox whose visible label does not toggle it: only the small box does. Aetna: "Tapping
/// label or icon checks/unchecks the Checkbox".
struct LabelNotTappable: OptionlessRule {
    static let description = RuleDescription(
        id: .labelNotTappable,
        name: "Checkbox label does not toggle it",
        defaultSeverity: .warning,
        tags: ["wcag258"]
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        let profile = document.profile
        // The indicator variant shows no text (OUDSCheckbox): its label is not visible.
        for stop in document.tree.checkboxes where stop.tapTarget == .indicator && stop.variant != .indicator {
            // Or the text beside a box that has no name of its own (a SwiftUI box `Button` beside a
            // `Text`): the label the user sees and taps in vain all the same.
            guard let label = stop.visibleLabel ?? stop.untiedText, !label.isBlank else { continue }
            let advice = PlatformProfile.fill(profile.tapTargetAdvice, ["label": OneLine.excerpt(label.quickTrimmed()),
                                                                         "indicator": stop.indicatorWord])
            context.report(stop, "Checkbox \(composed: profile.componentName(of: stop)) \(composed: advice)")
        }
    }
}
