import Foundation // range(of:), which the module once saw through another file's import

/// Parses the inline suppression directive of an XML comment:
/// `checkbox-lint-disable rule-id[, rule-id] -- reason`.
///
/// The spellings other linters taught people are accepted too: a colon after the directive
/// (`checkbox-lint-disable: rule-id`, as in some linters' docs) and
/// `checkbox-lint-disable-next-line` (ESLint's), which here, as the plain directive, applies to the
/// element that follows. Any other `checkbox-lint-…` word is a directive checkbox-lint does not
/// know: reported, never silently ignored, so a misspelt one cannot leave a finding unsuppressed
/// without a word.
enum InlineSuppression {
    static let directive = "checkbox-lint-disable"
    static let directives = [directive, "checkbox-lint-disable-next-line"]
    /// What every directive word starts with.
    static let prefix = "checkbox-lint-"

    static func parse(comment: String, offset: Int) -> RawSuppression? {
        let trimmed = comment.trimmingWhitespace()
        guard trimmed.hasPrefix(prefix) else { return nil }
        let word = trimmed.prefix { !$0.isWhitespace && $0 != ":" }
        var rest = Substring(trimmed.dropFirst(word.count))
        guard directives.contains(String(word)) else {
            return RawSuppression(
                rules: [], offset: offset, precedesElement: true,
                problem: "Unknown directive '\(OneLine.excerpt(String(word)))' in a comment"
                    + Suggestion.clause(for: String(word), in: directives)
                    + " (write checkbox-lint-disable rule-id[, rule-id] -- reason)")
        }
        if rest.first == ":" { rest = rest.dropFirst() }
        var reason = ""
        if let separator = rest.range(of: "--") {
            reason = String(rest[separator.upperBound...]).trimmingWhitespace()
            rest = rest[..<separator.lowerBound]
        }
        let ids = rest.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
        return RawSuppression(rules: ids.map { (id: $0, reason: reason) }, offset: offset, precedesElement: true)
    }
}

extension StringProtocol {
    /// The string without leading and trailing white space (Foundation-free, for the hot path).
    @inlinable
    package func trimmingWhitespace() -> String {
        // Attribute values are nearly always ASCII: Character-wise, each `isWhitespace` is a
        // Unicode property lookup, which made this a tenth of the time of a lint run.
        let bytes = utf8
        if bytes.allSatisfy({ $0 < 0x80 }) {
            guard let start = bytes.firstIndex(where: { !isASCIIWhitespace($0) }) else { return "" }
            var end = start
            for index in bytes.indices[start...] where !isASCIIWhitespace(bytes[index]) { end = index }
            return String(self[start...end])
        }
        guard let start = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let end = lastIndex(where: { !$0.isWhitespace })!
        return String(self[start...end])
    }

    /// The words between runs of white space (`traits`, `controls`).
    package func whitespaceSeparatedWords() -> [String] {
        // ASCII text, read from its bytes: walking String indices cost 2,400 instructions a value.
        let ascii = utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            var words: [String] = []
            var start: Int?
            for index in bytes.indices {
                let byte = bytes[index]
                if byte >= 0x80 { return nil }
                if isASCIIWhitespace(byte) {
                    if let first = start { words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<index]), as: UTF8.self)) }
                    start = nil
                } else if start == nil {
                    start = index
                }
            }
            if let first = start { words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[first...]), as: UTF8.self)) }
            return words
        }
        if let words = ascii ?? nil { return words }
        return split(whereSeparator: { (character: Character) in character.isWhitespace }).map { String($0) }
    }

    @inlinable
    package var isBlank: Bool {
        let ascii = utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if !isASCIIWhitespace(byte) { return false }
            }
            return true
        }
        if let blank = ascii ?? nil { return blank }
        return allSatisfy(\.isWhitespace)
    }
}

/// What `Character.isWhitespace` says of an ASCII byte (CR LF, one Character, is white space too).
@inlinable
package func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
}
