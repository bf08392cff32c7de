import CheckboxLintModel

/// An accessible name that says "checkbox": VoiceOver already says the role after the name, so the
/// user hears it twice ("unchecked, Peppers checkbox, Checkbox").
struct LabelRedundantRole: OptionlessRule {
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

    func check(_ document: Document, _ context: inout RuleContext) {
        for checkbox in document.reachableCheckboxes where !checkbox.isNameDynamic {
            // The name is one of these two texts: when neither may name the role, it is not looked
            // for (that checks both for white space).
            guard checkbox.accessibilityLabel.map(Self.mayNameRole) == true || checkbox.label.map(Self.mayNameRole) == true,
                  let name = checkbox.comparableName, let role = Self.roleWord(in: name) else { continue }
            let attribute = checkbox.accessibilityLabel.map { !$0.isBlank } == true ? "accessibilityLabel" : "label"
            context.report(checkbox, "Checkbox \(composed: document.messageName(of: checkbox)) is named '\(name)', which says '\(role)'; VoiceOver already announces the role, so remove it from the \(attribute)")
        }
    }

    /// The role words as written in `name`, if it contains them as whole words (ignoring case).
    static func roleWord(in name: String) -> String? {
        // Every role ends in "box" or "cocher": most names contain neither and are not split.
        guard mayNameRole(name) else { return nil }
        let words = Words(name)
        for start in words.lowercased.indices {
            for pattern in roleWords where words.lowercased[start...].starts(with: pattern) {
                return words.original[start..<(start + pattern.count)].joined(separator: " ")
            }
        }
        return nil
    }

    /// Whether `name` contains "box" or "cocher", ignoring ASCII case, on its UTF-8 bytes.
    static func mayNameRole(_ name: String) -> Bool {
        // One pass, looking back from each "x" and "r": by callgrind, a search per word was 0.7 %
        // of a lint run.
        var name = name
        return name.withUTF8 { bytes in
            for end in bytes.indices {
                switch bytes[end] | 0x20 {
                case UInt8(ascii: "x") where ends(bytes, at: end, with: "box"): return true
                case UInt8(ascii: "r") where ends(bytes, at: end, with: "cocher"): return true
                default: continue
                }
            }
            return false
        }
    }

    /// Whether `bytes` up to `end` (included) end with the lower-case ASCII `word`, ignoring case.
    private static func ends(_ bytes: UnsafeBufferPointer<UInt8>, at end: Int, with word: StaticString) -> Bool {
        word.withUTF8Buffer { word in
            guard end + 1 >= word.count else { return false }
            let start = end + 1 - word.count
            return word.indices.allSatisfy { bytes[start + $0] | 0x20 == word[$0] }
        }
    }
}

/// A text split into words: runs of letters and digits; anything else separates them.
struct Words {
    var original: [String] = []
    var lowercased: [String] = []

    init(_ text: String) {
        if let words = text.utf8.withContiguousStorageIfAvailable(Self.simpleWords), let words {
            for word in words { append(word) }
            return
        }
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
        lowercased.append(word.quickLowercased())
    }

    /// The words of simple text (see `Latin1Text`), split on its bytes, or nil for other text.
    /// Looking up whether each Character is a letter or a number made splitting a name cost
    /// 25,000 instructions. In simple text, the letters and numbers are ASCII ones and U+00C0–U+00FF
    /// but × and ÷ (0xC3 0x97, 0xC3 0xB7).
    private static func simpleWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        guard Latin1Text.isSimple(bytes) else { return nil }
        var words: [String] = []
        var start: Int?
        var index = 0
        while index <= bytes.count {
            let isWordPart: Bool
            var width = 1
            if index == bytes.count {
                isWordPart = false
            } else if bytes[index] == 0xC3 {
                isWordPart = bytes[index + 1] != 0x97 && bytes[index + 1] != 0xB7
                width = 2
            } else {
                let byte = bytes[index] | 0x20
                isWordPart = (0x30...0x39).contains(bytes[index]) || (0x61...0x7A).contains(byte)
            }
            if isWordPart {
                if start == nil { start = index }
            } else if let first = start {
                words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<index]), as: UTF8.self))
                start = nil
            }
            index += width
        }
        return words
    }
}
