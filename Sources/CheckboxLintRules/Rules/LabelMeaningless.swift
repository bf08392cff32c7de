import CheckboxLintModel

/// An accessible name that says nothing about the choice: an editor's placeholder left in place
/// ("Check", "Label"), a single character or symbol, or a fragment that only continues a visible
/// text nearby ("…and the privacy policy"). The screen reader reads it as the whole name.
struct LabelMeaningless: OptionlessRule {
    static let description = RuleDescription(
        id: .labelMeaningless,
        name: "Accessible name says nothing about the choice",
        defaultSeverity: .warning,
        tags: ["wcag246"]
    )

    /// The texts Xcode, Interface Builder and Android Studio put in a new control or label,
    /// lower-cased, with inner white space as one space.
    static let placeholders: Set<String> = [
        "check", "check box", "checkbox", "label", "switch", "button", "title", "text", "item", "new text",
    ]

    /// Why `name` says nothing about the choice, or nil when it may. A placeholder's word is a real
    /// option when the other checkboxes of its container have real names too ("Text" beside
    /// "Email" and "Phone": the choice of a channel).
    static func reason(for name: AccessibleName, among siblings: @autoclosure () -> [FocusStop]) -> String? {
        let text = name.text
        guard !text.isEmpty else { return nil }
        if text.utf8.count <= 32, placeholders.contains(name.folded.split(whereSeparator: \.isWhitespace).joined(separator: " ")) {
            return isAmongRealOptions(name, siblings()) ? nil : "an editor's placeholder left in place"
        }
        if text.hasPrefix("…") || text.hasPrefix("...") {
            return "a fragment that only continues a text nearby, which the screen reader does not read with it"
        }
        if text.utf8.count <= 64, text.count == 1 { return "a single character" }
        if !text.contains(where: { $0.isLetter || $0.isNumber }) { return "only symbols" }
        return nil
    }

    /// Whether the other checkboxes beside `name`'s are two or more, all named with real words
    /// (not placeholders themselves): then `name` is one option among them.
    private static func isAmongRealOptions(_ name: AccessibleName, _ siblings: [FocusStop]) -> Bool {
        let others = siblings.compactMap(\.name).filter { $0.folded != name.folded }
        guard others.count >= 2 else { return false }
        return others.allSatisfy { other in
            other.isText && other.text.count > 1 && other.text.contains(where: \.isLetter)
                && !placeholders.contains(other.folded.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        }
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        for stop in document.tree.checkboxes {
            // A name that is not text (unresolved, set at run time) is not judged (SPEC §4.1).
            guard let name = stop.name, let reason = context.meaninglessReason(of: stop) else { continue }
            let id = stop.id.map { " (\(OneLine.excerpt($0)))" } ?? ""
            context.report(stop, "Checkbox\(composed: id) is named '\(name.text)', \(composed: reason); \(composed: document.profile.readerName) reads it as the whole name, so name the option itself")
        }
    }
}
