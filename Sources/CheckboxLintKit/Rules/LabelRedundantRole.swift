/// An accessible name that says "checkbox": VoiceOver already says the role after the name, so the
/// user hears it twice ("unchecked, Peppers checkbox, Checkbox").
struct LabelRedundantRole: Rule {
    static let description = RuleDescription(
        id: "label-redundant-role",
        name: "Accessible name repeats the role",
        defaultSeverity: .warning
    )

    /// The role as words, lower-cased. Singular only: a plural ("Show all checkboxes") names other
    /// controls, not this one's role. A hyphen separates words, so "check-box" is "check box".
    static let roleWords: [[String]] = [
        ["checkbox"], ["check", "box"], ["tickbox"], ["tick", "box"],
        ["case", "à", "cocher"], ["case", "a", "cocher"],
    ]

    init(options: RuleOptions) throws {
        try options.checkKnown(Self.description)
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        for checkbox in document.checkboxes {
            guard let name = checkbox.accessibleName, let role = Self.roleWord(in: name) else { continue }
            let attribute = checkbox.accessibilityLabel.map { !$0.isBlank } == true ? "accessibilityLabel" : "label"
            context.report(checkbox, "Checkbox '\(checkbox.displayName)' is named '\(name)', which says '\(role)'; VoiceOver already announces the role, so remove it from the \(attribute)")
        }
    }

    /// The role words as written in `name`, if it contains them as whole words (ignoring case).
    static func roleWord(in name: String) -> String? {
        // Every role ends in "box" or "cocher": most names contain neither and are not split.
        guard containsASCII(box, ignoringCaseIn: name) || containsASCII(cocher, ignoringCaseIn: name) else { return nil }
        let words = Words(name)
        for start in words.lowercased.indices {
            for pattern in roleWords where words.lowercased[start...].starts(with: pattern) {
                return words.original[start..<(start + pattern.count)].joined(separator: " ")
            }
        }
        return nil
    }

    static let box = Array("box".utf8)
    static let cocher = Array("cocher".utf8)

    /// Whether `text` contains the lower-case ASCII `word`, ignoring ASCII case, on its UTF-8 bytes.
    static func containsASCII(_ word: [UInt8], ignoringCaseIn text: String) -> Bool {
        var text = text
        return word.withUnsafeBufferPointer { needle in text.withUTF8 { search(needle, in: $0) } }
    }

    private static func search(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) {
            var matched = true
            for offset in 0..<needle.count where haystack[start + offset] | 0x20 != needle[offset] {
                matched = false
                break
            }
            if matched { return true }
        }
        return false
    }
}

/// A text split into words: runs of letters and digits; anything else separates them.
struct Words {
    var original: [String] = []
    var lowercased: [String] = []

    init(_ text: String) {
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                append(current)
                current = ""
            }
        }
        if !current.isEmpty { append(current) }
    }

    private mutating func append(_ word: String) {
        original.append(word)
        lowercased.append(word.lowercased())
    }
}
