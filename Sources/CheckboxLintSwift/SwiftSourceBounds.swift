/// The shape limits a Swift file must keep before it reaches swift-syntax's parser (SPEC §7).
///
/// swift-syntax 603 has inputs whose cost is not linear in their size: parse time doubles with each
/// level of nested `[` (26 levels in 65 bytes take 22 s), memory grows with the square of nested
/// string interpolations (60 KB → 6.8 GB), and `#if`, generic arguments, ternaries and long
/// postfix chains (`.padding()` 70,000 times, `?.a` 100,000 times) make trees deep enough that
/// any recursive walk overflows the stack. The parser cannot be cancelled, so its time budget is
/// this check: one pass over the bytes, linear, that refuses a file whose nesting is past a bound,
/// before any of it is parsed.
///
/// The bounds sit far above real code (docs/hostile-input.md lists what real projects reach: the
/// deepest bracket nesting found in swift-syntax's own sources, The Composable Architecture,
/// Xcodes and the corpus) and far below where the parser's cost shows.
///
/// The scan knows as much of Swift's lexical structure as nesting needs: comments (nested `/* */`),
/// string literals (`"…"`, `"""…"""`, raw `#"…"#` with `\#(…)` interpolation), brackets. Anything
/// it does not know (a regex literal) is read as code: at worst a bracket is counted that the
/// parser would not count, in a file already nested near a bound.
struct SwiftSourceBounds {
    /// `(`, `[`, `{` and string interpolations, all kinds together.
    static let maximumNesting = 128
    /// `[` alone: the parser's cost doubles with each level (it tries each as a type first).
    static let maximumBracketNesting = 12
    /// The parser's work on `[` in the whole file, in units of `2^depth` for each `[` opened at
    /// that depth: many nests each within the bound above cost as much as one deeper nest.
    static let maximumBracketWork = 1 << 20
    /// `[` counted in string literals and comments too: where a broken file leaves the lexer's
    /// idea of a literal's end in doubt, the brackets it hides are still bounded (18 levels parse
    /// in about 30 ms, 25 in seconds). Real files stay far below it: a literal's `[` is closed
    /// by its `]` or is one of a few.
    static let maximumBlindBracketNesting = 18
    /// The same work bound, counted likewise, with room for the brackets real literals hold.
    static let maximumBlindBracketWork = maximumBracketWork << 2
    /// `\(…)` inside a string inside `\(…)`…: memory grows with the square of it.
    static let maximumInterpolationNesting = 8
    /// `#if` inside `#if`.
    static let maximumConditionalCompilationNesting = 32
    /// `<` of generic arguments inside generic arguments, on one line.
    static let maximumGenericNesting = 32
    /// Ternaries inside a ternary's branches at one bracket level (`a ? b ? c : d : e`).
    static let maximumTernaryNesting = 32
    /// Postfix operations in one chain: `.member`, `?.`, `!`, `?` (`Toggle(…).padding().padding()…`).
    static let maximumPostfixChain = 400
    /// Prefix operators in a row (`!!!!x`, `- - -x`), and `try`/`await` likewise.
    static let maximumPrefixRun = 64

    /// Why a file is refused, and the offset of the first byte past the bound.
    struct Refusal: Equatable {
        let reason: String
        let offset: Int
    }

    /// The first bound the bytes pass, nil when they keep every bound.
    static func check(_ bytes: [UInt8]) -> Refusal? {
        // Over the bytes' and the byte table's memory, not through the arrays: a bounds check and
        // an array access on every byte were most of the scan's ~50 instructions a byte.
        byteClasses.withUnsafeBufferPointer { classes in
            bytes.withUnsafeBufferPointer { buffer in
                var scanner = Scanner(bytes: buffer, classes: classes)
                return scanner.run() ?? blindBrackets(buffer)
            }
        }
    }

