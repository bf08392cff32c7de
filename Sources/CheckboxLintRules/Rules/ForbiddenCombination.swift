import CheckboxLintModel

/// A checkbox with two or more of `error`, `readOnly` and `disabled`: OUDS makes these a fatal
/// error at run time ("Forbidden by design").
struct ForbiddenCombination: OptionlessRule {
    static let description = RuleDescription(
        id: .forbiddenCombination,
        name: "Checkbox combines error, read-only and disabled",
        defaultSeverity: .error
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        let profile = document.profile
        let names = profile.flagNames
        for stop in document.tree.checkboxes {
            var flags: [String] = []
            if stop.isError { flags.append(names.error) }
            if stop.isReadOnly { flags.append(names.readOnly) }
            if stop.isDisabled { flags.append(names.disabled) }
            guard flags.count >= 2 else { continue }
            let listed = flags.dropLast().joined(separator: ", ") + " and " + flags.last!
            guard profile.namesComponentClass else {
                context.report(stop, "Checkbox \(composed: profile.messageName(of: stop)) sets \(composed: listed) together, which OUDS forbids by design (a fatal error at run time); keep only one of them")
                continue
            }
            // A component named by its class (SPEC §10): OUDS's item components call `OL.fatal` in
            // their initialiser for an error state that is read only, and its documentation marks
            // an error state that is disabled as a fatal error ("Never disable an error-related
            // checkbox as it will crash"); read only and disabled together is forbidden by the
            // design system but does not crash.
            let component = stop.controlClass ?? "Checkbox"
            let name = "\(component) '\(stop.name?.text ?? stop.displayName)'"
            if stop.isError && stop.isReadOnly {
                context.report(stop, "\(name) combines \(listed): OUDS stops the app with a fatal error when it is created (an error state must stay editable); keep only one of them")
            } else if stop.isError {
                context.report(stop, "\(name) combines \(listed): OUDS documents this as a fatal error at run time (\"Never disable an error-related checkbox as it will crash\"); keep only one of them")
            } else {
                context.report(stop, "\(name) combines \(listed), which OUDS forbids by design (it does not crash, but a read-only checkbox must not look disabled); keep only one of them")
            }
        }
    }
}
