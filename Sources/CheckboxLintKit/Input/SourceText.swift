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
    public let bytes: [UInt8]
    /// True when the bytes were converted to UTF-8 from another encoding (UTF-16 with a byte-order mark).
    public let wasTranscoded: Bool

    /// Whether any CR is in the bytes (CRLF or old Mac line ends); without one, lines are found with memchr.
    private lazy var hasCarriageReturn: Bool = bytes.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return false }
        return memchr(base, 0x0D, buffer.count) != nil
    }
    private var cachedOffset = 0
    private var cachedLine = 1
    private var cachedLineStart = 0

    public init(bytes: [UInt8]) {
        if let utf8 = SourceText.utf8FromUTF16(bytes) {
            self.bytes = utf8
            self.wasTranscoded = true
        } else {
            self.bytes = bytes
            self.wasTranscoded = false
        }
    }

    public convenience init(_ string: String) {
        self.init(bytes: Array(string.utf8))
    }

    /// The location of a byte offset. Line breaks are LF, CRLF (one break) and a lone CR.
    public func location(ofOffset target: Int) -> SourceLocation {
        let target = min(max(target, 0), bytes.count)
        if target < cachedOffset {
            cachedOffset = 0
            cachedLine = 1
            cachedLineStart = 0
        }
        if !hasCarriageReturn {
            // Only LF ends lines: memchr finds them many bytes at a time.
            bytes.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return }
                var index = cachedOffset
                while index < target, let found = memchr(base + index, 0x0A, target - index) {
                    index = base.distance(to: UnsafeRawPointer(found)) + 1
                    cachedLine += 1
                    cachedLineStart = index
                }
            }
            cachedOffset = target
            return SourceLocation(line: cachedLine, column: 1 + codePoints(from: cachedLineStart, to: target))
        }
        bytes.withUnsafeBufferPointer { buffer in
            var index = cachedOffset
            var line = cachedLine
            var lineStart = cachedLineStart
            while index < target {
                let byte = buffer[index]
                if byte == 0x0A {
                    line += 1
                    lineStart = index + 1
                } else if byte == 0x0D {
                    if index + 1 < buffer.count, buffer[index + 1] == 0x0A {
                        // The LF that follows ends the line.
                    } else {
                        line += 1
                        lineStart = index + 1
                    }
                }
                index += 1
            }
            cachedOffset = target
            cachedLine = line
            cachedLineStart = lineStart
        }
        return SourceLocation(line: cachedLine, column: 1 + codePoints(from: cachedLineStart, to: target))
    }

    private func codePoints(from start: Int, to end: Int) -> Int {
        var count = 0
        var index = start
        while index < end {
            // Every byte but a UTF-8 continuation byte starts a code point.
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    /// The offset of the first byte that is not valid UTF-8, or nil when all are.
    public func firstInvalidUTF8Offset() -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
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

    /// UTF-16 with a byte-order mark, converted to UTF-8; nil for anything else.
    private static func utf8FromUTF16(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 2 else { return nil }
        let bigEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0xFE, 0xFF): bigEndian = true
        case (0xFF, 0xFE): bigEndian = false
        default: return nil
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let pair = bigEndian
                ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
                : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index])
            units.append(pair)
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}
