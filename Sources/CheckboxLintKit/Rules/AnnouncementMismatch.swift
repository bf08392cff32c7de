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
        // Only elements with an expected announcement are copied (see AnnouncementSplit).
        for index in document.elements.indices
        where document.elements[index].announcement != nil && document.elements[index].isCheckbox {
            let checkbox = document.elements[index]
            let expected = checkbox.announcement ?? ""
            let actual = AnnouncementBuilder(document: document).announcement(for: checkbox)
            if Self.normalized(actual) != Self.normalized(expected) {
                context.report(checkbox, "Checkbox '\(checkbox.displayName)' announces \"\(actual)\", not the expected \"\(expected)\"; fix the checkbox or its announcement attribute")
            }
        }
    }

    /// Lower case, white space collapsed to single spaces and trimmed: what the comparison ignores.
    static func normalized(_ text: String) -> String {
        // ASCII text (most announcements) is folded byte by byte; Unicode case and white space
        // properties are looked up only for the rest.
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            switch byte {
            case 0x09...0x0D, 0x20:
                pendingSpace = !bytes.isEmpty
            default:
                if pendingSpace { bytes.append(0x20); pendingSpace = false }
                bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
