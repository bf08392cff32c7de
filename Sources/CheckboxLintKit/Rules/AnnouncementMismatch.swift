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
        // One builder per document, made on first use: making one looks up the document's
        // language and word table.
        var builder: AnnouncementBuilder?
        // Only elements with an expected announcement are copied (see AnnouncementSplit).
        for index in document.elements.indices
        where document.elements[index].announcement != nil && document.elements[index].isCheckbox {
            let checkbox = document.elements[index]
            let expected = checkbox.announcement ?? ""
            let made = builder ?? AnnouncementBuilder(document: document)
            builder = made
            let actual = made.announcement(for: checkbox)
            if Self.normalized(actual) != Self.normalized(expected) {
                context.report(checkbox, "Checkbox '\(checkbox.displayName)' announces \"\(actual)\", not the expected \"\(expected)\"; fix the checkbox or its announcement attribute")
            }
        }
    }

    /// Lower case, white space collapsed to single spaces and trimmed: what the comparison ignores.
    static func normalized(_ text: String) -> String {
        // Simple text (every announcement of the benchmark corpus, English or French) is folded
        // byte by byte; Unicode case and white space properties are looked up only for the rest:
        // by callgrind, they were 5 % of a lint run.
        let folded = text.utf8.withContiguousStorageIfAvailable { text -> String? in
            guard Latin1Text.isSimple(text) else { return nil }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.count)
            var pendingSpace = false
            var afterLead = false
            for byte in text {
                switch byte {
                case 0x09...0x0D, 0x20:
                    pendingSpace = !bytes.isEmpty
                default:
                    if pendingSpace { bytes.append(0x20); pendingSpace = false }
                    bytes.append(Latin1Text.lowercased(byte, afterLead: afterLead))
                }
                afterLead = byte == 0xC3
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return (folded ?? nil) ?? text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
