/// An accessible name that says nothing about the choice: an editor's placeholder left in place
/// ("Check", "Label"), a single character or symbol, or a fragment that only continues a visible
/// text nearby ("…and the privacy policy"). VoiceOver and TalkBack read it as the whole name.
struct LabelMeaningless: OptionlessRule {
    static let description = RuleDescription(
        id: "label-meaningless",
        name: "Accessible name says nothing about the choice",
        defaultSeverity: .warning,
        tags: ["wcag246"]
    )

    /// The texts Xcode, Interface Builder and Android Studio put in a new control or label,
    /// lower-cased, with inner white space as one space.
    static let placeholders: Set<String> = [
        "check", "check box", "checkbox", "label", "switch", "button", "title", "text", "item", "new text",
    ]

    /// Why `name` says nothing about the choice, or nil when it may.
    static func reason(for name: String) -> String? {
        let trimmed = name.quickTrimmed()
        guard !trimmed.isEmpty else { return nil }
        let words = trimmed.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
        if placeholders.contains(words) { return "an editor's placeholder left in place" }
        if trimmed.hasPrefix("…") || trimmed.hasPrefix("...") {
            return "a fragment that only continues a text nearby, which the screen reader does not read with it"
        }
        if trimmed.count == 1 { return "a single character" }
        if !trimmed.contains(where: { $0.isLetter || $0.isNumber }) { return "only symbols" }
        return nil
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        let reader = document.platform == .android ? "TalkBack" : "VoiceOver"
        for checkbox in document.reachableCheckboxes {
            // An unresolved `@string/` reference is not text to judge (SPEC §4.1).
            guard let name = checkbox.comparableName, let reason = Self.reason(for: name) else { continue }
            let id = checkbox.id.map { " (\(OneLine.excerpt($0)))" } ?? ""
            context.report(checkbox, "Checkbox\(composed: id) is named '\(name.quickTrimmed())', \(composed: reason); \(composed: reader) reads it as the whole name, so name the option itself")
        }
    }
}
