import CheckboxLintModel

/// A checkbox whose label and box VoiceOver reads as two elements.
struct AnnouncementSplit: OptionlessRule {
    static let description = RuleDescription(
        id: "announcement-split",
        name: "Label and box are separate accessibility elements",
        defaultSeverity: .warning,
        tags: ["wcag131", "wcag412"]
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        for index in document.elements.indices
        where document.elements[index].accessibilityElement == .separate && document.elements[index].isCheckbox {
            let checkbox = document.elements[index]
            context.report(checkbox, "Checkbox \(composed: document.messageName(of: checkbox)) is two accessibility elements, so VoiceOver reads its label apart from its state and role; make it one element (accessibilityElement=\"combined\", in SwiftUI .accessibilityElement(children: .combine))")
        }
    }
}