    /// `[` nesting and work counted with no regard to literals or comments: the scan above follows
    /// the lexer, and a file broken where the lexer's rules are subtle (quotes that open and close
    /// literals, raw delimiters, interpolations) must not hide from the parser what it would parse
    /// as code. A `]` closes one level; none is counted below zero.
    static func blindBrackets(_ bytes: UnsafeBufferPointer<UInt8>) -> Refusal? {
        var depth = 0
        var work = 0
        func visit(_ offset: Int) -> Refusal? {
            switch bytes[offset] {
            case UInt8(ascii: "["):
                depth += 1
                work += 1 << min(depth, 40)
                if depth > maximumBlindBracketNesting {
                    return Refusal(reason: "[ nested more than \(maximumBlindBracketNesting) deep, counting those in string literals and comments", offset: offset)
                }
                if work > maximumBlindBracketWork {
                    return Refusal(reason: "too many nested [ in one file, counting those in string literals and comments (each level doubles the parser's work on it)", offset: offset)
                }
            case UInt8(ascii: "]"):
                if depth > 0 { depth -= 1 }
            default:
                break
            }
            return nil
        }
        // Sixteen bytes at a time: a chunk that holds neither `[` nor `]` (most chunks) is passed
        // whole, the others byte by byte, in order (byte by byte throughout, this pass cost ~8
        // instructions a byte, a third of the scan above; eight bytes at a time, ~3.8).
        var offset = 0
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            let opening = SIMD16<UInt8>(repeating: 0x5B)
            let closing = SIMD16<UInt8>(repeating: 0x5D)
            while offset + 16 <= bytes.count {
                let chunk = base.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
                guard any((chunk .== opening) .| (chunk .== closing)) else {
                    offset += 16
                    continue
                }
                for index in offset..<(offset + 16) {
                    if let refusal = visit(index) { return refusal }
                }
                offset += 16
            }
        }
        while offset < bytes.count {
            if let refusal = visit(offset) { return refusal }
            offset += 1
        }
        return nil
    }

    /// What each byte value is to the scan, as bits: `identifierByte`, `spaceByte`, `operatorByte`, `lineSpaceByte`.
    private static let byteClasses: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        var bits: UInt8 = 0
        if (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte >= 0x80 || byte == 0x24 { // `$0`, `$binding`
            bits |= identifierByte
        }
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C { bits |= spaceByte }
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { bits |= lineSpaceByte }
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            bits |= operatorByte
        default:
            break
        }
        return bits
    }
    private static let identifierByte: UInt8 = 1
    /// White space the scan skips: a space, a tab, a line end, a vertical tab, a form feed.
    private static let spaceByte: UInt8 = 2
    private static let operatorByte: UInt8 = 4
    /// A space, a tab or a line end: what makes an operator spaced on that side.
    private static let lineSpaceByte: UInt8 = 8

    /// What a level of nesting is: a bracket, or a string literal (inside an interpolation or not).
    private enum Frame {
        case paren, bracket, brace
        /// An interpolation `\(`: code until its `)`, then the string it is in goes on.
        case interpolation
    }

    private struct Level {
        var frame: Frame
        /// The generic `<` open on this level, on the current line.
        var generics = 0
        var ternaries = 0
        var chain = 0
    }

    /// A string literal being read: its `#` count and whether it is multi-line.
    private struct StringLiteral {
        var hashes: Int
        var multiline: Bool
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let classes: UnsafeBufferPointer<UInt8>
        var position = 0
        /// The innermost level of nesting, kept out of `outer`: it is read and written on most
        /// tokens, and an array's last element costs a bounds and a uniqueness check each time.
        var top = Level(frame: .brace)
        /// The levels around `top`, outermost first; the bottom level is the file itself.
        var outer: [Level] = []
        /// String literals whose interpolation is open, innermost last (one per `.interpolation` level).
        var strings: [StringLiteral] = []
        var bracketDepth = 0
        var bracketWork = 0
        var conditionalDepth = 0
        var prefixRun = 0
        /// Whether the last significant byte was the end of an operand (an identifier, a literal,
        /// a closing bracket): then `.`, `?`, `!` after it are postfix.
        var afterOperand = false

        init(bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            self.classes = classes
        }

        /// Levels of nesting below the file's own.
        private var depth: Int { outer.count }

        mutating func run() -> Refusal? {
            while position < bytes.count {
                if let refusal = step() { return refusal }
            }
            return nil
        }

        private func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

        private func isIdentifierByte(_ byte: UInt8) -> Bool { classes[Int(byte)] & SwiftSourceBounds.identifierByte != 0 }

        /// A space, a tab or a line end.
        private func isSpaceOrLineEnd(_ byte: UInt8) -> Bool { classes[Int(byte)] & SwiftSourceBounds.lineSpaceByte != 0 }

        private func isOperatorByte(_ byte: UInt8) -> Bool { classes[Int(byte)] & SwiftSourceBounds.operatorByte != 0 }

        /// Whether the bytes `start..<end` spell `word`, compared byte by byte (a generic
        /// `elementsEqual` on a slice of them was half the scan's cost).
        private func spells(_ start: Int, _ end: Int, _ word: StaticString) -> Bool {
            guard end - start == word.utf8CodeUnitCount else { return false }
            let letters = word.utf8Start
            var index = 0
            while index < end - start {
                if bytes[start + index] != letters[index] { return false }
                index += 1
            }
            return true
        }

        private func refusal(_ reason: String, at offset: Int) -> Refusal { Refusal(reason: reason, offset: offset) }

        /// Reads one token (or white space, or a comment, or a whole string literal).
        private mutating func step() -> Refusal? {
            let current = bytes[position]
            // Most tokens are words: no case below is an identifier byte.
            if isIdentifierByte(current) { return word() }
            switch current {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                return whiteSpace()
            case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "/"):
                // A line comment: white space for the chain.
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                return nil
            case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "*"):
                blockComment()
                return nil
            case UInt8(ascii: "\""),
                 UInt8(ascii: "#") where startsString(at: position):
                return stringLiteral()
            case UInt8(ascii: "#"):
                return directive()
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                let frame: Frame = current == UInt8(ascii: "(") ? .paren : current == UInt8(ascii: "[") ? .bracket : .brace
                position += 1
                return open(frame, at: position - 1)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                position += 1
                return close(current)
            case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
                position += 1
                if current == UInt8(ascii: ":"), top.ternaries > 0 { top.ternaries -= 1 }
                top.chain = 0
                top.generics = 0
                afterOperand = false
                prefixRun = 0
                return nil
            default:
                return operatorRun()
            }
        }

        private mutating func whiteSpace() -> Refusal? {
            // Over a local index, the level touched once: per byte, they were most of the scan.
            var end = position
            var newLine = false
            while end < bytes.count {
                let current = bytes[end]
                // A space first: most white space is one between two tokens.
                if current == 0x20 {
                    end += 1
                } else if current == 0x0A {
                    end += 1
                    newLine = true
                    // A line's indentation, eight spaces at a time.
                    if let base = UnsafeRawPointer(bytes.baseAddress) {
                        while end + 8 <= bytes.count, base.loadUnaligned(fromByteOffset: end, as: UInt64.self) == 0x2020_2020_2020_2020 {
                            end += 8
                        }
                    }
                } else if classes[Int(current)] & SwiftSourceBounds.spaceByte != 0 {
                    end += 1
                } else {
                    break
                }
            }
            position = end
            if newLine {
                // Generic arguments close on the line they open on (an unspaced `a<b` that
                // is a comparison is forgotten at the line's end).
                top.generics = 0
            }
            // A chain goes on across white space and lines only with `.` (`Text("")\n  .padding()`)
            // or `?.`; anything else starts another expression.
            if let next = byte(position), next != UInt8(ascii: "."),
               !(next == UInt8(ascii: "/") && (byte(position + 1) == UInt8(ascii: "/") || byte(position + 1) == UInt8(ascii: "*"))) {
                top.chain = 0
            }
            return nil
        }

        private mutating func blockComment() {
            var depth = 0
            while position < bytes.count {
                if bytes[position] == UInt8(ascii: "/"), byte(position + 1) == UInt8(ascii: "*") {
                    depth += 1
                    position += 2
                } else if bytes[position] == UInt8(ascii: "*"), byte(position + 1) == UInt8(ascii: "/") {
                    depth -= 1
                    position += 2
                    if depth == 0 { return }
                } else {
                    position += 1
                }
            }
        }

        private func startsString(at offset: Int) -> Bool {
            var at = offset
            while at < bytes.count, bytes[at] == UInt8(ascii: "#") { at += 1 }
            return at < bytes.count && bytes[at] == UInt8(ascii: "\"")
        }

        /// `#if`, `#endif`; any other `#word` is an identifier-like token.
        private mutating func directive() -> Refusal? {
            let start = position
            position += 1
            while position < bytes.count, isIdentifierByte(bytes[position]) { position += 1 }
            let end = position
            if spells(start + 1, end, "if") {
                conditionalDepth += 1
                if conditionalDepth > maximumConditionalCompilationNesting {
                    return refusal("#if nested more than \(maximumConditionalCompilationNesting) deep", at: start)
                }
            } else if spells(start + 1, end, "endif") {
                conditionalDepth = max(0, conditionalDepth - 1)
            }
            afterOperand = !(spells(start + 1, end, "if") || spells(start + 1, end, "elseif") || spells(start + 1, end, "else")
                             || spells(start + 1, end, "endif"))
            return nil
        }

        private mutating func word() -> Refusal? {
            let start = position
            var end = position
            while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
            position = end
            let length = end - start
            // `try`, `await` and the like are prefix operators for the parser's recursion. Most
            // words are none: their length and first byte tell at once.
            let first = bytes[start]
            let mayBePrefix = length >= 3 && length <= 7 && (first == UInt8(ascii: "t") || first == UInt8(ascii: "a")
                || first == UInt8(ascii: "c") || first == UInt8(ascii: "s") || first == UInt8(ascii: "i") || first == UInt8(ascii: "e")
                || first == UInt8(ascii: "r"))
            if mayBePrefix, spells(start, end, "try") || spells(start, end, "await") || spells(start, end, "consume")
                || spells(start, end, "copy") || spells(start, end, "some") || spells(start, end, "any")
                || spells(start, end, "inout") || spells(start, end, "each") || spells(start, end, "repeat") {
                prefixRun += 1
                if prefixRun > maximumPrefixRun { return refusal("more than \(maximumPrefixRun) prefix operators in a row", at: start) }
                afterOperand = false
            } else {
                prefixRun = 0
                afterOperand = true
            }
            return nil
        }

        private mutating func operatorRun() -> Refusal? {
            let start = position
            // `.member` (`.padding()`, `model.name`), the most common run: a `.` right before a name
            // is a run of its own whatever precedes it, a link of the chain (as below, read at once).
            if bytes[start] == UInt8(ascii: "."), start + 1 < bytes.count, isIdentifierByte(bytes[start + 1]) {
                position = start + 1
                top.chain += 1
                afterOperand = false
                if top.chain > maximumPostfixChain {
                    return refusal("a chain of more than \(maximumPostfixChain) postfix operations (.member, ?., !)", at: start)
                }
                return nil
            }
            let spaceBefore = start == 0 || isSpaceOrLineEnd(bytes[start - 1])
            let wasOperand = afterOperand
            while position < bytes.count, isOperatorByte(bytes[position]) {
                // `/*` or `//` end an operator; `"` never is part of one.
                if bytes[position] == UInt8(ascii: "/"), let next = byte(position + 1),
                   next == UInt8(ascii: "/") || next == UInt8(ascii: "*"), position > start { break }
                position += 1
                // Postfix `?`, `!` and `.member` are read one at a time: each is a link of a chain.
                if wasOperand && !spaceBefore { break }
            }
            if position == start {
                // A byte that is none of the above (`@`, `\`, `` ` ``, `'`): part of an operand.
                position += 1
                afterOperand = true
                return nil
            }
            let run = bytes[start..<position]
            let spaceAfter = position >= bytes.count || isSpaceOrLineEnd(bytes[position])
            var level = top
            defer { top = level }
            if run.count == 1, let only = run.first {
                // A postfix link: `.name` (also after white space, on the next line), `?` / `!` after an operand.
                if only == UInt8(ascii: "."), !spaceAfter {
                    level.chain += 1
                    afterOperand = false
                    if level.chain > maximumPostfixChain {
                        return refusal("a chain of more than \(maximumPostfixChain) postfix operations (.member, ?., !)", at: start)
                    }
                    return nil
                }
                if (only == UInt8(ascii: "?") || only == UInt8(ascii: "!")), wasOperand, !spaceBefore {
                    level.chain += 1
                    if level.chain > maximumPostfixChain {
                        return refusal("a chain of more than \(maximumPostfixChain) postfix operations (.member, ?., !)", at: start)
                    }
                    afterOperand = true
                    return nil
                }
                if only == UInt8(ascii: "?"), spaceBefore, spaceAfter {
                    level.ternaries += 1
                    level.chain = 0
                    afterOperand = false
                    if level.ternaries > maximumTernaryNesting {
                        return refusal("ternaries nested more than \(maximumTernaryNesting) deep", at: start)
                    }
                    return nil
                }
                if only == UInt8(ascii: "<"), wasOperand, !spaceBefore, !spaceAfter {
                    level.generics += 1
                    afterOperand = false
                    if level.generics > maximumGenericNesting {
                        return refusal("generic arguments nested more than \(maximumGenericNesting) deep", at: start)
                    }
                    return nil
                }
            }
            // `>` / `>>` closing generic arguments (`Array<Array<Int>>`), then an operand again.
            if level.generics > 0, run.allSatisfy({ $0 == UInt8(ascii: ">") }) || (run.first == UInt8(ascii: ">") && run.dropFirst().allSatisfy { $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") || $0 == UInt8(ascii: ".") }) {
                let closing = run.prefix { $0 == UInt8(ascii: ">") }.count
                level.generics = max(0, level.generics - closing)
                afterOperand = true
                return nil
            }
            level.chain = 0
            // A prefix operator: right before its operand, after white space or another operator.
            if !spaceAfter, spaceBefore || !wasOperand {
                prefixRun += run.count
                if prefixRun > maximumPrefixRun { return refusal("more than \(maximumPrefixRun) prefix operators in a row", at: start) }
            } else {
                prefixRun = 0
            }
            afterOperand = false
            return nil
        }

        private mutating func open(_ frame: Frame, at offset: Int) -> Refusal? {
            prefixRun = 0
            afterOperand = false
            outer.append(top)
            top = Level(frame: frame)
            if frame == .bracket {
                bracketDepth += 1
                bracketWork += 1 << min(bracketDepth, 40)
            }
            if depth > maximumNesting {
                return refusal("brackets, braces, parentheses and interpolations nested more than \(maximumNesting) deep", at: offset)
            }
            if bracketDepth > maximumBracketNesting {
                return refusal("[ nested more than \(maximumBracketNesting) deep", at: offset)
            }
            if bracketWork > maximumBracketWork {
                return refusal("too many nested [ in one file (each level doubles the parser's work on it)", at: offset)
            }
            return nil
        }

        /// A closing bracket ends the innermost level (whatever its kind: the parser recovers from
        /// a mismatch likewise); the end of an interpolation goes back into its string.
        ///
        /// Inside an interpolation the lexer, not the parser, decides where code ends: it counts
        /// parentheses alone. So there a `)` ends the levels up to its `(` or the interpolation
        /// (an unclosed `[` inside `\([)` does not keep the lexer in code), and a `]` or `}` never
        /// ends a parenthesis or the interpolation (`"\(]"` is still code to the lexer). Read any
        /// other way, bytes the parser sees as code could be taken for string content and escape
        /// the bounds (a fuzzed file's 25 `[` after `\(]` made the parser search exponentially).
        private mutating func close(_ closing: UInt8) -> Refusal? {
            afterOperand = true
            prefixRun = 0
            if !strings.isEmpty {
                if closing == UInt8(ascii: ")") {
                    while top.frame != .paren, top.frame != .interpolation, outer.count > 0 { popLevel() }
                } else if top.frame == .paren || top.frame == .interpolation {
                    return nil
                }
            }
            guard let enclosing = outer.popLast() else { return nil }
            let closed = top
            top = enclosing
            if closed.frame == .bracket { bracketDepth -= 1 }
            if closed.frame == .interpolation, let string = strings.popLast() {
                // Back in the string literal the interpolation is in.
                return continueString(string)
            }
            return nil
        }

        /// A string literal from its opening delimiter.
        private mutating func stringLiteral() -> Refusal? {
            var hashes = 0
            while bytes[position] == UInt8(ascii: "#") {
                hashes += 1
                position += 1
            }
            let multiline = byte(position + 1) == UInt8(ascii: "\"") && byte(position + 2) == UInt8(ascii: "\"")
            position += multiline ? 3 : 1
            prefixRun = 0
            return continueString(StringLiteral(hashes: hashes, multiline: multiline))
        }

        /// Reads string content up to the literal's end or to an interpolation's `(`.
        private mutating func continueString(_ string: StringLiteral) -> Refusal? {
            while position < bytes.count {
                let current = bytes[position]
                if current == 0x0A, !string.multiline {
                    // An unterminated single-line literal ends at the line's end, as the lexer ends it.
                    break
                }
                if current == UInt8(ascii: "\\"), hashes(after: position + 1) == string.hashes {
                    let afterHashes = position + 1 + string.hashes
                    if byte(afterHashes) == UInt8(ascii: "(") {
                        let start = position
                        position = afterHashes + 1
                        strings.append(string)
                        outer.append(top)
                        top = Level(frame: .interpolation)
                        if depth > maximumNesting {
                            return refusal("brackets, braces, parentheses and interpolations nested more than \(maximumNesting) deep", at: start)
                        }
                        if strings.count > maximumInterpolationNesting {
                            return refusal("string interpolations nested more than \(maximumInterpolationNesting) deep", at: start)
                        }
                        afterOperand = false
                        return nil
                    }
                    // An escape: skip the escaped byte (`\"`, `\\`).
                    position = afterHashes + 1
                    continue
                }
                if current == UInt8(ascii: "\""), !string.multiline || (byte(position + 1) == UInt8(ascii: "\"") && byte(position + 2) == UInt8(ascii: "\"")) {
                    let afterQuotes = position + (string.multiline ? 3 : 1)
                    if hashes(after: afterQuotes) >= string.hashes {
                        position = afterQuotes + string.hashes
                        afterOperand = true
                        return nil
                    }
                }
                position += 1
            }
            afterOperand = true
            return nil
        }

        /// Ends the innermost level, a bracket or brace, with no more to it (a mismatch inside an
        /// interpolation, passed over on the way to its `)`).
        private mutating func popLevel() {
            guard let enclosing = outer.popLast() else { return }
            if top.frame == .bracket { bracketDepth -= 1 }
            top = enclosing
        }

        private func hashes(after offset: Int) -> Int {
            var at = offset
            while at < bytes.count, bytes[at] == UInt8(ascii: "#") { at += 1 }
            return at - offset
        }
    }
}
