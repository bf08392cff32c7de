/// A value read through its binding: `$plugin.enabled.wrappedValue` is `plugin.enabled`. The
/// `$` makes the property wrapper's `Binding`, and its `wrappedValue` is the value itself, so a
/// look chosen by `$x.wrappedValue ? .green : .red` is chosen by `x`, the Bool the action
/// toggles (`plugin.enabled.toggle()`). Conditions are compared as normalized text
/// (`HandMadeCheckbox.normalizedCondition`), so the two spellings are made one there.
enum ProjectedValueReads {
    private static let wrapped = Array(".wrappedValue".utf8)

    /// `text` (white space already taken out) with each `$path.wrappedValue` read as `path`; the
    /// text itself when it holds none.
    static func unwrapped(_ text: String) -> String {
        // Every compared condition comes here: the copy of its bytes is made only for the few with a `$`.
        guard text.utf8.contains(UInt8(ascii: "$")) else { return text }
        let bytes = Array(text.utf8)
        guard SwiftConstructs.contains(bytes, wrapped, in: 0..<bytes.count) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            // A `$` that starts a name (not one inside a longer name, nor `$0`).
            let startsName = byte == UInt8(ascii: "$") && (index == 0 || !isNameByte(bytes[index - 1]))
                && index + 1 < bytes.count && isNameStart(bytes[index + 1])
            guard startsName, let end = pathEnd(bytes, from: index + 1) else {
                result.append(byte)
                index += 1
                continue
            }
            result.append(contentsOf: bytes[(index + 1)..<end])
            index = end + wrapped.count
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Where `.wrappedValue` begins after the dotted path that starts at `start`, when the path is
    /// followed by it (and by no longer name: `.wrappedValues`); nil otherwise.
    private static func pathEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "."), matchesWrapped(bytes, at: index) { return index }
            guard isNameByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") else { return nil }
            index += 1
        }
        return nil
    }

    private static func matchesWrapped(_ bytes: [UInt8], at index: Int) -> Bool {
        let end = index + wrapped.count
        guard end <= bytes.count, Array(bytes[index..<end]) == wrapped else { return false }
        return end == bytes.count || !isNameByte(bytes[end])
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
    }
}
