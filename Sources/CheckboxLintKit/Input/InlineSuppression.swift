/// Parses the inline suppression directive of an XML comment:
/// `checkbox-lint-disable rule-id[, rule-id] -- reason`.
enum InlineSuppression {
    static let directive = "checkbox-lint-disable"

    static func parse(comment: String, offset: Int) -> RawSuppression? {
        let trimmed = comment.trimmingWhitespace()
        guard trimmed.hasPrefix(directive) else { return nil }
        var rest = Substring(trimmed.dropFirst(directive.count))
        // `checkbox-lint-disabled` and the like are not the directive.
        if let first = rest.first, !first.isWhitespace { return nil }
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
    func trimmingWhitespace() -> String {
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
    func whitespaceSeparatedWords() -> [String] {
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

    var isBlank: Bool {
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
@inline(__always)
func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
}
