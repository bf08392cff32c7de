/// Parsing of attribute values (SPEC §2). A value of the wrong form is never silently defaulted.
package enum ValueParser {
    static func boolean(_ text: String) -> Bool? {
        var text = text
        return text.withUTF8(boolean)
    }

    /// `true`, `yes`, `1` or `false`, `no`, `0`, ignoring case, read from UTF-8 without making a
    /// string. Only ASCII letters are folded, as `lowercased()` would: the one other character that
    /// lower-cases to an ASCII letter, the Kelvin sign (to k), is in none of these words.
    static func boolean(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        func matches(_ word: StaticString) -> Bool {
            guard bytes.count == word.utf8CodeUnitCount else { return false }
            let letters = word.utf8Start
            for index in 0..<bytes.count {
                var byte = bytes[index]
                if byte &- UInt8(ascii: "A") < 26 { byte |= 0x20 }
                if byte != letters[index] { return false }
            }
            return true
        }
        if matches("true") || matches("yes") || matches("1") { return true }
        if matches("false") || matches("no") || matches("0") { return false }
        return nil
    }

    /// The value of `table` that ASCII `bytes` spell, ignoring ASCII case, without making a string:
    /// the enum attributes (`state`, `variant`, …) on every checkbox cost a string and its
    /// `lowercased()` copy each (callgrind). Nil when they spell none, or hold a non-ASCII byte,
    /// whose case `lowercased()` folds by Unicode's rules (the Kelvin sign to k): the caller then
    /// takes the string path, which also words the message of a bad value.
    static func keyword<Value>(_ bytes: UnsafeBufferPointer<UInt8>, in table: KeywordTable<Value>) -> Value? {
        table.value(for: bytes)
    }

    /// A non-negative decimal: `12`, `0.5`, `44.0` (JSON numbers may also use an exponent).
    static func number(_ text: String) -> Double? {
        var text = text
        if let value = text.withUTF8(shortDecimal) { return value }
        guard let first = text.utf8.first, first == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
              let value = Double(text), value.isFinite, value >= 0 else { return nil }
        return value
    }

    struct LengthProblem: Error {
        var message: String
    }

    /// A number in the platform's unit, with an optional matching unit suffix (`44`, `44pt` on iOS).
    static func length(_ text: String, platform: Platform) -> Result<Double, LengthProblem> {
        var text = text
        return text.withUTF8 { length($0, platform: platform) }
    }

    /// `length` of UTF-8 text: walking a String's UTF-8 view index by index cost ten times more
    /// than the common case below (5 % of a lint run, by callgrind).
    static func length(_ bytes: UnsafeBufferPointer<UInt8>, platform: Platform) -> Result<Double, LengthProblem> {
        if let value = plainASCIINumber(bytes, platform: platform) { return .success(value) }
        let text = String(decoding: bytes, as: UTF8.self)
        let trimmed = text.trimmingWhitespace()
        let digits = trimmed.prefix { !$0.isLetter }
        let suffix = trimmed[digits.endIndex...]
        // Only letters after a number are a unit: `wide` is just not a number.
        if !digits.isEmpty, !suffix.isEmpty, suffix.lowercased() != platform.unitSuffix {
            return .failure(LengthProblem(message: "the unit '\(DocumentBuilder.shown(String(suffix)))' does not match platform \(platform.rawValue) (use \(platform.unitSuffix) or no unit)"))
        }
        guard let value = number(String(digits)) else {
            return .failure(LengthProblem(message: "expected a non-negative number, optionally followed by \(platform.unitSuffix)"))
        }
        return .success(value)
    }

    /// The common case of a length, `44`, `0.5` or `44pt`: ASCII digits with at most one point and
    /// at most 15 digits, then nothing or the platform's unit in any case, no white space. Nil for
    /// anything else, which `length` then reads the general way (with Character-wise Unicode checks
    /// that cost far more). One pass: the number is read as its end is found (a scan for the end,
    /// then one for the number, and the unit as a `String`, were 185 instructions a length).
    private static func plainASCIINumber(_ bytes: UnsafeBufferPointer<UInt8>, platform: Platform) -> Double? {
        var end = 0
        guard let value = decimalPrefix(bytes, end: &end) else { return nil }
        if end < bytes.count {
            // A unit suffix: two ASCII letters matching the platform's (else the general path explains).
            let unit = platform.unitSuffixBytes
            guard bytes.count - end == 2, bytes[end] | 0x20 == unit.0, bytes[end + 1] | 0x20 == unit.1 else { return nil }
        }
        return value
    }

    /// `44`, `0.5`, `1.` or `.5` with at most 15 digits, without strtod: the digits make an exact
    /// integer below 2^53 and the divisor an exact power of ten, so the quotient is the correctly
    /// rounded value, the one `Double(String)` returns. Nil for anything else.
    private static func shortDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var end = 0
        guard let value = decimalPrefix(bytes, end: &end), end == bytes.count else { return nil }
        return value
    }

    /// `shortDecimal` of the longest prefix of `bytes` made of digits and points, whose length it
    /// leaves in `end`; nil (with `end` unspecified) when that prefix is no such number.
    private static func decimalPrefix(_ bytes: UnsafeBufferPointer<UInt8>, end: inout Int) -> Double? {
        var mantissa: Int64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte &- UInt8(ascii: "0") < 10 {
                digits += 1
                if digits > 15 { return nil }
                mantissa = mantissa * 10 + Int64(byte &- UInt8(ascii: "0"))
                if seenPoint { fractionDigits += 1 }
            } else if byte == UInt8(ascii: ".") {
                if seenPoint { return nil }
                seenPoint = true
            } else {
                break
            }
            index += 1
        }
        end = index
        guard digits > 0 else { return nil }
        return fractionDigits == 0 ? Double(mantissa) : Double(mantissa) / powersOfTen[fractionDigits]
    }

    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// A well-formed BCP 47 tag, loosely: a 2–3 letter language, then subtags of 1–8 letters or digits.
    package static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return false
        }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}

