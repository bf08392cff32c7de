/// An explicit `accessibilityValue` that says something other than the checkbox's state.
struct StateValueConflict: Rule {
    static let description = RuleDescription(
        id: "state-value-conflict",
        name: "accessibilityValue contradicts the state",
        defaultSeverity: .error,
        tags: ["wcag412"]
    )

    init(options: RuleOptions) throws {
        try options.checkKnown(Self.description)
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        // One builder per document, made on first use: making one looks up the document's
        // language and word table (by callgrind, 0.4 % of a lint run when made per checkbox).
        var builder: AnnouncementBuilder?
        // Only elements with a value are copied (see AnnouncementSplit).
        for index in document.elements.indices
        where document.elements[index].accessibilityValue != nil && document.elements[index].isCheckbox
            && !document.elements[index].isValueDynamic && document.elements[index].stateBinding == nil {
            let checkbox = document.elements[index]
            let value = checkbox.accessibilityValue ?? ""
            let made = builder ?? AnnouncementBuilder(document: document)
            builder = made
            let word = made.stateWord(of: checkbox)
            if value.quickTrimmed().quickLowercased() != word.quickLowercased() {
                context.report(checkbox, "Checkbox '\(checkbox.displayName)' is \(checkbox.checkState.rawValue), but its accessibilityValue makes VoiceOver say \"\(value)\" instead of \"\(word)\"; remove accessibilityValue or set it to \"\(word)\"")
            }
        }
    }
}
