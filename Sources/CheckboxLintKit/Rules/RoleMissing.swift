/// A custom checkbox whose declared traits never make VoiceOver say what it is.
struct RoleMissing: OptionlessRule {
    static let description = RuleDescription(
        id: "role-missing",
        name: "Declared traits have no checkbox role",
        defaultSeverity: .error,
        tags: ["wcag412"]
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        // The role word, looked up on first use: making a builder looks up the document's
        // language and word table.
        var role: String?
        // Only elements with traits are copied (see AnnouncementSplit).
        for index in document.elements.indices where document.elements[index].traits != nil && document.elements[index].isCheckbox {
            let checkbox = document.elements[index]
            guard !AnnouncementBuilder.announcesRole(checkbox) else { continue }
            let word = role ?? AnnouncementBuilder(document: document).words.role
            role = word
            let declared = checkbox.traits?.joined(separator: " ") ?? ""
            context.report(checkbox, "Checkbox '\(checkbox.displayName)' declares traits \"\(declared)\" without checkbox or toggle, so VoiceOver never says \"\(word)\"; add the checkbox trait")
        }
    }
}
