/// Case and white space of text that is ASCII or Latin-1 letters (U+00C0–U+00FF, the accents of
/// French, German, Spanish…), decided byte by byte on its UTF-8. For any other text, `String`'s
/// Unicode look-ups are needed: `lowercased()` appends each non-ASCII scalar's mapping as a string
/// (by callgrind, 4.5 % of a lint run, mostly on French labels).
///
/// Such text is in NFC and each of its characters is one scalar (CR LF aside), so two such texts
/// are equal as `String`s exactly when their bytes are.
@usableFromInline
package enum Latin1Text {
    /// Whether `bytes` are ASCII, or the two-byte sequences of U+00C0–U+00FF (lead byte 0xC3).
    /// None of those letters is white space, and none joins a neighbour into one character.
    @inlinable
    package static func isSimple(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // A continuation byte (0x80–0xBF) is accepted only right after 0xC3: in valid UTF-8 it
        // follows its lead byte, so any other lead byte fails here first.
        var afterLead = false
        for byte in bytes {
            if byte >= 0x80 {
                if afterLead {
                    afterLead = false
                } else if byte == 0xC3 {
                    afterLead = true
                } else {
                    return false
                }
            }
        }
        return true
    }

    /// Whether `text` is simple; false when its bytes are not contiguous (never for a native string).
    package static func isSimple(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isSimple($0) } ?? false
    }

    /// Writes the lower-case form of `bytes` to `target` (room for `bytes.count`) in one pass, if
    /// they are simple; returns false, part written, at the first byte that shows they are not.
    @inlinable
    package static func lowercase(_ bytes: UnsafeBufferPointer<UInt8>, into target: UnsafeMutablePointer<UInt8>) -> Bool {
        var afterLead = false
        for offset in 0..<bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 {
                // ASCII never follows a lead byte in valid UTF-8.
                target[offset] = byte &- 0x41 < 26 ? byte | 0x20 : byte
            } else if afterLead {
                target[offset] = byte <= 0x9E && byte != 0x97 ? byte &+ 0x20 : byte
                afterLead = false
            } else if byte == 0xC3 {
                target[offset] = byte
                afterLead = true
            } else {
                return false
            }
        }
        return true
    }

    /// The lower-case form of `byte` of simple text: A–Z, and the second byte of À–Þ except ×.
    /// `afterLead`: the byte before it was 0xC3.
    @inlinable
    package static func lowercased(_ byte: UInt8, afterLead: Bool) -> UInt8 {
        if afterLead {
            return byte <= 0x9E && byte != 0x97 ? byte + 0x20 : byte
        }
        return byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}

extension String {
    /// Exactly `lowercased()`, folded byte by byte when the text is simple (see `Latin1Text`).
    @inlinable
    package func quickLowercased() -> String {
        var text = self
        var simple = true
        let folded = text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                simple = Latin1Text.lowercase(bytes, into: buffer.baseAddress!)
                return simple ? bytes.count : 0
            }
        }
        return simple ? folded : lowercased()
    }

    /// Exactly `trimmingWhitespace()`. Simple text is trimmed on its bytes (its white space is
    /// ASCII), and most texts, which begin and end with a printable ASCII character, are kept as
    /// they are: for other text, `trimmingWhitespace` looks up each Character's Unicode properties.
    @inlinable
    package func quickTrimmed() -> String {
        var text = self
        return text.withUTF8 { bytes in
            if let first = bytes.first, let last = bytes.last, (0x21..<0x7F).contains(first) && (0x21..<0x7F).contains(last) {
                return self
            }
            guard Latin1Text.isSimple(bytes) else { return trimmingWhitespace() }
            guard let start = bytes.firstIndex(where: { !isASCIIWhitespace($0) }),
                  let end = bytes.lastIndex(where: { !isASCIIWhitespace($0) }) else { return "" }
            if start == 0 && end == bytes.count - 1 { return self }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start...end]), as: UTF8.self)
        }
    }
}

