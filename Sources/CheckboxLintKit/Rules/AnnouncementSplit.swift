/// A checkbox whose label and box VoiceOver reads as two elements.
struct AnnouncementSplit: Rule {
    static let description = RuleDescription(
        id: "announcement-split",
        name: "Label and box are separate accessibility elements",
        defaultSeverity: .warning,
        tags: ["wcag131", "wcag412"]
    )

    init(options: RuleOptions) throws {
        try options.checkKnown(Self.description)
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        for checkbox in document.checkboxes where checkbox.accessibilityElement == .separate {
            context.report(checkbox, "Checkbox '\(checkbox.displayName)' is two accessibility elements, so VoiceOver reads its label apart from its state and role; make it one element (accessibilityElement=\"combined\", in SwiftUI .accessibilityElement(children: .combine))")
        }
    }
}
