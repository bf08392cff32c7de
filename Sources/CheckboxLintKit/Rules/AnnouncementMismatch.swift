/// A checkbox whose expected announcement (`announcement`) is not what VoiceOver will say.
struct AnnouncementMismatch: Rule {
    static let description = RuleDescription(
        id: "announcement-mismatch",
        name: "Announcement differs from the expected one",
        defaultSeverity: .error
    )

    init(options: RuleOptions) throws {
        try options.checkKnown(Self.description)
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        let builder = AnnouncementBuilder(document: document)
        for checkbox in document.checkboxes {
            guard let expected = checkbox.announcement else { continue }
            let actual = builder.announcement(for: checkbox)
            if Self.normalized(actual) != Self.normalized(expected) {
                context.report(checkbox, "Checkbox '\(checkbox.displayName)' announces \"\(actual)\", not the expected \"\(expected)\"; fix the checkbox or its announcement attribute")
            }
        }
    }

    /// Lower case, white space collapsed to single spaces and trimmed: what the comparison ignores.
    static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