extension String {
    /// Lower-cased, each run of white space one space, trimmed: how texts compare when case and
    /// spacing are ignored (announcements, placeholders). Simple text is folded byte by byte;
    /// other text through `String`'s Unicode properties.
    package func collapsedLowercased() -> String {
        var text = self
        var simple = true
        let folded = text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                let target = buffer.baseAddress!
                var count = 0
                var pendingSpace = false
                var afterLead = false
                for offset in 0..<bytes.count {
                    let byte = bytes[offset]
                    if byte < 0x80 {
                        if isASCIIWhitespace(byte) {
                            pendingSpace = count > 0
                            continue
                        }
                        if pendingSpace {
                            target[count] = 0x20
                            count += 1
                            pendingSpace = false
                        }
                        target[count] = byte &- 0x41 < 26 ? byte | 0x20 : byte
                    } else {
                        if pendingSpace {
                            target[count] = 0x20
                            count += 1
                            pendingSpace = false
                        }
                        if afterLead {
                            target[count] = byte <= 0x9E && byte != 0x97 ? byte &+ 0x20 : byte
                            afterLead = false
                        } else if byte == 0xC3 {
                            target[count] = byte
                            afterLead = true
                        } else {
                            simple = false
                            return 0
                        }
                    }
                    count += 1
                }
                return count
            }
        }
        return simple ? folded : lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether the two texts are the same when case and spacing are ignored: exactly
    /// `collapsedLowercased() == other.collapsedLowercased()`, compared byte by byte without
    /// making either when both are simple (by callgrind, making both was 8.7 M of a lint run).
    public func equalsIgnoringCaseAndSpacing(_ other: String) -> Bool {
        var left = self, right = other
        let answer: Bool? = left.withUTF8 { left in
            right.withUTF8 { right in
                guard Latin1Text.isSimple(left), Latin1Text.isSimple(right) else { return nil }
                var a = CollapsedLowercasedBytes(left), b = CollapsedLowercasedBytes(right)
                while true {
                    let byte = a.next()
                    guard byte == b.next() else { return false }
                    if byte == nil { return true }
                }
            }
        }
        return answer ?? (collapsedLowercased() == other.collapsedLowercased())
    }

    /// Whether the text contains `word` (lower-case ASCII) in any ASCII case, on its bytes.
    package func containsASCIICaseless(_ word: StaticString) -> Bool {
        var text = self
        return text.withUTF8 { bytes in
            word.withUTF8Buffer { word in
                guard word.count > 0, bytes.count >= word.count else { return false }
                @inline(__always) func lowered(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }
                let first = word[0]
                // A lower-case letter is found by one compare: only it and its capital give it with
                // the case bit set.
                let firstIsLetter = first &- 0x61 < 26
                for start in 0...(bytes.count - word.count)
                where firstIsLetter ? bytes[start] | 0x20 == first : lowered(bytes[start]) == first {
                    var index = 1
                    while index < word.count, lowered(bytes[start + index]) == word[index] { index += 1 }
                    if index == word.count { return true }
                }
                return false
            }
        }
    }

    /// `self` with each `{key}` replaced by its value, in one pass over the bytes (advice
    /// templates; `replacing` from the string-processing library cost thousands of instructions
    /// a call).
    package func filled(_ values: KeyValuePairs<String, String>) -> String {
        var template = self
        return template.withUTF8 { bytes in
            guard var brace = bytes.firstIndex(of: UInt8(ascii: "{")) else { return self }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 64)
            // Bytes up to each `{` are copied as one run; a `{key}` is replaced, any other `{` kept.
            var copied = 0
            while true {
                for (key, value) in values {
                    var key = key, value = value
                    let matched = key.withUTF8 { key in
                        brace + key.count + 1 < bytes.count && bytes[brace + key.count + 1] == UInt8(ascii: "}")
                            && (0..<key.count).allSatisfy { bytes[brace + 1 + $0] == key[$0] }
                    }
                    guard matched else { continue }
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<brace]))
                    value.withUTF8 { result.append(contentsOf: $0) }
                    copied = brace + key.utf8.count + 2
                    break
                }
                guard let next = bytes[max(brace + 1, copied)...].firstIndex(of: UInt8(ascii: "{")) else { break }
                brace = next
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
            return String(decoding: result, as: UTF8.self)
        }
    }
}

/// The bytes of `collapsedLowercased()` of simple text, one at a time, read from the text's.
struct CollapsedLowercasedBytes {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var started = false
    private var afterLead = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func next() -> UInt8? {
        var sawSpace = false
        while index < bytes.count {
            let byte = bytes[index]
            if !afterLead, isASCIIWhitespace(byte) {
                sawSpace = true
                index += 1
                continue
            }
            // A run of white space between two words is one space; the byte after it comes next.
            if sawSpace && started { return 0x20 }
            index += 1
            let lowered = Latin1Text.lowercased(byte, afterLead: afterLead)
            afterLead = byte == 0xC3
            started = true
            return lowered
        }
        return nil
    }
}
