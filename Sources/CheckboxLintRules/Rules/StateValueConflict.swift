import CheckboxLintModel

/// An explicit `accessibilityValue` that says something other than the checkbox's state.
struct StateValueConflict: OptionlessRule {
    static let description = RuleDescription(
        id: "state-value-conflict",
        name: "accessibilityValue contradicts the state",
        defaultSeverity: .error,
        tags: ["wcag412"]
    )

    /// What the platform calls the value: Android's is the state description.
    static func valueName(for reader: ScreenReader) -> String {
        reader == .talkBack ? "stateDescription" : "accessibilityValue"
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        for index in document.elements.indices
        where document.elements[index].accessibilityValue != nil && document.elements[index].isCheckbox
            && !document.elements[index].isValueDynamic && document.elements[index].stateBinding == nil {
            let checkbox = document.elements[index]
            let value = checkbox.accessibilityValue ?? ""
            let made = context.announcements
            // A reader that says no word for this state (VoiceOver's button kind on iOS, checked
            // or not) has nothing for the value to contradict.
            guard let word = made.stateWord(of: checkbox),
                  value.quickTrimmed().quickLowercased() != word.quickLowercased() else { continue }
            let reader = made.reader(for: checkbox)
            context.report(checkbox, "Checkbox \(composed: document.messageName(of: checkbox)) is \(checkbox.checkState.rawValue), but its \(Self.valueName(for: reader)) makes \(reader.displayName) say \"\(value)\" instead of \"\(word)\"; remove \(Self.valueName(for: reader)) or set it to \"\(word)\"")
        }
    }
}