/// Lower-case ASCII words and the values they stand for, matched against UTF-8 bytes ignoring
/// ASCII case (`ValueParser.keyword`). Each word (16 bytes at most) is packed into two integers,
/// and so are the bytes, lower-cased, once: an entry is then three compares (an array of bytes a
/// word, compared byte by byte, cost 140 instructions a value by callgrind).
struct KeywordTable<Value> {
    private let entries: [(count: Int, low: UInt64, high: UInt64, value: Value)]

    init(_ entries: some Sequence<(String, Value)>) {
        self.entries = entries.map { word, value in
            let bytes = Array(word.utf8)
            precondition(bytes.count <= 16 && bytes.allSatisfy { $0 < 0x80 && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) },
                         "keyword '\(word)' must be lower-case ASCII, 16 bytes at most")
            let (low, high) = bytes.withUnsafeBufferPointer { Self.packed($0) }
            return (bytes.count, low, high, value)
        }
    }

    func value(for bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        guard bytes.count <= 16 else { return nil }
        let (low, high) = Self.packed(bytes)
        for entry in entries where entry.count == bytes.count && entry.low == low && entry.high == high {
            return entry.value
        }
        return nil
    }

    /// Up to 16 bytes, ASCII capitals lower-cased, in two words (in memory order); zero past the
    /// end. Other bytes are kept: one at or above 0x80 then matches no word (all are ASCII).
    private static func packed(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
        return (lowercased(words.0), lowercased(words.1))
    }

    /// The eight bytes of `word` with `A`…`Z` lower-cased, all at once: a byte below 0x80 plus
    /// 0x3F carries into its top bit when it is `A` or above, plus 0x25 when it is above `Z`;
    /// neither sum reaches the next byte. The capitals get 0x20 added (their top bit, shifted).
    private static func lowercased(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops = ones &* 0x80
        let low = word & ~tops
        let atLeastA = (low &+ ones &* (0x80 - 0x41)) & tops
        let aboveZ = (low &+ ones &* (0x80 - 0x5B)) & tops
        let capitals = atLeastA & ~aboveZ & ~word & tops
        return word | capitals >> 2
    }
}
