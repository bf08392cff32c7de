import CheckboxLintModel

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
            if document.origin == .swift {
                reportInSwift(checkbox, &context)
                continue
            }
            if document.origin == .interfaceBuilder {
                reportInInterfaceBuilder(checkbox, document, &context)
                continue
            }
            if document.origin == .compose {
                reportInCompose(checkbox, document, &context)
                continue
            }
            let word = context.announcements.words.role
            let declared = checkbox.traits?.joined(separator: " ") ?? ""
            context.report(checkbox, "Checkbox \(composed: document.messageName(of: checkbox)) declares traits \"\(declared)\" without checkbox or toggle, so VoiceOver never says \"\(word)\"; add the checkbox trait")
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

    /// Compose (SPEC §12): a toggle made with `clickable`, or a toggleable with no role, or an
    /// `IconButton` showing a checkbox drawing: TalkBack says no "Check box", and for the first and
    /// last no state either.
    private func reportInCompose(_ checkbox: Element, _ document: Document, _ context: inout RuleContext) {
        let name = document.messageName(of: checkbox)
        let fix = "use Modifier.toggleable(value = …, role = Role.Checkbox, onValueChange = …) (or IconToggleButton for an icon)"
        switch checkbox.controlClass.map({ $0.split(separator: ".").last.map(String.init) ?? $0 }) {
        case "toggleable":
            context.report(checkbox, "Checkbox \(composed: name) is toggleable with no role, so TalkBack says its state but never \"Check box\"; add role = Role.Checkbox (or Role.Switch) to its toggleable")
        case "toggleable+Switch":
            context.report(checkbox, "Switch row \(composed: name) is toggleable with no role, so TalkBack says \"checked\" or \"not checked\" and never \"Switch\"; add role = Role.Switch to its toggleable")
        case "IconButton":
            context.report(checkbox, "Checkbox \(composed: name) is an IconButton showing a checkbox drawing, so TalkBack says \"Button\" and no state; \(composed: fix)")
        default:
            context.report(checkbox, "Checkbox \(composed: name) is clickable with no role and no toggleable state, so TalkBack says neither \"Check box\" nor \"checked\"; \(composed: fix) instead of clickable")
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
