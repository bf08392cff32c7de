import CheckboxLintModel

/// An accessible name too long to take in at once ("short and sweet options make it easier for
/// users", Aetna). A note: long names are sometimes needed, but worth a second look.
struct LabelTooLong: Rule {
    static let description = RuleDescription(
        id: .labelTooLong,
        name: "Accessible name is too long",
        defaultSeverity: .note,
        options: [RuleOptionDescription(name: "maxLength", summary: "the longest name allowed, in characters (default 80)")]
    )

    static let defaultMaxLength = 80
    let maxLength: Int

    init(options: RuleOptions) throws {
        try options.checkKnown(Self.description)
        maxLength = try options.wholeNumber("maxLength", atLeast: 1) ?? Self.defaultMaxLength
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        for stop in document.tree.checkboxes {
            // A character takes at least one UTF-8 byte: a name of few bytes is short, uncounted.
            guard let name = stop.name, name.isText, name.text.utf8.count > maxLength else { continue }
            let length = name.text.count
            guard length > maxLength else { continue }
            context.report(stop, "Checkbox \(composed: document.profile.messageName(of: stop)) has a name of \(length) characters, longer than \(maxLength); shorten it and move the details to description")
        }
    }
}
