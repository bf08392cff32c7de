import CheckboxLintModel
import CheckboxLintRules

/// The one place XML report text is escaped (checkstyle, JUnit, and the HTML page): markup
/// characters become references, and characters XML 1.0 cannot hold at all (C0 controls other
/// than tab and line ends) are written as text, spelt as every other report spells them
/// (`OneLine.spelling(of:)`: `\0`, `\u{1B}`), so that a hostile label can never break
/// a report's well-formedness. In attribute values, tab and line ends are written as character
/// references too, which attribute-value normalisation would otherwise turn into spaces.
/// What ends a line for some reader of a log (NEL, the C1 controls, U+2028, U+2029) is written as
/// `\u{…}` text as well, and `##[` (the Actions runner's older commands, anywhere in a line) as
/// `#&#35;[`: a report printed to a job log keeps every label on its line and runs nothing.
enum XMLEscaping {
    static func append(_ text: String, attribute: Bool, into bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var plainStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                var length = 1
                let replacement: String
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\"") where attribute: replacement = "&quot;"
                case UInt8(ascii: "'") where attribute: replacement = "&apos;"
                case 0x09 where attribute: replacement = "&#9;"
                case 0x0A where attribute: replacement = "&#10;"
                case 0x0D: replacement = "&#13;"
                case 0x00..<0x20 where byte != 0x09 && byte != 0x0A, 0x7F:
                    replacement = escapedScalar(UInt32(byte))
                case 0xC2 where index + 1 < utf8.count && (0x80...0x9F).contains(utf8[index + 1]):
                    replacement = escapedScalar(UInt32(utf8[index + 1]))
                    length = 2
                case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    replacement = escapedScalar(0x2000 + UInt32(utf8[index + 2] & 0x3F))
                    length = 3
                case UInt8(ascii: "#") where index + 2 < utf8.count && utf8[index + 1] == UInt8(ascii: "#") && utf8[index + 2] == UInt8(ascii: "["):
                    replacement = "#&#35;"
                    length = 2
                default:
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<index]))
                bytes.append(replacement)
                index += length
                plainStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart...]))
        }
    }

    private static func escapedScalar(_ value: UInt32) -> String {
        OneLine.spelling(of: Unicode.Scalar(value)!)
    }

    /// `text` escaped for an attribute value (between double quotes) or element content.
    static func escaped(_ text: String, attribute: Bool = true) -> String {
        var bytes: [UInt8] = []
        append(text, attribute: attribute, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
