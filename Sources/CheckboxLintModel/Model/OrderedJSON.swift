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
        var bytes: [UInt8] = []
        write(into: &bytes, pretty: pretty, level: level)
        return String(decoding: bytes, as: UTF8.self)
    }

    public func write(into text: inout String, pretty: Bool, level: Int) {
        text += serialized(pretty: pretty, level: level)
    }

    /// The value as UTF-8 bytes, which reports are built of: appending to a `String` piece by
    /// piece was most of a JSON report's cost (by callgrind, 40 % of a `--format json` run).
    public func write(into bytes: inout [UInt8], pretty: Bool, level: Int) {
        switch self {
        case .string(let value): OrderedJSON.writeString(value, into: &bytes)
        case .int(let value): bytes.appendDecimal(value)
        case .bool(let value): bytes.append(value ? "true" : "false")
        case .null: bytes.append("null")
        case .array(let items):
            guard !items.isEmpty else { bytes.append("[]"); return }
            bytes.append(UInt8(ascii: "["))
            for index in items.indices {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                if pretty { OrderedJSON.newline(&bytes, level + 1) }
                items[index].write(into: &bytes, pretty: pretty, level: level + 1)
            }
            if pretty { OrderedJSON.newline(&bytes, level) }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { bytes.append("{}"); return }
            bytes.append(UInt8(ascii: "{"))
            for index in members.indices {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                if pretty { OrderedJSON.newline(&bytes, level + 1) }
                OrderedJSON.writeString(members[index].0, into: &bytes)
                bytes.append(pretty ? ": " : ":")
                members[index].1.write(into: &bytes, pretty: pretty, level: level + 1)
            }
            if pretty { OrderedJSON.newline(&bytes, level) }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    static func newline(_ bytes: inout [UInt8], _ level: Int) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    /// Writes `value` as a JSON string literal (RFC 8259): quotation mark, reverse solidus and the
    /// control characters escaped, everything else as UTF-8. The one JSON string writer of every
    /// report, the preview and the baseline.
    public static func writeString(_ value: String, into text: inout String) {
        var bytes: [UInt8] = []
        writeString(value, into: &bytes)
        text += String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `value` as a JSON string literal, as UTF-8 bytes. Runs of plain text are copied whole.
    public static func writeString(_ value: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var plainStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                // The common case first: one test for a byte that needs no escape.
                if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte != 0xE2, byte != 0xC2, byte != 0x7F,
                   byte != UInt8(ascii: "#") {
                    index += 1
                    continue
                }
                var next = index + 1
                let escape: String
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case 0x08: escape = "\\b"
                case 0x0C: escape = "\\f"
                case 0x00..<0x20: escape = "\\u00" + hexByte(byte)
                // U+2028/2029 (E2 80 A8/A9) are valid JSON but end lines in JavaScript; escaped so
                // that the report can be pasted into a script.
                case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    escape = utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    next = index + 3
                // DEL and the C1 controls (C2 80–9F: NEL, U+0085, among them) are valid JSON too,
                // but a terminal or a log reader may act on them: escaped as the other controls.
                case 0x7F: escape = "\\u007f"
                // `##[` starts the Actions runner's older commands anywhere in a line (a report
                // printed in a CI log): the second `#` is escaped, which JSON reads the same.
                case UInt8(ascii: "#") where index + 2 < utf8.count && utf8[index + 1] == UInt8(ascii: "#") && utf8[index + 2] == UInt8(ascii: "["):
                    escape = "#\\u0023"
                    next = index + 2
                case 0xC2 where index + 1 < utf8.count && utf8[index + 1] >= 0x80 && utf8[index + 1] <= 0x9F:
                    escape = "\\u00" + hexByte(utf8[index + 1])
                    next = index + 2
                default:
                    index = next
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<index]))
                bytes.append(escape)
                plainStart = next
                index = next
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<index]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    package static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
