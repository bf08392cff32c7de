import CheckboxLintModel
import CheckboxLintRules

/// The one place XML report text is escaped (checkstyle, JUnit, and the HTML page): markup
/// characters become references, and characters XML 1.0 cannot hold at all (C0 controls other
/// than tab and line ends) are written as `\u{…}` text, so that a hostile label can never break
/// a report's well-formedness. In attribute values, tab and line ends are written as character
/// references too, which attribute-value normalisation would otherwise turn into spaces.
enum XMLEscaping {
    static func append(_ text: String, attribute: Bool, into bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var plainStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
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
                case 0x09, 0x0A: continue
                case 0x00..<0x20, 0x7F:
                    replacement = "\\u{" + String(byte, radix: 16, uppercase: true) + "}"
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<index]))
                bytes.append(replacement)
                plainStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart...]))
        }
    }

    /// `text` escaped for an attribute value (between double quotes) or element content.
    static func escaped(_ text: String, attribute: Bool = true) -> String {
        var bytes: [UInt8] = []
        append(text, attribute: attribute, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
