/// A JSON value whose objects keep their members in the order they were built, written by hand:
/// reports must be byte-identical from run to run, and Foundation's serializer neither keeps key
/// order nor is cheap per finding.
public indirect enum OrderedJSON: Equatable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    public static func == (a: OrderedJSON, b: OrderedJSON) -> Bool {
        switch (a, b) {
        case let (.string(x), .string(y)): x == y
        case let (.int(x), .int(y)): x == y
        case let (.bool(x), .bool(y)): x == y
        case (.null, .null): true
        case let (.array(x), .array(y)): x == y
        case let (.object(x), .object(y)): x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// The value as JSON text. Pretty: two-space indentation starting at `level`, arrays and
    /// objects that are empty written as `[]` / `{}`; compact: no white space at all.
    public func serialized(pretty: Bool = true, level: Int = 0) -> String {
        var text = ""
        write(into: &text, pretty: pretty, level: level)
        return text
    }

    public func write(into text: inout String, pretty: Bool, level: Int) {
        switch self {
        case .string(let value): OrderedJSON.writeString(value, into: &text)
        case .int(let value): text += String(value)
        case .bool(let value): text += value ? "true" : "false"
        case .null: text += "null"
        case .array(let items):
            guard !items.isEmpty else { text += "[]"; return }
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                if pretty { OrderedJSON.newline(&text, level + 1) }
                item.write(into: &text, pretty: pretty, level: level + 1)
            }
            if pretty { OrderedJSON.newline(&text, level) }
            text += "]"
        case .object(let members):
            guard !members.isEmpty else { text += "{}"; return }
            text += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { text += "," }
                if pretty { OrderedJSON.newline(&text, level + 1) }
                OrderedJSON.writeString(key, into: &text)
                text += pretty ? ": " : ":"
                value.write(into: &text, pretty: pretty, level: level + 1)
            }
            if pretty { OrderedJSON.newline(&text, level) }
            text += "}"
        }
    }

    static func newline(_ text: inout String, _ level: Int) {
        text += "\n"
        for _ in 0..<level { text += "  " }
    }

    /// Writes `value` as a JSON string literal (RFC 8259): quotation mark, reverse solidus and the
    /// control characters escaped, everything else as UTF-8. Runs of plain text are appended whole
    /// (appending through `text.unicodeScalars` would copy the whole report each time).
    public static func writeString(_ value: String, into text: inout String) {
        text += "\""
        let bytes = value.utf8
        var plainStart = bytes.startIndex
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            var next = bytes.index(after: index)
            var escape: String?
            switch byte {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case UInt8(ascii: "\n"): escape = "\\n"
            case UInt8(ascii: "\r"): escape = "\\r"
            case UInt8(ascii: "\t"): escape = "\\t"
            case 0x08: escape = "\\b"
            case 0x0C: escape = "\\f"
            case 0x00..<0x20: escape = "\\u00" + hexByte(byte)
            case 0xE2:
                // U+2028/2029 (E2 80 A8/A9) are valid JSON but end lines in JavaScript; escaped so
                // that the report can be pasted into a script.
                if next != bytes.endIndex, bytes[next] == 0x80 {
                    let third = bytes.index(after: next)
                    if third != bytes.endIndex, bytes[third] == 0xA8 || bytes[third] == 0xA9 {
                        escape = bytes[third] == 0xA8 ? "\\u2028" : "\\u2029"
                        next = bytes.index(after: third)
                    }
                }
            default: break
            }
            if let escape {
                text += value[plainStart..<index]
                text += escape
                plainStart = next
            }
            index = next
        }
        text += value[plainStart..<index]
        text += "\""
    }

    static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
