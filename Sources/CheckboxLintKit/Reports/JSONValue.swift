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
    /// control characters escaped, everything else as UTF-8.
    public static func writeString(_ value: String, into text: inout String) {
        text += "\""
        var plainStart = value.unicodeScalars.startIndex
        var index = plainStart
        let scalars = value.unicodeScalars
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let escape: String? = switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case "\u{08}": "\\b"
            case "\u{0C}": "\\f"
            // U+2028/2029 are valid JSON but end lines in JavaScript; escaped so that the report
            // can be pasted into a script.
            case "\u{2028}": "\\u2028"
            case "\u{2029}": "\\u2029"
            default: scalar.value < 0x20 ? "\\u00" + hexByte(UInt8(scalar.value)) : nil
            }
            if let escape {
                text.unicodeScalars.append(contentsOf: scalars[plainStart..<index])
                text += escape
                plainStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        text.unicodeScalars.append(contentsOf: scalars[plainStart..<index])
        text += "\""
    }

    static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
