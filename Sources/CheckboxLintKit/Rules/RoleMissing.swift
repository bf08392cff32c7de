/// A custom checkbox whose declared traits never make VoiceOver say what it is.
struct RoleMissing: OptionlessRule {
    static let description = RuleDescription(
        id: "role-missing",
        name: "Declared traits have no checkbox role",
        defaultSeverity: .error,
        tags: ["wcag412"]
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        for index in document.elements.indices where document.elements[index].traits != nil && document.elements[index].isCheckbox {
            let checkbox = document.elements[index]
            guard !AnnouncementBuilder.announcesRole(checkbox) else { continue }
            if document.origin == .interfaceBuilder {
                reportInInterfaceBuilder(checkbox, document, &context)
                continue
            }
            let word = context.announcements.words.role
            let declared = checkbox.traits?.joined(separator: " ") ?? ""
            context.report(checkbox, "Checkbox \(composed: document.messageName(of: checkbox)) declares traits \"\(declared)\" without checkbox or toggle, so VoiceOver never says \"\(word)\"; add the checkbox trait")
        }
    }

    /// UIKit and AppKit (SPEC §3.1): VoiceOver has no "checkbox" role on iOS; a custom control with
    /// the button trait is announced "Button", with "Selected" when code sets the selected trait,
    /// which tells the state. Only traits with neither the button nor the toggle trait leave
    /// VoiceOver with no role and no state to say.
    private func reportInInterfaceBuilder(_ checkbox: Element, _ document: Document, _ context: inout RuleContext) {
        let traits = checkbox.traits ?? []
        if traits.contains(where: { $0.lowercased() == "button" }) { return }
        let declared = traits.joined(separator: " ")
        context.report(checkbox, "Checkbox \(composed: document.messageName(of: checkbox)) declares traits \"\(declared)\" with neither the button nor the toggle button trait, so VoiceOver announces neither its role nor its state; add the Toggle Button trait (iOS 17), or the Button trait with Selected set when it is checked")
    }
}
