import CheckboxLintModel

/// A checkbox whose expected announcement (`announcement`) is not what the screen reader in force
/// will say (SPEC §3.1: the configured reader, else the front end's pick for the stop).
struct AnnouncementMismatch: OptionlessRule {
    static let description = RuleDescription(
        id: .announcementMismatch,
        name: "Announcement differs from the expected one",
        defaultSeverity: .error
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        for stop in document.tree.stops where stop.isCheckbox {
            guard let expected = stop.expectedAnnouncement else { continue }
            let made = context.announcements
            let reader = made.reader(for: stop)
            let actual = made.announcement(for: stop)
            // `normalized(actual) != normalized(expected)`, compared without making either.
            guard !actual.equalsIgnoringCaseAndSpacing(expected) else { continue }
            let name = document.profile.messageName(of: stop)
            if reader == .design {
                context.report(stop, "Checkbox \(composed: name) announces \"\(actual)\", not the expected \"\(expected)\"; fix the checkbox or its announcement attribute")
            } else {
                context.report(stop, "Checkbox \(composed: name) announces \"\(actual)\" with \(reader.displayName) (reader \(reader.rawValue)), not the expected \"\(expected)\"; fix the checkbox or its announcement attribute")
            }
        }
    }

    /// Lower case, white space collapsed to single spaces and trimmed: what the comparison ignores.
    static func normalized(_ text: String) -> String {
        text.collapsedLowercased()
    }
}
