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

    /// Why `name` says nothing about the choice, or nil when it may. `placeholders` are the
    /// texts the file's editor puts in a new control (`PlatformProfile.placeholderNames`: in
    /// Interface Builder "Title" is one, in SwiftUI source it names a real option). A one-word
    /// placeholder is a real option when two or more other checkboxes of its set are named by one
    /// real word too ("Text" beside "Email" and "Phone": the choice of a channel; "Check" beside
    /// "Checked items only" is still a placeholder).
    static func reason(for name: AccessibleName, among siblings: @autoclosure () -> [FocusStop],
                       placeholders: Set<String> = PlatformProfile.editorPlaceholders) -> String? {
        let text = name.text
        guard !text.isEmpty else { return nil }
        let shortForm = name.shortForm
        if !shortForm.isEmpty, placeholders.contains(shortForm) {
            return isAmongRealOptions(name, siblings(), placeholders: placeholders) ? nil : "an editor's placeholder left in place"
        }
        if name.startsWithEllipsis {
            return "a fragment that only continues a text nearby, which the screen reader does not read with it"
        }
        if name.isSingleCharacter { return "a single character" }
        if !name.hasLetterOrDigit { return "only symbols" }
        return nil
    }

    /// Whether `name` is one word among two or more other checkboxes of its set, each named by
    /// one real word (not a placeholder itself): then it is one option among them.
    private static func isAmongRealOptions(_ name: AccessibleName, _ siblings: [FocusStop], placeholders: Set<String>) -> Bool {
        guard isOneWord(name.text) else { return false }
        let others = siblings.compactMap(\.name).filter { $0.folded != name.folded }
        guard others.count >= 2 else { return false }
        return others.allSatisfy { other in
            other.isText && isOneWord(other.text) && !other.isSingleCharacter && other.hasLetterOrDigit
                && !placeholders.contains(other.folded)
        }
    }

    private static func isOneWord(_ text: String) -> Bool {
        !text.isEmpty && !text.contains(where: \.isWhitespace)
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        for stop in document.tree.checkboxes {
            // A name that is not text (unresolved, set at run time) is not judged (SPEC §4.1).
            guard let name = stop.name, let reason = context.meaninglessReason(of: stop) else { continue }
            let id = stop.id.map { " (\(OneLine.excerpt($0)))" } ?? ""
            // A call of a component that leaves it the name it falls back to: the call is to name it.
            if let label = stop.element.fallbackNameArgument, let component = stop.element.controlClass {
                let argument = label + ":"
                let beside = stop.untiedText.map { text in
                    " (the Text '\(OneLine.excerpt(text))' beside it is not tied to it: \(argument) \(LabelMissing.code(of: OneLine.excerpt(text))))"
                } ?? ""
                context.report(stop, "Checkbox\(composed: id) is named '\(name.text)', the name \(composed: component) falls back to when a call gives it no '\(composed: argument)'; \(composed: document.profile.readerName) reads it as the whole name, so give this call its label\(composed: beside)")
                continue
            }
            context.report(stop, "Checkbox\(composed: id) is named '\(name.text)', \(composed: reason); \(composed: document.profile.readerName) reads it as the whole name, so name the option itself")
        }
    }
}
