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
            context.report(checkbox, "Checkbox \(composed: document.messageName(of: checkbox)) sets \(composed: listed) together, which OUDS forbids by design (a fatal error at run time); keep only one of them")
        }
    }
}
