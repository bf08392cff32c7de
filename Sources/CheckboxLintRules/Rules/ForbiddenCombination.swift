import CheckboxLintModel

/// A checkbox with two or more of `error`, `readOnly` and `disabled`: OUDS makes these a fatal
/// error at run time ("Forbidden by design").
struct ForbiddenCombination: OptionlessRule {
    static let description = RuleDescription(
        id: "forbidden-combination",
        name: "Checkbox combines error, read-only and disabled",
        defaultSeverity: .error
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        for checkbox in document.reachableCheckboxes {
            var flags: [String] = []
            if checkbox.isError { flags.append("error") }
            if checkbox.isReadOnly { flags.append("readOnly") }
            if checkbox.isDisabled { flags.append("disabled") }
            guard flags.count >= 2 else { continue }
            let listed = flags.dropLast().joined(separator: ", ") + " and " + flags.last!
            if document.origin == .swift {
                reportInSwift(checkbox, flags, &context)
                continue
            }
            context.report(checkbox, "Checkbox \(composed: document.messageName(of: checkbox)) sets \(composed: listed) together, which OUDS forbids by design (a fatal error at run time); keep only one of them")
        }
    }

    /// SwiftUI (SPEC §10): OUDS's item components call `OL.fatal` in their initialiser for an error
    /// state that is read only, and its documentation marks an error state that is disabled as a
    /// fatal error ("Never disable an error-related checkbox as it will crash"); read only and
    /// disabled together is forbidden by the design system but does not crash.
    private func reportInSwift(_ checkbox: Element, _ flags: [String], _ context: inout RuleContext) {
        let name = checkbox.accessibleName.map { "\(checkbox.controlClass ?? "Checkbox") '\($0.quickTrimmed())'" }
            ?? "\(checkbox.controlClass ?? "Checkbox") '\(checkbox.displayName)'"
        let swiftNames = flags.map { flag in
            switch flag {
            case "error": "isError: true"
            case "readOnly": "isReadOnly: true"
            default: ".disabled(true)"
            }
        }
        let listed = swiftNames.dropLast().joined(separator: ", ") + " and " + swiftNames.last!
        if checkbox.isError && checkbox.isReadOnly {
            context.report(checkbox, "\(name) combines \(listed): OUDS stops the app with a fatal error when it is created (an error state must stay editable); keep only one of them")
        } else if checkbox.isError {
            context.report(checkbox, "\(name) combines \(listed): OUDS documents this as a fatal error at run time (\"Never disable an error-related checkbox as it will crash\"); keep only one of them")
        } else {
            context.report(checkbox, "\(name) combines \(listed), which OUDS forbids by design (it does not crash, but a read-only checkbox must not look disabled); keep only one of them")
        }
    }
}
