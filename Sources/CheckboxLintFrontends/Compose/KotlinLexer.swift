/// One token of Kotlin source: its kind and the byte range it covers.
///
/// Offsets, not text: a token's text is read from the file's bytes only when the parser needs it
/// (names of calls and arguments), so lexing a big file allocates one array.
struct KotlinToken: Equatable {
    enum Kind: UInt8, Equatable {
        /// An identifier or a keyword (the parser tells them apart by their text), or a name in
        /// backticks.
        case identifier
        case number
        /// A string literal, `"…"` or `"""…"""`; `hasTemplate` says whether it holds `$x`/`${…}`.
        case string
        case character
        /// `@Name` (the `@` and the name, with a `:` use-site target).
        case annotation
        /// An operator or punctuation: one to three bytes.
        case symbol
        /// A line break outside brackets: it may end a statement.
        case newline
    }

    var kind: Kind
    var start: Int
    var end: Int
    /// For a string: whether it holds a template (`$name`, `${…}`), so its value is known only at run time.
    var hasTemplate = false
    /// For a symbol: its bytes packed little-endian (`->` is `0x3E2D`), so the parser compares one number.
    var code: UInt32 = 0

    static func pack(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
        var code: UInt32 = 0
        for index in 0..<min(count, 4) { code |= UInt32(bytes[index]) << (8 * UInt32(index)) }
        return code
    }
}

/// A `//` or `/* … */` comment, kept for inline suppressions (`// checkbox-lint-disable …`).
struct KotlinComment {
    var start: Int
    var end: Int
    /// The byte range of the comment's text, without its delimiters.
    var textStart: Int
    var textEnd: Int
}

/// A small, tolerant Kotlin lexer: identifiers, keywords, numbers, strings with `$x` / `${…}`
/// templates, raw `"""` strings, character literals, `//` and nested `/* */` comments,
/// annotations and operators. It never fails: a byte it does not know becomes a one-byte symbol,
/// an unterminated string or comment ends at the end of the file (and is noted in `problems`).
///
/// Written from the Kotlin language specification's description of its tokens, not from any grammar.
struct KotlinLexer {
    /// Templates inside strings inside templates…: deeper than this, the rest of the string is
    /// taken as text (a file that nests 32 templates is not a screen).
    static let maximumTemplateDepth = 32

    let bytes: [UInt8]
    private(set) var tokens: [KotlinToken] = []
    private(set) var comments: [KotlinComment] = []
    /// Where the lexer met something it could not finish (an unterminated string or comment).
    private(set) var problems: [(offset: Int, message: String)] = []
    private var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Lexes the whole file.
    static func tokenize(_ bytes: [UInt8]) -> KotlinLexer {
        var lexer = KotlinLexer(bytes: bytes)
        lexer.tokens.reserveCapacity(bytes.count / 4)
        lexer.run()
        return lexer
    }

