import Foundation // range(of:), which the module once saw through another file's import

/// Parses the inline suppression directive of a comment:
/// `checkbox-lint-disable rule-id[, rule-id] - reason` or `… rule-id: reason`.
///
/// The reason follows a single hyphen set off by spaces, or a colon (SPEC §6): rule ids have
/// hyphens of their own, so a hyphen separates only when white space or the end stands on both
/// sides. `--`, ESLint's separator, is read too, since people write it and `//` comments of Swift
/// and Kotlin source may hold it; inside an XML comment, though, `--` is not allowed (xmllint,
/// expat and Android's resource compiler reject the file), so there the suppression still applies
/// (a team that wrote it before is not broken on upgrading) and carries `advice` saying how to
/// write it instead.
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
    /// How to write the directive, as messages show it.
    static let syntax = "checkbox-lint-disable rule-id[, rule-id] - reason"

    /// Where the comment was written: `--` is a problem only inside an XML comment.
    enum CommentKind: Sendable {
        case xml
        /// A `//` or `/* */` comment of source code.
        case code
    }

    static func parse(comment: String, offset: Int, in kind: CommentKind) -> RawSuppression? {
        if let decided = parseASCII(comment: comment, offset: offset, in: kind) { return decided }
        let trimmed = comment.trimmingWhitespace()
        guard trimmed.hasPrefix(prefix) else { return nil }
        let word = trimmed.prefix { !$0.isWhitespace && $0 != ":" }
        var rest = Substring(trimmed.dropFirst(word.count))
        guard directives.contains(String(word)) else {
            return RawSuppression(
                rules: [], offset: offset, precedesElement: true,
                problem: "Unknown directive '\(OneLine.excerpt(String(word)))' in a comment"
                    + Suggestion.clause(for: String(word), in: directives)
                    + " (write \(syntax))")
        }
        if rest.first == ":" { rest = rest.dropFirst() }
        var reason = ""
        if let separator = reasonSeparator(in: rest) {
            reason = String(rest[separator.upperBound...]).trimmingWhitespace()
            rest = rest[..<separator.lowerBound]
        }
        let ids = rest.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
        var suppression = RawSuppression(rules: ids.map { (id: $0, reason: reason) }, offset: offset, precedesElement: true)
        if kind == .xml, trimmed.contains("--") {
            suppression.advice = doubleHyphenAdvice(word: String(word), ids: ids, reason: reason)
        }
        return suppression
    }

    /// `parse` on the bytes of an ASCII comment with a known directive (each character one byte,
    /// white space the ASCII kind): Character by Character, a comment took 75,000 instructions
    /// (by callgrind, 29 M over the 388 comments of `scripts/bench`'s 247 files). Nil when it
    /// cannot tell: the comment is not ASCII, or names an unknown directive (`parse` says which).
    private static func parseASCII(comment: String, offset: Int, in kind: CommentKind) -> RawSuppression?? {
        var comment = comment
        return comment.withUTF8 { all -> RawSuppression?? in
            guard all.allSatisfy({ $0 < 0x80 }) else { return nil }
            func trimmed(_ range: Range<Int>) -> Range<Int> {
                var range = range
                while !range.isEmpty, isASCIIWhitespace(all[range.lowerBound]) { range = (range.lowerBound + 1)..<range.upperBound }
                while !range.isEmpty, isASCIIWhitespace(all[range.upperBound - 1]) { range = range.lowerBound..<(range.upperBound - 1) }
                return range
            }
            func text(_ range: Range<Int>) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: all[range]), as: UTF8.self)
            }
            let whole = trimmed(0..<all.count)
            guard UnsafeBufferPointer(rebasing: all[whole]).starts(with: prefix.utf8) else { return .some(nil) }
            var wordEnd = whole.lowerBound
            while wordEnd < whole.upperBound, !isASCIIWhitespace(all[wordEnd]), all[wordEnd] != UInt8(ascii: ":") { wordEnd += 1 }
            let word = text(whole.lowerBound..<wordEnd)
            guard directives.contains(word) else { return nil }
            var restStart = wordEnd
            if restStart < whole.upperBound, all[restStart] == UInt8(ascii: ":") { restStart += 1 }
            // The reason separator (`reasonSeparator`): `:`, `--`, or `-` with white space or an
            // end of the rest on both sides.
            var restEnd = whole.upperBound
            var reason = ""
            var index = restStart
            while index < whole.upperBound {
                let byte = all[index]
                var separator: Range<Int>?
                if byte == UInt8(ascii: ":") {
                    separator = index..<(index + 1)
                } else if byte == UInt8(ascii: "-") {
                    let next = index + 1
                    if next < whole.upperBound, all[next] == UInt8(ascii: "-") {
                        separator = index..<(next + 1)
                    } else if index == restStart || isASCIIWhitespace(all[index - 1]),
                              next == whole.upperBound || isASCIIWhitespace(all[next]) {
                        separator = index..<next
                    }
                }
                if let separator {
                    reason = text(trimmed(separator.upperBound..<whole.upperBound))
                    restEnd = separator.lowerBound
                    break
                }
                index += 1
            }
            var ids: [String] = []
            var idStart = restStart
            for position in restStart...restEnd {
                guard position == restEnd || all[position] == UInt8(ascii: ",") || isASCIIWhitespace(all[position]) else { continue }
                if position > idStart { ids.append(text(idStart..<position)) }
                idStart = position + 1
            }
            var suppression = RawSuppression(rules: ids.map { (id: $0, reason: reason) }, offset: offset, precedesElement: true)
            let hasDoubleHyphen = whole.count >= 2 && (whole.lowerBound..<(whole.upperBound - 1)).contains {
                all[$0] == UInt8(ascii: "-") && all[$0 + 1] == UInt8(ascii: "-")
            }
            if kind == .xml, hasDoubleHyphen {
                suppression.advice = doubleHyphenAdvice(word: word, ids: ids, reason: reason)
            }
            return .some(suppression)
        }
    }

    /// The first `:`, `--`, or hyphen with white space (or an end) on both sides in `text`.
    static func reasonSeparator(in text: Substring) -> Range<Substring.Index>? {
        var index = text.startIndex
        var previous: Character?
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == ":" { return index..<next }
            if character == "-" {
                if next < text.endIndex, text[next] == "-" { return index..<text.index(after: next) }
                if previous?.isWhitespace ?? true, next == text.endIndex || text[next].isWhitespace { return index..<next }
            }
            previous = character
            index = next
        }
        return nil
    }

    /// What to say of a `--` inside an XML comment that holds a directive: how to write it instead.
    static func doubleHyphenAdvice(word: String, ids: [String], reason: String) -> String {
        let fixedReason = reason.replacingOccurrences(of: "--", with: "-")
        var fixed = word + (ids.isEmpty ? " rule-id" : " " + ids.joined(separator: ", "))
        if !fixedReason.isEmpty { fixed += " - " + fixedReason }
        return "The suppression comment holds '--', which is not allowed inside an XML comment: xmllint and"
            + " Android's resource compiler reject the file; use ' - reason' or ': reason', as in"
            + " <!-- \(OneLine.excerpt(fixed, limit: 160)) --> (the suppression applies all the same)"
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
