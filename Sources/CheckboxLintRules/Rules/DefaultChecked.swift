import CheckboxLintModel

/// A checkbox that starts checked while the user can change it: OUDS says a checkbox "by default
/// must be used in unselected state", and a pre-ticked box decides for the user.
struct DefaultChecked: OptionlessRule {
    static let description = RuleDescription(
        id: "default-checked",
        name: "Checkbox is checked by default",
        defaultSeverity: .warning
    )

    /// SPEC §4.1: the state saved in an Interface Builder file or a layout is a design-time value
    /// that code or bindings replace; only the `ui` format and design-system components in Swift
    /// source (OUDS) say what the user will see first.
    static func applies(to document: Document, _ checkbox: Element) -> Bool {
        switch document.origin {
        case .ui: true
        case .swift: checkbox.controlClass?.hasPrefix("OUDS") == true
        case .interfaceBuilder, .android, .compose: false
        }
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        guard document.origin == .ui || document.origin == .swift else { return }
        for checkbox in document.reachableCheckboxes
        where checkbox.checkState == .checked && !checkbox.isDisabled && !checkbox.isReadOnly
            && Self.applies(to: document, checkbox) {
            context.report(checkbox, "Checkbox \(composed: document.messageName(of: checkbox)) is checked by default; start it unchecked and let the user choose")
        }
    }
}
