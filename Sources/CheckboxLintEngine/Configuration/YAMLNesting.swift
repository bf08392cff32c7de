import CheckboxLintModel
import CheckboxLintRules

/// Yams composes nodes recursively, and so does the loader: a deeply nested document would
/// overflow the stack instead of giving an error. This scan bounds the nesting from above before
/// Yams sees the text: on each line, the indentation plus the compact `- ` / `? ` indicators plus
/// the open flow brackets (`[`, `{` outside quotes and comments) is at least the nesting there.
enum YAMLNesting {
    static let limit = 256

    /// The first line where the bound passes `limit`, or nil.
    static func lineTooDeep(in text: String, limit: Int = limit) -> Int? {
        var line = 1
        var atLineStart = true
        var bound = 0
        var flowDepth = 0
        var quote: UInt8?
        var escaped = false
        var inComment = false
        var previous: UInt8 = 0x0A
        var bytes = text.utf8.makeIterator()
        var pending: UInt8?
        while let byte = pending ?? bytes.next() {
            pending = nil
            defer { previous = byte }
            if byte == 0x0A {
                line += 1
                atLineStart = true
                inComment = false
                bound = 0
                continue
            }
            if atLineStart {
                // Indentation and compact block indicators each open at most one level.
                if byte == 0x20 || byte == 0x09 {
                    bound += 1
                } else if (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "?")) && quote == nil {
                    let next = bytes.next()
                    if next == 0x20 || next == 0x09 {
                        // The separating space belongs to the indicator.
                        bound += 1
                    } else {
                        pending = next
                        if next == nil || next == 0x0A { bound += 1 } else { atLineStart = false }
                    }
                } else {
                    atLineStart = false
                }
                if bound + flowDepth > limit { return line }
                if atLineStart { continue }
            }
            if inComment { continue }
            if let open = quote {
                if escaped {
                    escaped = false
                } else if open == UInt8(ascii: "\"") && byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == open {
                    quote = nil
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "#") where previous == 0x20 || previous == 0x09 || previous == 0x0A:
                inComment = true
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                quote = byte
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                flowDepth += 1
                if bound + flowDepth > limit { return line }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                flowDepth = max(0, flowDepth - 1)
            default:
                break
            }
        }
        return nil
    }
}
