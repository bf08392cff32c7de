#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 1-based line and column. Columns count Unicode code points (SARIF `unicodeCodePoints`), so a
/// multi-byte character before an element moves it by one column, as an editor shows it.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static let start = SourceLocation(line: 1, column: 1)

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// The bytes of one input, in UTF-8, and the conversion of byte offsets into locations.
///
/// Readers report byte offsets; locations are computed only for what needs one. Queries come in
/// document order, so the locator keeps the last answer and scans forward from it: converting all
/// the offsets of a file costs one pass over its bytes.
public final class SourceText {
    /// Followed in memory by a zero byte (`NULTerminator`) unless the file was refused as EBCDIC.
    /// Empty once `releaseBytes()` has let them go.
    @inlinable public var bytes: [UInt8] { storedBytes }
    /// Written only by `init` and `releaseBytes()`, before any other thread sees the text: no
    /// dynamic exclusivity check on every location asked, nor on a read from another module
    /// (the attribute holds only in this one; the inlinable getter reads it here).
    @exclusivity(unchecked) @usableFromInline var storedBytes: [UInt8]
    /// True when the bytes were converted to UTF-8 from another encoding (UTF-16 or UTF-32, with a
    /// byte-order mark or told by the first character, as XML 1.0 Appendix F and RFC 8259 do).
    public let wasTranscoded: Bool
    /// Why the UTF-16 input could not be converted faithfully (a lone surrogate, an odd number of
    /// bytes); the readers report it as a parse error rather than read a silently repaired text.
    public let encodingProblem: ParseFailure?

