import CheckboxLintModel

/// An explicit value that says something other than the checkbox's state.
struct StateValueConflict: OptionlessRule {
    static let description = RuleDescription(
        id: .stateValueConflict,
        name: "accessibilityValue contradicts the state",
        defaultSeverity: .error,
        tags: ["wcag412"]
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        for stop in document.tree.stops
        where stop.isCheckbox && stop.value != nil && !stop.isValueDynamic && stop.stateBinding == nil {
            let value = stop.value ?? ""
            let made = context.announcements
            // A reader that says no word for this state (VoiceOver's button kind on iOS, checked
            // or not) has nothing for the value to contradict.
            guard let word = made.stateWord(of: stop), !word.isEmpty,
                  value.quickTrimmed().quickLowercased() != word.quickLowercased() else { continue }
            let reader = made.reader(for: stop)
            let term = reader == .talkBack ? "stateDescription" : document.profile.valueTerm
            context.report(stop, "Checkbox \(composed: document.profile.messageName(of: stop)) is \(stop.state.rawValue), but its \(term) makes \(reader.displayName) say \"\(value)\" instead of \"\(word)\"; remove \(term) or set it to \"\(word)\"")
        }
    }
}
