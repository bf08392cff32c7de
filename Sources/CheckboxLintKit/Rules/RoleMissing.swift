/// A custom checkbox whose declared traits never make VoiceOver say what it is.
struct RoleMissing: Rule {
    static let description = RuleDescription(
        id: "role-missing",
        name: "Declared traits have no checkbox role",
        defaultSeverity: .error,
        tags: ["wcag412"]
    )

    init(options: RuleOptions) throws {
        try options.checkKnown(Self.description)
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        // The role word, looked up on first use: making a builder looks up the document's
        // language and word table.
        var role: String?
        // Only elements with traits are copied (see AnnouncementSplit).
        for index in document.elements.indices where document.elements[index].traits != nil && document.elements[index].isCheckbox {
            let checkbox = document.elements[index]
            guard !AnnouncementBuilder.announcesRole(checkbox) else { continue }
            if document.origin == .swift {
                reportInSwift(checkbox, &context)
                continue
            }
            let word = role ?? AnnouncementBuilder(document: document).words.role
            role = word
            let declared = checkbox.traits?.joined(separator: " ") ?? ""
            context.report(checkbox, "Checkbox '\(checkbox.displayName)' declares traits \"\(declared)\" without checkbox or toggle, so VoiceOver never says \"\(word)\"; add the checkbox trait")
        }
    }

    /// SwiftUI (SPEC §10): a hand-made checkbox declares only what its modifiers add, and an
    /// image with a tap gesture adds nothing. `.isButton` with `.isSelected` is the pre-iOS 17
    /// way to say it: VoiceOver then says "Selected" and "Button", which tells the state.
    private func reportInSwift(_ checkbox: Element, _ context: inout RuleContext) {
        let traits = Set(checkbox.traits ?? [])
        if traits.contains("button"), traits.contains("selected") || checkbox.accessibilityValue != nil { return }
        let name = checkbox.controlClass ?? checkbox.displayName
        let declared = traits.isEmpty ? "declares no accessibility trait"
            : "declares only \(traits.sorted().map { ".is\($0.prefix(1).uppercased() + $0.dropFirst())" }.joined(separator: ", "))"
        context.report(checkbox, "Checkbox '\(name)' \(declared), so VoiceOver announces neither its role nor its state; combine it into one element (.accessibilityElement(children: .combine)) and add .accessibilityAddTraits(.isToggle) (iOS 17), or .isButton with .isSelected when checked, and .accessibilityValue for the state")
    }
}
