/// Texts VoiceOver reads as one element's label (a section header of several texts, a stack
/// combined with `.accessibilityElement(children: .combine)`): joined with ", ", as VoiceOver
/// joins a combined element's labels. Made one way for every place that joins, so the preview's
/// words are too.
extension SourceValue {
    /// The parts joined in order: a literal when every part is one (a literal shaped like a strings
    /// key counts as a run-time value, as on its own); else an interpolated value, each literal
    /// part as text and each run-time part in braces (`{model.title}, New`), present and never
    /// judged as text, as an interpolated string is. One part is returned as it is.
    static func joinedAsSpoken(_ parts: [SourceValue]) -> SourceValue {
        if parts.count == 1 { return parts[0] }
        let read = parts.map(SwiftModelMapper.localized)
        let text = read.map(\.modelText).joined(separator: ", ")
        return read.contains(where: \.isDynamic) ? .interpolated(text, code: spokenCode(read)) : .literal(text)
    }

    /// The Swift string literal that says `parts` joined (`"\(title), Due \(due)"`): a literal part
    /// as its text escaped, an expression as its interpolation, an interpolated part as the inside
    /// of its own literal. Nil when a part cannot be written faithfully: an expression cut short
    /// (`…`, a preview's limit) or not whole (`SwiftCodeScan.isWholeExpression`), an interpolated
    /// part with no code of its own (a raw or multi-line literal).
    private static func spokenCode(_ parts: [SourceValue]) -> String? {
        var code = "\""
        for (index, part) in parts.enumerated() {
            if index > 0 { code += ", " }
            switch part {
            case .literal(let text):
                code += SwiftCodeScan.escaped(text)
            case .dynamic(let expression):
                guard SwiftCodeScan.isWholeExpression(expression) else { return nil }
                code += "\\(" + expression + ")"
            case .interpolated(_, let inner):
                guard let inner, inner.count >= 2, inner.hasPrefix("\""), inner.hasSuffix("\"") else { return nil }
                code += inner.dropFirst().dropLast()
            }
        }
        return code + "\""
    }
}

/// A lexical scan of a Swift expression as the preview keeps it (`SwiftSyntaxFacts.compactSource`):
/// whether it is whole, to be written back inside `\(…)` of advice given as code. It tracks the
/// nesting of `(…)`, `[…]` and `{…}` and string literals, with their escapes (`\"`) and their own
/// interpolations (`"a\("b")"`) at any depth; a raw (`#"…"#`) or multi-line (`"""`) literal, which
/// the one-line compaction may have changed, a comment, an unbalanced closer, an open literal or bracket at
/// the end, and an expression cut short (ending in `…`) are not whole.
enum SwiftCodeScan {
    static func isWholeExpression(_ expression: String) -> Bool {
        let bytes = Array(expression.utf8)
        guard !bytes.isEmpty, !expression.hasSuffix("…") else { return false }
        var index = 0
        return scanCode(bytes, &index, until: nil) && index == bytes.count
    }

    /// Scans code from `index` up to `closer` (consumed) or the end when `closer` is nil.
    private static func scanCode(_ bytes: [UInt8], _ index: inout Int, until closer: UInt8?) -> Bool {
        var stack: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("): stack.append(UInt8(ascii: ")"))
            case UInt8(ascii: "["): stack.append(UInt8(ascii: "]"))
            case UInt8(ascii: "{"): stack.append(UInt8(ascii: "}"))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let last = stack.last {
                    guard last == byte else { return false }
                    stack.removeLast()
                } else {
                    guard byte == closer else { return false }
                    index += 1
                    return true
                }
            case UInt8(ascii: "#"):
                // A raw string's opening (`#"`, `##"`).
                var next = index
                while next < bytes.count, bytes[next] == UInt8(ascii: "#") { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: "\"") { return false }
            case UInt8(ascii: "/"):
                // A comment, which the one-line compaction ran into the code after it.
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") { return false }
            case UInt8(ascii: "\""):
                index += 1
                guard scanString(bytes, &index) else { return false }
                continue
            default:
                break
            }
            index += 1
        }
        return closer == nil && stack.isEmpty
    }

    /// Scans a one-line string literal's inside from `index` (after its opening quote) through its
    /// closing quote.
    private static func scanString(_ bytes: [UInt8], _ index: inout Int) -> Bool {
        // `"""`: a multi-line literal (its opening's two more quotes).
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\""), bytes[index + 1] == UInt8(ascii: "\"") { return false }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return true
            }
            if byte == 0x0A || byte == 0x0D { return false }
            if byte == UInt8(ascii: "\\") {
                guard index + 1 < bytes.count else { return false }
                if bytes[index + 1] == UInt8(ascii: "(") {
                    index += 2
                    guard scanCode(bytes, &index, until: UInt8(ascii: ")")) else { return false }
                    continue
                }
                index += 2
                continue
            }
            index += 1
        }
        return false
    }

    /// `text` as the inside of a Swift string literal: its backslashes, quotes and line breaks escaped.
    static func escaped(_ text: String) -> String {
        var code = ""
        for character in text {
            switch character {
            case "\\": code += "\\\\"
            case "\"": code += "\\\""
            case "\n": code += "\\n"
            case "\r": code += "\\r"
            case "\t": code += "\\t"
            default: code.append(character)
            }
        }
        return code
    }
}