    /// Whether any CR is in the bytes (CRLF or old Mac line ends); without one, lines are found with memchr.
    private lazy var hasCarriageReturn: Bool = bytes.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return false }
        return memchr(base, 0x0D, buffer.count) != nil
    }
    private var cachedOffset = 0
    private var cachedLine = 1
    private var cachedLineStart = 0
    /// Code points from `cachedLineStart` to `cachedOffset`: kept so that many elements on one
    /// very long line cost one pass over it, not one pass each.
    private var cachedColumn = 0

    public init(bytes: consuming [UInt8]) {
        if Self.isEBCDIC(bytes) {
            // libxml2 would convert it, but its lines end with NEL (0x15), so every location would
            // be wrong: refused, clearly, at the start.
            self.storedBytes = bytes
            self.wasTranscoded = false
            self.encodingProblem = ParseFailure(
                message: "the file is in EBCDIC, which checkbox-lint does not read; convert it to UTF-8",
                offset: nil, location: .start)
        } else if let (utf8, problem) = SourceText.utf8FromUTF16(bytes) {
            self.storedBytes = NULTerminator.terminated(utf8)
            self.wasTranscoded = true
            self.encodingProblem = problem
        } else {
            self.storedBytes = NULTerminator.terminated(bytes)
            self.wasTranscoded = false
            self.encodingProblem = nil
        }
    }

    /// Lets the bytes go once the reader is done and nothing will ask a location again: the
    /// linter does so before the model is finished, so that a big file's bytes and its
    /// accessibility tree are not held together (issue 28).
    public func releaseBytes() {
        storedBytes = []
    }

    public convenience init(_ string: String) {
        self.init(bytes: Array(string.utf8))
    }

    /// The location of a byte offset. Line breaks are LF, CRLF (one break) and a lone CR.
    public func location(ofOffset target: Int) -> SourceLocation {
        let target = min(max(target, 0), bytes.count)
        if target < cachedOffset, target >= cachedLineStart {
            // Back on the line of the last answer (a comment before the element just located):
            // its code points are counted from the line's start, not the file's.
            cachedOffset = cachedLineStart
            cachedColumn = 0
        } else if target < cachedOffset, !hasCarriageReturn {
            // Further back: the line breaks between it and the last answer are counted, back from
            // there, rather than every line from the file's start.
            bytes.withUnsafeBufferPointer { buffer in
                var lineStart = target
                while lineStart > 0, buffer[lineStart - 1] != 0x0A { lineStart -= 1 }
                var breaks = 0
                for index in lineStart..<cachedLineStart where buffer[index] == 0x0A { breaks += 1 }
                cachedLine -= breaks
                cachedLineStart = lineStart
            }
            cachedOffset = cachedLineStart
            cachedColumn = 0
        } else if target < cachedOffset {
            cachedOffset = 0
            cachedLine = 1
            cachedLineStart = 0
            cachedColumn = 0
        }
        if !hasCarriageReturn {
            // Only LF ends lines: memchr finds them many bytes at a time.
            bytes.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return }
                var index = cachedOffset
                var countedFrom = cachedOffset
                while index < target, let found = memchr(base + index, 0x0A, target - index) {
                    index = base.distance(to: UnsafeRawPointer(found)) + 1
                    cachedLine += 1
                    cachedLineStart = index
                    cachedColumn = 0
                    countedFrom = index
                }
                // Only the code points since the last answer (or the new line's start) are counted.
                cachedColumn += codePoints(from: countedFrom, to: target)
            }
            cachedOffset = target
            return SourceLocation(line: cachedLine, column: 1 + cachedColumn)
        }
        bytes.withUnsafeBufferPointer { buffer in
            var index = cachedOffset
            var line = cachedLine
            var lineStart = cachedLineStart
            var column = cachedColumn
            while index < target {
                let byte = buffer[index]
                // Every byte but a UTF-8 continuation byte starts a code point.
                if byte & 0xC0 != 0x80 { column += 1 }
                if byte == 0x0A {
                    line += 1
                    lineStart = index + 1
                    column = 0
                } else if byte == 0x0D {
                    if index + 1 < buffer.count, buffer[index + 1] == 0x0A {
                        // The LF that follows ends the line.
                    } else {
                        line += 1
                        lineStart = index + 1
                        column = 0
                    }
                }
                index += 1
            }
            cachedOffset = target
            cachedLine = line
            cachedLineStart = lineStart
            cachedColumn = column
        }
        return SourceLocation(line: cachedLine, column: 1 + cachedColumn)
    }

    private func codePoints(from start: Int, to end: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            var index = start
            // Every byte but a UTF-8 continuation byte starts a code point.
            while index < end {
                if buffer[index] & 0xC0 != 0x80 { count += 1 }
                index += 1
            }
            return count
        }
    }

    /// The offset of the first byte that is not valid UTF-8, or nil when all are.
    public func firstInvalidUTF8Offset() -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                // Eight ASCII bytes at a time: UI descriptions are nearly all ASCII.
                if index + 8 <= count,
                   UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                let lead = buffer[index]
                if lead < 0x80 { index += 1; continue }
                let length: Int
                let minimum: UInt32
                var scalar: UInt32
                switch lead {
                case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(lead & 0x1F)
                case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(lead & 0x0F)
                case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(lead & 0x07)
                default: return index
                }
                if index + length > count { return index }
                for next in 1..<length {
                    let byte = buffer[index + next]
                    if byte & 0xC0 != 0x80 { return index }
                    scalar = scalar << 6 | UInt32(byte & 0x3F)
                }
                if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
                index += length
            }
            return nil
        }
    }

    /// `<?xm` in EBCDIC (XML 1.0 Appendix F).
    private static func isEBCDIC(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x4C, 0x6F, 0xA7, 0x94])
    }

    /// The encoding of a file in UTF-16 or UTF-32: from its byte-order mark, else from its first
    /// character, which in a UI description is ASCII (`<`, `{`, `[` or white space) and so shows
    /// as zero bytes around one. Nil for anything else (UTF-8 and the legacy encodings).
    private static func wideEncoding(of bytes: [UInt8]) -> (width: Int, bigEndian: Bool, start: Int)? {
        func startsDocument(_ byte: UInt8) -> Bool {
            [UInt8(ascii: "<"), UInt8(ascii: "{"), UInt8(ascii: "["), 0x20, 0x09, 0x0A, 0x0D].contains(byte)
        }
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return (4, true, 4) }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return (4, false, 4) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (2, true, 2) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (2, false, 2) }
        guard bytes.count >= 4 else {
            if bytes.count >= 2, bytes[0] == 0, startsDocument(bytes[1]) { return (2, true, 0) }
            if bytes.count >= 2, bytes[1] == 0, startsDocument(bytes[0]) { return (2, false, 0) }
            return nil
        }
        switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
        case (0, 0, 0, let first) where startsDocument(first): return (4, true, 0)
        case (let first, 0, 0, 0) where startsDocument(first): return (4, false, 0)
        case (0, let first, 0, _) where startsDocument(first): return (2, true, 0)
        case (let first, 0, _, 0) where startsDocument(first): return (2, false, 0)
        default: return nil
        }
    }

    /// UTF-16 or UTF-32 (`wideEncoding`), converted to UTF-8, with the first thing that is not
    /// valid in it (located in the converted bytes); nil for anything else.
    private static func utf8FromUTF16(_ bytes: [UInt8]) -> ([UInt8], ParseFailure?)? {
        guard let (width, bigEndian, start) = wideEncoding(of: bytes) else { return nil }
        let name = width == 2 ? "UTF-16" : "UTF-32"
        func unit(at index: Int) -> UInt32 {
            if width == 4 {
                return bigEndian
                    ? UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3])
                    : UInt32(bytes[index + 3]) << 24 | UInt32(bytes[index + 2]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index])
            }
            return bigEndian
                ? UInt32(bytes[index]) << 8 | UInt32(bytes[index + 1])
                : UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index])
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var problem: ParseFailure?
        var index = start
        while index + width - 1 < bytes.count {
            var scalar = unit(at: index)
            index += width
            if width == 4, scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
                if problem == nil {
                    problem = ParseFailure(message: "the file is not valid UTF-32 (0x\(String(scalar, radix: 16, uppercase: true)) is not a character)", offset: output.count)
                }
                scalar = 0xFFFD
            } else if width == 4 {
                // A whole scalar: nothing to pair.
            } else if (0xD800...0xDBFF).contains(scalar), index + 1 < bytes.count, (0xDC00...0xDFFF).contains(unit(at: index)) {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (unit(at: index) - 0xDC00)
                index += 2
            } else if (0xD800...0xDFFF).contains(scalar) {
                if problem == nil {
                    problem = ParseFailure(message: "the file is not valid UTF-16 (a lone surrogate 0x\(String(scalar, radix: 16, uppercase: true)))", offset: output.count)
                }
                scalar = 0xFFFD
            }
            switch scalar {
            case 0..<0x80:
                output.append(UInt8(scalar))
            case 0x80..<0x800:
                output += [UInt8(0xC0 | scalar >> 6), UInt8(0x80 | scalar & 0x3F)]
            case 0x800..<0x10000:
                output += [UInt8(0xE0 | scalar >> 12), UInt8(0x80 | scalar >> 6 & 0x3F), UInt8(0x80 | scalar & 0x3F)]
            default:
                output += [UInt8(0xF0 | scalar >> 18), UInt8(0x80 | scalar >> 12 & 0x3F),
                           UInt8(0x80 | scalar >> 6 & 0x3F), UInt8(0x80 | scalar & 0x3F)]
            }
        }
        if index < bytes.count, problem == nil {
            problem = ParseFailure(message: "the file is not valid \(name) (its length is not a multiple of \(width) bytes)", offset: output.count)
        }
        return (output, problem)
    }
}
