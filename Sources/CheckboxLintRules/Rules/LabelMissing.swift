import CheckboxLintModel

/// A checkbox that VoiceOver cannot name.
struct LabelMissing: OptionlessRule {
    static let description = RuleDescription(
        id: "label-missing",
        name: "Checkbox has no accessible name",
        defaultSeverity: .error,
        tags: ["wcag412"]
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        // A control judged by its row takes the row's name, which may be set outside the file (a
        // Preference's title).
        for checkbox in document.reachableCheckboxes where checkbox.accessibleName == nil && !checkbox.isPartOfRow {
            context.report(checkbox, "Checkbox \(composed: document.messageName(of: checkbox)) has no accessible name\(composed: Self.advice(for: checkbox, in: document).text)")
        }
    }

    /// What to do, in the terms of the file's platform (SPEC §4.1, §9). In a native file the text
    /// beside the control that is not tied to it is named, and a label set in code, which the
    /// file cannot show, is said to be recordable rather than assumed.
    static func advice(for checkbox: Element, in document: Document) -> RuleMessage {
        let inCode = " (a label set in code cannot be seen here: say so in a checkbox-lint-disable comment with the reason, or record it in the baseline)"
        switch document.origin {
        case .android:
            if let text = checkbox.untiedText {
                return ": TalkBack reads only its state; the TextView '\(text)' beside it is not tied to it: add android:labelFor to that TextView\(composed: inCode)"
            }
            return ": TalkBack reads only its state; set android:text or android:contentDescription\(composed: inCode)"
        case .interfaceBuilder:
            let textClass = document.platform == .macos ? "NSTextField" : "UILabel"
            if let text = checkbox.untiedText {
                return ": VoiceOver reads only its state; the \(textClass) '\(text)' beside it is not tied to it: set the control's accessibilityLabel to that text\(composed: inCode)"
            }
            return ": VoiceOver reads only its state; set a title or an accessibilityLabel\(composed: inCode)"
        case .compose:
            let isSwitch = checkbox.traits?.contains("toggle") == true
            let control = isSwitch ? "Switch" : "Checkbox"
            let role = isSwitch ? "Role.Switch" : "Role.Checkbox"
            if let text = checkbox.untiedText {
                return ": TalkBack reads only its state; the Text '\(text)' beside it is not tied to it: put Modifier.toggleable(value, role = \(role), onValueChange = …) on the Row that holds both and pass onCheckedChange = null to the \(control)"
            }
            return ": TalkBack reads only its state; put it in a Row with Modifier.toggleable(value, role = \(role), onValueChange = …) and a Text, passing onCheckedChange = null, or give it Modifier.semantics { contentDescription = … }"
        case .ui, .swift:
            return "; add a label or accessibilityLabel"
        }
    }
}
