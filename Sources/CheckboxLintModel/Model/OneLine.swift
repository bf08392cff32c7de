/// The one text-safety layer: how a piece of a document's text, or a path, is written into a
/// report line, a preview line, a message or a warning on standard error.
///
/// Whatever a document or a file name holds, a line of ours stays one line and never becomes a
/// command of a CI runner:
/// - the characters that end a line somewhere (C0 controls with LF, CR, VT, FF; NEL U+0085;
///   U+2028, U+2029) and the other controls (C0, DEL, C1: ESC starts a terminal sequence, BEL
///   rings) are written escaped as Swift writes them (`\n`, `\r`, `\t`, `\0`, `\u{1B}`, `\u{0085}`,
///   `\u{2028}`);
/// - a path that would start a line with `::` (a GitHub Actions workflow command, which the runner
///   recognises after leading spaces) is written as `./::…`;
/// - `##[`, which starts the runner's older commands anywhere in a line (`##[add-mask]…`), is
///   written `#\u{23}[`;
/// - a quoted value is an excerpt of at most `excerptLimit` characters.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum OneLine {
    /// The longest value a message quotes, in characters (Unicode scalars), before `…`.
    public static let excerptLimit = 80

    /// `text` with every control and line-ending character escaped; nothing else changes.
    public static func escaped(_ text: String) -> String {
        if isPlain(text) { return text }
        var bytes: [UInt8] = []
        append(text, limit: nil, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` escaped and cut to `limit` characters, `…` marking the cut: what a message quotes.
    public static func excerpt(_ text: String, limit: Int = excerptLimit) -> String {
        if text.utf8.count <= limit, isPlain(text) { return text }
        var bytes: [UInt8] = []
        append(text, limit: limit, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A path as reports show it: escaped, and never the start of a workflow command.
    public static func path(_ path: String) -> String {
        let escaped = escaped(path)
        return startsCommand(escaped) ? "./" + escaped : escaped
    }

    /// Whether a line starting with `text` would be read as a workflow command (`::name::`), which
    /// the Actions runner recognises after leading white space.
    public static func startsCommand<Text: StringProtocol>(_ text: Text) -> Bool {
        text.utf8.drop(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
            .starts(with: [UInt8(ascii: ":"), UInt8(ascii: ":")])
    }

    /// How an escaped character is written, in every report and preview: as Swift writes it
    /// (`\n`, `\0`, `\u{1B}`, `\u{0085}`, `\u{2028}`).
    public static func spelling(of scalar: Unicode.Scalar) -> String {
        scalar.escaped(asASCII: true)
    }

    /// Whether `scalar` is written escaped: C0 controls, DEL, C1 controls (U+0085 NEL among them),
    /// and the line and paragraph separators.
    @inline(__always)
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Appends `text`, escaped (and cut to `limit` characters when given), as UTF-8.
    /// Runs of plain text are copied whole; only a string that holds a character to escape, or is
    /// longer than the limit, is walked scalar by scalar.
    public static func append(_ text: String, limit: Int?, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            if isPlain(utf8), limit.map({ utf8.count <= $0 }) ?? true {
                bytes.append(contentsOf: utf8)
                return
            }
            let start = bytes.count
            appendEscaped(utf8, limit: limit, to: &bytes)
            defuseLegacyCommands(in: &bytes, from: start)
        }
    }

    /// The walk of `append`, on the bytes: runs between characters to escape are copied whole, and
    /// characters are counted by their lead bytes (decoding each scalar and appending it alone
    /// was most of the text report's time when messages held a `…` or a non-Latin letter).
    private static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, limit: Int?, to bytes: inout [UInt8]) {
        var index = 0
        var runStart = 0
        var count = 0
        while index < utf8.count {
            // Without a limit no character is counted: whole words without a byte that may start
            // a character to escape are skipped at once (a message with a `…` or a curly quote
            // was walked byte by byte, a third of the text report's time by callgrind).
            if limit == nil {
                index = firstMaybeEscaped(utf8, from: index, orHash: false)
                guard index < utf8.count else { break }
            }
            let byte = utf8[index]
            if let limit, byte & 0xC0 != 0x80 {
                if count == limit {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                    bytes.append(contentsOf: "…".utf8)
                    return
                }
                count += 1
            }
            // Nearly every byte starts nothing to escape: tested first, with the fewest compares.
            if byte >= 0x20, byte != 0x7F, byte != 0xC2, byte != 0xE2 {
                index += 1
                continue
            }
            // The scalar starting here, when it is one to escape, and its length in bytes.
            var escaped: Unicode.Scalar?
            var length = 1
            if byte < 0x20 || byte == 0x7F {
                escaped = Unicode.Scalar(byte)
            } else if byte == 0xC2, index + 1 < utf8.count, (0x80...0x9F).contains(utf8[index + 1]) {
                escaped = Unicode.Scalar(utf8[index + 1])
                length = 2
            } else if byte == 0xE2, index + 2 < utf8.count, utf8[index + 1] == 0x80,
                      utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9 {
                escaped = Unicode.Scalar(0x2000 + UInt32(utf8[index + 2] & 0x3F))
                length = 3
            }
            if let escaped {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                bytes.append(contentsOf: spelling(of: escaped).utf8)
                index += length
                runStart = index
            } else {
                index += 1
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }

    /// Rewrites each `##[` appended from `start` on as `#\u{23}[`.
    private static func defuseLegacyCommands(in bytes: inout [UInt8], from start: Int) {
        // Most escaped text holds no `#` at all: one search for it before the walk.
        let hasHash = bytes.withUnsafeBufferPointer { all in
            start < all.count && memchr(all.baseAddress! + start, Int32(UInt8(ascii: "#")), all.count - start) != nil
        }
        guard hasHash else { return }
        var index = start
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "#"), bytes[index + 2] == UInt8(ascii: "[") {
                bytes.replaceSubrange(index + 1..<index + 2, with: #"\u{23}"#.utf8)
                index += 7
            } else {
                index += 1
            }
        }
    }

    private static func isPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isPlain)
    }

    /// No byte that can start a character to escape: below U+0020, DEL, 0xC2 (the lead byte of
    /// U+0080–U+00BF, the C1 controls among them) or 0xE2 (the lead byte of U+2028 and U+2029),
    /// and no `#` (of a `##[`). A false "not plain" only costs the scalar walk.
    private static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        firstMaybeEscaped(utf8, from: 0, orHash: true) == utf8.count
    }

    /// The index of the first byte from `start` on that is below U+0020, DEL, 0xC2 or 0xE2 (or
    /// `#` with `orHash`), else `utf8.count`. Eight bytes are tested at a time with the classic
    /// bit tricks ("determine if a word has a byte less than n / equal to n"), exact for whether a
    /// word holds such a byte; the word that does is then searched byte by byte. By callgrind, the
    /// byte-at-a-time test was most of the text report's time.
    @inline(__always)
    static func firstMaybeEscaped(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int, orHash: Bool) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        var index = start
        if let base = utf8.baseAddress {
            while index + 8 <= utf8.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                var suspect = (word &- ones &* 0x20) & ~word & highs != 0
                    || hasZeroByte(word ^ (ones &* 0x7F)) || hasZeroByte(word ^ (ones &* 0xC2))
                    || hasZeroByte(word ^ (ones &* 0xE2))
                if orHash, !suspect { suspect = hasZeroByte(word ^ (ones &* 0x23)) }
                if suspect { break }
                index += 8
            }
        }
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || (orHash && byte == UInt8(ascii: "#")) {
                return index
            }
            index += 1
        }
        return index
    }
}
