import CheckboxLintModel

/// A checkbox whose visible label does not toggle it: only the small box does. Aetna: "Tapping
/// label or icon checks/unchecks the Checkbox".
struct LabelNotTappable: OptionlessRule {
    static let description = RuleDescription(
        id: "label-not-tappable",
        name: "Checkbox label does not toggle it",
        defaultSeverity: .warning,
        tags: ["wcag258"]
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        // The indicator variant shows no text (OUDSCheckbox): its label is not visible.
        for checkbox in document.reachableCheckboxes where checkbox.tapTarget == .indicator && checkbox.variant != .indicator {
            guard let label = checkbox.label, !label.isBlank else { continue }
            if document.origin == .swift {
                context.report(checkbox, "Checkbox '\(checkbox.controlClass ?? checkbox.displayName)' toggles only when its image is tapped, not its label \(label.quickTrimmed()); attach the tap action to the whole row (the stack, with .contentShape(Rectangle())) or make the row a Button")
                continue
            }
            context.report(checkbox, "Checkbox \(composed: document.messageName(of: checkbox)) toggles only when its box is tapped, not its label '\(label.quickTrimmed())'; make the whole row the tap target (tapTarget=\"row\")")
        }
    }
}