    private mutating func run() {
        // A byte-order mark is not a token.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        // A shebang line (`#!/usr/bin/env kotlin`) is a comment.
        if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "#"), bytes[position + 1] == UInt8(ascii: "!") {
            while position < bytes.count, bytes[position] != 0x0A { position += 1 }
        }
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case 0x0A:
                // Runs of line breaks are one token.
                if tokens.last?.kind != .newline { tokens.append(KotlinToken(kind: .newline, start: position, end: position + 1)) }
                position += 1
            case 0x20, 0x09, 0x0D, 0x0C:
                position += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                lineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                blockComment()
            case UInt8(ascii: "\""):
                let start = position
                let hasTemplate = string(depth: 0)
                position = min(position, bytes.count)
                tokens.append(KotlinToken(kind: .string, start: start, end: position, hasTemplate: hasTemplate))
            case UInt8(ascii: "'"):
                character()
            case UInt8(ascii: "`"):
                let start = position
                position += 1
                while position < bytes.count, bytes[position] != UInt8(ascii: "`"), bytes[position] != 0x0A { position += 1 }
                if position < bytes.count, bytes[position] == UInt8(ascii: "`") { position += 1 }
                tokens.append(KotlinToken(kind: .identifier, start: start, end: position))
            case UInt8(ascii: "@"):
                annotation()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                number()
            case UInt8(ascii: ".") where peek(1).map(Self.isDigit) == true && !(tokens.last.map(isValueEnd) ?? false):
                number()
            default:
                if Self.isIdentifierStart(byte) {
                    let start = position
                    position += 1
                    while position < bytes.count, Self.isIdentifierPart(bytes[position]) { position += 1 }
                    tokens.append(KotlinToken(kind: .identifier, start: start, end: position))
                } else {
                    symbol()
                }
            }
        }
    }

    private func peek(_ distance: Int) -> UInt8? {
        position + distance < bytes.count ? bytes[position + distance] : nil
    }

    /// Whether a token ends a value, so a `.` after it is a member access (`x.5` does not occur,
    /// but `list.size` after `)` does).
    private func isValueEnd(_ token: KotlinToken) -> Bool {
        switch token.kind {
        case .identifier, .number, .string, .character: return true
        case .symbol: return bytes[token.start] == UInt8(ascii: ")") || bytes[token.start] == UInt8(ascii: "]")
        default: return false
        }
    }

    private mutating func lineComment() {
        let start = position
        position += 2
        while position < bytes.count, bytes[position] != 0x0A { position += 1 }
        comments.append(KotlinComment(start: start, end: position, textStart: start + 2, textEnd: position))
    }

    /// `/* … */`, which nests in Kotlin: `/* a /* b */ c */` is one comment.
    private mutating func blockComment() {
        let start = position
        position += 2
        var depth = 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { break }
            } else if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else {
                position += 1
            }
        }
        if depth > 0 { problems.append((start, "a comment that starts here is not closed")) }
        comments.append(KotlinComment(start: start, end: position, textStart: start + 2, textEnd: max(start + 2, depth > 0 ? position : position - 2)))
    }

    /// A string at `position` (on its opening quote); leaves `position` after it. Returns whether
    /// it holds a template.
    private mutating func string(depth: Int) -> Bool {
        let start = position
        let raw = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        position += raw ? 3 : 1
        var hasTemplate = false
        while position < bytes.count {
            let byte = bytes[position]
            if raw {
                if byte == UInt8(ascii: "\""), peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
                    position += 3
                    // `""""` ends with extra quotes belonging to the string.
                    while position < bytes.count, bytes[position] == UInt8(ascii: "\"") { position += 1 }
                    return hasTemplate
                }
            } else {
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    return hasTemplate
                }
                if byte == 0x0A {
                    // A plain string does not span lines: the file is broken here; the line ends it.
                    problems.append((start, "a string that starts here is not closed on its line"))
                    return hasTemplate
                }
                if byte == UInt8(ascii: "\\") {
                    position += 2
                    continue
                }
            }
            if byte == UInt8(ascii: "$"), let next = peek(1) {
                if next == UInt8(ascii: "{") {
                    hasTemplate = true
                    position += 2
                    templateExpression(depth: depth + 1)
                    continue
                }
                if Self.isIdentifierStart(next) {
                    hasTemplate = true
                }
            }
            position += 1
        }
        problems.append((start, "a string that starts here is not closed"))
        return hasTemplate
    }

    /// The expression of a `${…}` template, up to its closing brace: braces counted, strings
    /// inside it skipped (they may hold templates of their own, up to `maximumTemplateDepth`).
    private mutating func templateExpression(depth: Int) {
        var braces = 1
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "{"):
                braces += 1
                position += 1
            case UInt8(ascii: "}"):
                braces -= 1
                position += 1
                if braces == 0 { return }
            case UInt8(ascii: "\"") where depth < Self.maximumTemplateDepth:
                _ = string(depth: depth)
                position = min(position, bytes.count)
            case UInt8(ascii: "'"):
                character(recording: false)
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                let before = comments.count
                blockComment()
                comments.removeSubrange(before...)
            case 0x0A where depth >= Self.maximumTemplateDepth:
                return
            default:
                position += 1
            }
        }
    }

    /// `'a'`, `'\n'`, `'\u0041'`.
    private mutating func character(recording: Bool = true) {
        let start = position
        position += 1
        var length = 0
        while position < bytes.count, bytes[position] != UInt8(ascii: "'"), bytes[position] != 0x0A, length < 12 {
            position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
            length += 1
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "'") { position += 1 }
        position = min(position, bytes.count)
        if recording { tokens.append(KotlinToken(kind: .character, start: start, end: position)) }
    }

    /// `@Composable`, `@Preview`, `@file:Suppress`, `@get:Rule`; a lone `@` (a label's `return@x`
    /// is read with the identifier before it) is a symbol.
    private mutating func annotation() {
        let start = position
        position += 1
        guard position < bytes.count, Self.isIdentifierStart(bytes[position]) || bytes[position] == UInt8(ascii: "`") else {
            tokens.append(KotlinToken(kind: .symbol, start: start, end: position, code: UInt32(UInt8(ascii: "@"))))
            return
        }
        while position < bytes.count, Self.isIdentifierPart(bytes[position]) || bytes[position] == UInt8(ascii: "`") { position += 1 }
        // A use-site target: `@file:Suppress`, `@get:JvmName`.
        if position + 1 < bytes.count, bytes[position] == UInt8(ascii: ":"), Self.isIdentifierStart(bytes[position + 1]) {
            position += 1
            while position < bytes.count, Self.isIdentifierPart(bytes[position]) { position += 1 }
        }
        // Dotted names: `@androidx.compose.runtime.Composable`.
        while position + 1 < bytes.count, bytes[position] == UInt8(ascii: "."), Self.isIdentifierStart(bytes[position + 1]) {
            position += 1
            while position < bytes.count, Self.isIdentifierPart(bytes[position]) { position += 1 }
        }
        tokens.append(KotlinToken(kind: .annotation, start: start, end: position))
    }

    /// `42`, `0xFF`, `1_000L`, `8.dp` (the number, then `.` and `dp`), `1.5f`, `1e3`.
    private mutating func number() {
        let start = position
        if bytes[position] == UInt8(ascii: "0"), let next = peek(1), next | 0x20 == UInt8(ascii: "x") || next | 0x20 == UInt8(ascii: "b") {
            position += 2
            while position < bytes.count, Self.isIdentifierPart(bytes[position]) { position += 1 }
            tokens.append(KotlinToken(kind: .number, start: start, end: position))
            return
        }
        while position < bytes.count, Self.isDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_") { position += 1 }
        // A fraction only when a digit follows the dot: `8.dp` is 8, then `.dp`.
        if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "."), Self.isDigit(bytes[position + 1]) {
            position += 1
            while position < bytes.count, Self.isDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_") { position += 1 }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            var next = position + 1
            if next < bytes.count, bytes[next] == UInt8(ascii: "+") || bytes[next] == UInt8(ascii: "-") { next += 1 }
            if next < bytes.count, Self.isDigit(bytes[next]) {
                position = next
                while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
            }
        }
        // Suffixes: `L`, `f`, `F`, `u`, `UL`.
        while position < bytes.count, [UInt8(ascii: "L"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "u"), UInt8(ascii: "U")].contains(bytes[position]) {
            position += 1
        }
        tokens.append(KotlinToken(kind: .number, start: start, end: position))
    }

    /// An operator or punctuation: Kotlin's operators of two and three bytes (`?.`, `?:`, `::`,
    /// `->`, `==`, `!=`, `===`, `!==`, `<=`, `>=`, `&&`, `||`, `++`, `--`, `+=`, `-=`, `*=`, `/=`,
    /// `%=`, `..`, `..<`, `...`, `!!`), else one byte (or one UTF-8 character).
    private mutating func symbol() {
        let first = bytes[position]
        let second = peek(1) ?? 0
        let third = peek(2) ?? 0
        var length = 1
        switch first {
        case UInt8(ascii: "!"):
            if second == UInt8(ascii: "=") { length = third == UInt8(ascii: "=") ? 3 : 2 }
            else if second == UInt8(ascii: "!") { length = 2 }
        case UInt8(ascii: "="):
            if second == UInt8(ascii: "=") { length = third == UInt8(ascii: "=") ? 3 : 2 }
        case UInt8(ascii: "."):
            if second == UInt8(ascii: ".") { length = third == UInt8(ascii: ".") || third == UInt8(ascii: "<") ? 3 : 2 }
        case UInt8(ascii: "?"):
            if second == UInt8(ascii: ".") || second == UInt8(ascii: ":") { length = 2 }
        case UInt8(ascii: ":"):
            if second == UInt8(ascii: ":") { length = 2 }
        case UInt8(ascii: "-"):
            if second == UInt8(ascii: ">") || second == UInt8(ascii: "-") || second == UInt8(ascii: "=") { length = 2 }
        case UInt8(ascii: "+"):
            if second == UInt8(ascii: "+") || second == UInt8(ascii: "=") { length = 2 }
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"):
            if second == UInt8(ascii: "=") { length = 2 }
        case UInt8(ascii: "&"):
            if second == UInt8(ascii: "&") { length = 2 }
        case UInt8(ascii: "|"):
            if second == UInt8(ascii: "|") { length = 2 }
        default:
            // A multi-byte UTF-8 character outside a string or identifier: one symbol.
            if first >= 0xC0 {
                while position + length < bytes.count, bytes[position + length] & 0xC0 == 0x80, length < 4 { length += 1 }
            }
        }
        var code = UInt32(first)
        if length >= 2 { code |= UInt32(second) << 8 }
        if length >= 3 { code |= UInt32(third) << 16 }
        if length >= 4 { code |= UInt32(bytes[position + 3]) << 24 }
        tokens.append(KotlinToken(kind: .symbol, start: position, end: position + length, code: code))
        position += length
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }
}
