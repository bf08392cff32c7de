/// The lowercased words of a Swift name or a symbol's name, split at capitals and at anything not a
/// letter or a digit: `isPinnedTask` → is, pinned, task; `square.and.arrow.up`, `heart_fill` likewise.
/// What recognisers read a name's meaning from (a Bool's, a closure's, a symbol's).
enum NameWords {
    static func of(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += character.lowercased()
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
