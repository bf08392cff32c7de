import CheckboxLintModel

/// A checkbox whose label and box the screen reader reads as two elements.
struct AnnouncementSplit: OptionlessRule {
    static let description = RuleDescription(
        id: .announcementSplit,
        name: "Label and box are separate accessibility elements",
        defaultSeverity: .warning,
        tags: ["wcag131", "wcag412"]
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        for stop in document.tree.stops where stop.isCheckbox && stop.isSplit {
            context.report(stop, "Checkbox \(composed: document.profile.messageName(of: stop)) is two accessibility elements, so \(composed: document.profile.readerName) reads its label apart from its state and role; make it one element (accessibilityElement=\"combined\", in SwiftUI .accessibilityElement(children: .combine))")
        }
    }
}
