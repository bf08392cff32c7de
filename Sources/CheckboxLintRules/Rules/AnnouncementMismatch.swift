import CheckboxLintModel

/// A checkbox whose expected announcement (`announcement`) is not what the screen reader in force
/// will say (SPEC §3.1: the configured reader, else the one `auto` picks for the checkbox).
struct AnnouncementMismatch: OptionlessRule {
    static let description = RuleDescription(
        id: "announcement-mismatch",
        name: "Announcement differs from the expected one",
        defaultSeverity: .error
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        for index in document.elements.indices
        where document.elements[index].announcement != nil && document.elements[index].isCheckbox {
            let checkbox = document.elements[index]
            let expected = checkbox.announcement ?? ""
            let made = context.announcements
            let reader = made.reader(for: checkbox)
            let actual = made.announcement(for: checkbox)
            guard !Self.sameNormalized(actual, expected) else { continue }
            if reader == .design {
                // The design grammar's message, as it has always read (`ui` documents' goldens).
                context.report(checkbox, "Checkbox \(composed: document.messageName(of: checkbox)) announces \"\(actual)\", not the expected \"\(expected)\"; fix the checkbox or its announcement attribute")
            } else {
                context.report(checkbox, "Checkbox \(composed: document.messageName(of: checkbox)) announces \"\(actual)\" with \(reader.displayName) (reader \(reader.rawValue)), not the expected \"\(expected)\"; fix the checkbox or its announcement attribute")
            }
        }
    }

    /// Whether `first` and `second` are the same once normalized.
    static func sameNormalized(_ first: String, _ second: String) -> Bool {
        // Two simple texts are compared byte by byte as they are normalized, up to the first
        // difference: announcements that differ mostly do so in their first word. By callgrind,
        // normalizing both whole was 0.7 % of a lint run.
        var first = first
        var second = second
        let same = first.withUTF8 { first in
            second.withUTF8 { second -> Bool? in
                guard Latin1Text.isSimple(first), Latin1Text.isSimple(second) else { return nil }
                var left = NormalizedBytes(first)
                var right = NormalizedBytes(second)
                while true {
                    let byte = left.next()
                    guard byte == right.next() else { return false }
                    if byte == nil { return true }
                }
            }
        }
        return same ?? (normalized(first) == normalized(second))
    }

    /// Lower case, white space collapsed to single spaces and trimmed: what the comparison ignores.
    static func normalized(_ text: String) -> String {
        // Simple text (every announcement of the benchmark corpus, English or French) is folded
        // byte by byte; Unicode case and white space properties are looked up only for the rest:
        // by callgrind, they were 5 % of a lint run.
        var text = text
        let folded = text.withUTF8 { text -> String? in
            guard Latin1Text.isSimple(text) else { return nil }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.count)
            var normalized = NormalizedBytes(text)
            while let byte = normalized.next() { bytes.append(byte) }
            return String(decoding: bytes, as: UTF8.self)
        }
        return folded ?? text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The bytes of `normalized(_:)` for simple text (see `Latin1Text`), one at a time.
    struct NormalizedBytes: IteratorProtocol {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var started = false
        var afterLead = false

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func next() -> UInt8? {
            guard index < bytes.count else { return nil }
            if isASCIIWhitespace(bytes[index]) {
                // A run of white space: one space between words, none before the first or after
                // the last. (0xC3 is followed by a continuation byte, never by white space.)
                repeat { index += 1 } while index < bytes.count && isASCIIWhitespace(bytes[index])
                if index == bytes.count { return nil }
                if started { return 0x20 }
            }
            let byte = bytes[index]
            index += 1
            started = true
            defer { afterLead = byte == 0xC3 }
            return Latin1Text.lowercased(byte, afterLead: afterLead)
        }
    }
}
