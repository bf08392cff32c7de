/// A tolerant parser of the Kotlin a Compose screen is written in: declarations (functions with
/// their annotations, properties, classes and objects), statements, and expressions made of calls
/// (named and positional arguments, trailing lambdas), dotted chains, lambdas, `if` and `when`.
///
/// It never fails and never loops: every step consumes a token or returns, what it does not
/// understand is skipped to the next place it does, and nesting deeper than `maximumDepth` is
/// skipped as one flat run of tokens (recorded in `skippedTooDeep`), so its recursion is bounded.
/// Types are skipped, not read: a screen's checkboxes are in its expressions.
final class KotlinParser {
    /// How deep expressions, lambdas and declarations may nest before the rest is skipped. Real
    /// screens nest a few dozen levels; each level costs a few hundred bytes of stack.
    static let maximumDepth = 120

    let bytes: [UInt8]
    let tokens: [KotlinToken]
    private var index = 0
    private var depth = 0
    /// Inside parentheses or brackets a line break ends nothing.
    private var insideParentheses = false
    /// Token ranges skipped because they nested deeper than `maximumDepth`.
    private(set) var skippedTooDeep: [Range<Int>] = []
    /// The names the file imports (`androidx.compose.material3.Checkbox`, `androidx.compose.material.*`).
    private(set) var imports: [String] = []
    /// For each token that starts an expression, the token after its end: the expression's source.
    private(set) var expressionEnds: [Int32]

    init(bytes: [UInt8], tokens: [KotlinToken]) {
        self.bytes = bytes
        self.tokens = tokens
        self.expressionEnds = Array(repeating: -1, count: tokens.count)
    }

    /// The source of the expression that starts at `token`, on one line.
    func source(from token: Int) -> String {
        guard token < tokens.count else { return "" }
        let end = Int(expressionEnds[token])
        let last = end > token ? end - 1 : token
        var text = String(decoding: bytes[tokens[token].start..<tokens[last].end], as: UTF8.self)
        if text.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\t" }) {
            text = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == " " }).joined(separator: " ")
        }
        return text
    }

    /// Parses the whole file into its top-level statements.
    func parseFile() -> [KotlinStatement] {
        statements(closedBy: false)
    }

    // MARK: - Tokens

    func text(_ token: Int) -> String {
        let token = tokens[token]
        return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    private var atEnd: Bool { index >= tokens.count }

    private func isSymbol(_ symbol: StaticString, at position: Int) -> Bool {
        guard position < tokens.count, tokens[position].kind == .symbol else { return false }
        return tokens[position].code == KotlinToken.pack(symbol.utf8Start, count: symbol.utf8CodeUnitCount)
    }

    private func isKeyword(_ keyword: StaticString, at position: Int) -> Bool {
        guard position < tokens.count, tokens[position].kind == .identifier else { return false }
        return matches(position, keyword)
    }

    private func matches(_ position: Int, _ word: StaticString) -> Bool {
        let token = tokens[position]
        guard token.end - token.start == word.utf8CodeUnitCount else { return false }
        let pointer = word.utf8Start
        for offset in 0..<word.utf8CodeUnitCount where bytes[token.start + offset] != pointer[offset] { return false }
        return true
    }

    private func isSymbol(_ symbol: StaticString) -> Bool { isSymbol(symbol, at: index) }
    private func isKeyword(_ keyword: StaticString) -> Bool { isKeyword(keyword, at: index) }
    private var isNewline: Bool { !atEnd && tokens[index].kind == .newline }

    private func skipNewlines() {
        while isNewline { index += 1 }
    }

    /// Skips line breaks and semicolons between statements.
    private func skipSeparators() {
        while !atEnd, tokens[index].kind == .newline || isSymbol(";") { index += 1 }
    }

    /// The next token that is not a line break, from `position`.
    private func nextSignificant(from position: Int) -> Int {
        var position = position
        while position < tokens.count, tokens[position].kind == .newline { position += 1 }
        return position
    }

    /// Whether the token at `position` closes something (`)`, `]`, `}`) or separates (`,`).
    private func isCloserOrComma(_ position: Int) -> Bool {
        isSymbol(")", at: position) || isSymbol("]", at: position) || isSymbol("}", at: position) || isSymbol(",", at: position)
    }

    // MARK: - Depth

    /// Enters one level of nesting; false when that would pass `maximumDepth`, after skipping the
    /// construct at `index` flat (without recursion) and recording it.
    private func enter() -> Bool {
        guard depth < Self.maximumDepth else {
            skipFlat()
            return false
        }
        depth += 1
        return true
    }

    private func leave() { depth -= 1 }

    /// Skips to the end of the construct at `index`: brackets counted, up to a separator, a line
    /// break or a closing bracket at the level it started on.
    private func skipFlat() {
        let start = index
        var nesting = 0
        while !atEnd {
            let token = tokens[index]
            if token.kind == .symbol {
                if isSymbol("(") || isSymbol("[") || isSymbol("{") {
                    nesting += 1
                } else if isSymbol(")") || isSymbol("]") || isSymbol("}") {
                    if nesting == 0 { break }
                    nesting -= 1
                } else if nesting == 0, isSymbol(",") || isSymbol(";") {
                    break
                }
            } else if token.kind == .newline, nesting == 0 {
                break
            }
            index += 1
        }
        if index == start, !atEnd, !isCloserOrComma(index) { index += 1 }
        skippedTooDeep.append(start..<max(index, start + 1))
    }

    /// Skips a balanced `(…)`, `[…]`, `{…}` or `<…>` starting at `index`.
    private func skipBalanced(open: StaticString, close: StaticString) {
        guard isSymbol(open) else { return }
        let isBraces = open.utf8Start.pointee == UInt8(ascii: "{")
        var nesting = 0
        while !atEnd {
            if isSymbol(open) { nesting += 1 }
            else if isSymbol(close) {
                nesting -= 1
                if nesting == 0 {
                    index += 1
                    return
                }
            } else if !isBraces, isSymbol("}") || isSymbol("{") {
                // A brace inside parentheses: a lambda in a default value, skipped by counting too.
                var braces = 0
                while !atEnd {
                    if isSymbol("{") { braces += 1 }
                    if isSymbol("}") { braces -= 1 }
                    index += 1
                    if braces <= 0 { break }
                }
                continue
            }
            index += 1
        }
    }

    // MARK: - Statements

    /// Statements up to a closing `}` (not consumed) when `closedBy`, else to the end of the file.
    private func statements(closedBy: Bool) -> [KotlinStatement] {
        var found: [KotlinStatement] = []
        let outer = insideParentheses
        insideParentheses = false
        defer { insideParentheses = outer }
        while true {
            skipSeparators()
            if atEnd { break }
            if isSymbol("}") {
                if closedBy { break }
                // A stray brace at the top level of a broken file: passed over.
                index += 1
                continue
            }
            if isSymbol(")") || isSymbol("]") || isSymbol(",") {
                index += 1
                continue
            }
            let before = index
            if let statement = statement() { found.append(statement) }
            if index == before { index += 1 }
        }
        return found
    }

    static let modifierWords: Set<String> = [
        "private", "public", "internal", "protected", "override", "open", "abstract", "final", "inline", "suspend",
        "data", "sealed", "enum", "companion", "lateinit", "const", "operator", "infix", "tailrec", "external",
        "annotation", "inner", "value", "actual", "expect", "crossinline", "noinline", "reified", "vararg", "fun",
    ]
    static let declarationWords: Set<String> = ["fun", "val", "var", "class", "interface", "object", "typealias"]

    /// The annotations and modifiers before a declaration, when a declaration follows them.
    private func annotationsAndModifiers() -> [String]? {
        var position = index
        var annotations: [String] = []
        while position < tokens.count {
            let token = tokens[position]
            if token.kind == .annotation {
                var name = text(position).dropFirst()
                if let colon = name.firstIndex(of: ":") { name = name[name.index(after: colon)...] }
                annotations.append(String(name.split(separator: ".").last ?? name))
                position += 1
                // Its arguments: `@Preview(showBackground = true)`.
                if isSymbol("(", at: position), tokens[position].start == token.end {
                    let saved = index
                    index = position
                    skipBalanced(open: "(", close: ")")
                    position = index
                    index = saved
                }
                position = nextSignificant(from: position)
                continue
            }
            if token.kind == .identifier {
                let word = text(position)
                if Self.declarationWords.contains(word) {
                    // `fun interface`: `fun` as a modifier.
                    if word == "fun", isKeyword("interface", at: nextSignificant(from: position + 1)) {
                        position = nextSignificant(from: position + 1)
                    }
                    index = position
                    return annotations
                }
                if Self.modifierWords.contains(word) {
                    position = nextSignificant(from: position + 1)
                    continue
                }
            }
            break
        }
        // Annotations before an expression (`@OptIn(…) Foo()`) are passed over too.
        if !annotations.isEmpty { index = position }
        return nil
    }

    private func statement() -> KotlinStatement? {
        let first = index
        if isKeyword("package") || isKeyword("import") {
            let isImport = isKeyword("import")
            var name = ""
            index += 1
            while !atEnd, !isNewline, !isSymbol(";") {
                if isImport, !isKeyword("as") { name += text(index) } else if isKeyword("as") { break }
                index += 1
            }
            while !atEnd, !isNewline, !isSymbol(";") { index += 1 }
            if isImport { imports.append(name) }
            return nil
        }
        if let annotations = annotationsAndModifiers() {
            if isKeyword("fun") { return function(annotations: annotations, firstToken: first).map(KotlinStatement.function) }
            if isKeyword("val") || isKeyword("var") { return property().map(KotlinStatement.property) }
            if isKeyword("class") || isKeyword("interface") || isKeyword("object") { return typeDeclaration() }
            // `typealias`: one line.
            while !atEnd, !isNewline, !isSymbol(";"), !isSymbol("}") { index += 1 }
            return nil
        }
        guard !atEnd, !isSymbol("}") else { return nil }
        let expression = self.expression()
        if isSymbol("=") || isSymbol("+=") || isSymbol("-=") || isSymbol("*=") || isSymbol("/=") || isSymbol("%=") {
            let token = index
            index += 1
            skipNewlines()
            return .assignment(target: expression, value: self.expression(), token: token)
        }
        return .expression(expression)
    }

    private func function(annotations: [String], firstToken: Int) -> KotlinFunction? {
        guard enter() else { return nil }
        defer { leave() }
        index += 1 // fun
        skipNewlines()
        if isSymbol("<") { skipBalanced(open: "<", close: ">") }
        // `Receiver.name`, `Foo<T>.name`: the last name before the parameters is the function's.
        var nameToken = index
        while !atEnd, !isSymbol("("), !isSymbol("{"), !isSymbol("="), !isNewline {
            if tokens[index].kind == .identifier { nameToken = index }
            if isSymbol("<") { skipBalanced(open: "<", close: ">"); continue }
            index += 1
        }
        let name = nameToken < tokens.count && tokens[nameToken].kind == .identifier ? text(nameToken) : ""
        if isSymbol("(") { skipBalanced(open: "(", close: ")") }
        // The return type and `where` clauses: up to the body.
        while !atEnd, !isSymbol("{"), !isSymbol("="), !isSymbol("}") {
            if isNewline {
                let next = nextSignificant(from: index)
                // A body may start on the next line; anything else ends a bodiless declaration.
                if isSymbol("{", at: next) || isSymbol("=", at: next) || isSymbol(":", at: next) || isKeyword("where", at: next) {
                    index = next
                    continue
                }
                break
            }
            if isSymbol("(") { skipBalanced(open: "(", close: ")"); continue }
            index += 1
        }
        var body: [KotlinStatement]?
        if isSymbol("{") {
            index += 1
            body = statements(closedBy: true)
            if isSymbol("}") { index += 1 }
        } else if isSymbol("=") {
            index += 1
            skipNewlines()
            body = [.expression(expression())]
        }
        return KotlinFunction(name: name, annotations: annotations, body: body, firstToken: firstToken, nameToken: nameToken, endToken: index)
    }

    private func property() -> KotlinProperty? {
        let token = index
        index += 1 // val / var
        skipNewlines()
        if isSymbol("<") { skipBalanced(open: "<", close: ">") }
        var name = ""
        if isSymbol("(") {
            skipBalanced(open: "(", close: ")")
        } else {
            // `Receiver.name` for an extension property.
            while !atEnd, tokens[index].kind == .identifier {
                name = text(index)
                if isSymbol(".", at: index + 1) { index += 2 } else { index += 1; break }
            }
        }
        // The type: up to the value, the delegate or the end of the line.
        var nesting = 0
        while !atEnd {
            if nesting == 0, isSymbol("=") || isKeyword("by") || isNewline || isSymbol(";") || isSymbol("}") || isSymbol(")") { break }
            if isSymbol("(") || isSymbol("<") { nesting += 1 }
            if isSymbol(")") || isSymbol(">") { nesting = max(0, nesting - 1) }
            if isSymbol("{") { break }
            index += 1
        }
        var value: KotlinExpression?
        var delegated = false
        if isSymbol("=") || isKeyword("by") {
            delegated = isKeyword("by")
            index += 1
            skipNewlines()
            value = expression()
        }
        return KotlinProperty(name: name, value: value, isDelegated: delegated, token: token)
    }

    private func typeDeclaration() -> KotlinStatement? {
        let token = index
        index += 1
        skipNewlines()
        let name = !atEnd && tokens[index].kind == .identifier ? text(index) : ""
        // The header: up to the body, or the end of the line when there is none.
        while !atEnd, !isSymbol("{"), !isSymbol("}"), !isSymbol(";") {
            if isSymbol("(") { skipBalanced(open: "(", close: ")"); continue }
            if isSymbol("<") { skipBalanced(open: "<", close: ">"); continue }
            if isNewline {
                let next = nextSignificant(from: index)
                if isSymbol("{", at: next) || isSymbol(":", at: next) || isSymbol(",", at: next) { index = next; continue }
                break
            }
            index += 1
        }
        guard isSymbol("{") else { return .type(name: name, members: [], token: token) }
        guard enter() else { return nil }
        defer { leave() }
        index += 1
        let members = statements(closedBy: true)
        if isSymbol("}") { index += 1 }
        return .type(name: name, members: members, token: token)
    }

    // MARK: - Expressions

    static let binaryOperators: Set<String> = [
        "+", "-", "*", "/", "%", "&&", "||", "==", "!=", "===", "!==", "<", ">", "<=", ">=", "?:", "..", "..<",
    ]

    private func isBinaryOperator(at position: Int) -> Bool {
        guard position < tokens.count else { return false }
        let token = tokens[position]
        if token.kind == .identifier {
            return isKeyword("in", at: position) || isKeyword("is", at: position) || isKeyword("as", at: position)
                || isKeyword("to", at: position) || isKeyword("and", at: position) || isKeyword("or", at: position)
                || isKeyword("until", at: position)
        }
        guard token.kind == .symbol, token.end - token.start <= 3 else { return false }
        return Self.binaryOperators.contains(text(position))
    }

    /// Operators that continue an expression from the line before.
    private func continuesOnNextLine(at position: Int) -> Bool {
        isSymbol(".", at: position) || isSymbol("?.", at: position) || isSymbol("?:", at: position)
            || isSymbol("&&", at: position) || isSymbol("||", at: position) || isKeyword("as", at: position)
    }

    func expression() -> KotlinExpression {
        let start = index
        guard enter() else { return .skipped(token: start) }
        defer { leave() }
        var parts = [unary()]
        defer { if start < expressionEnds.count { expressionEnds[start] = Int32(max(Int(expressionEnds[start]), index)) } }
        while !atEnd {
            var position = index
            if isNewline {
                let next = nextSignificant(from: index)
                guard insideParentheses || continuesOnNextLine(at: next) else { break }
                position = next
            }
            // `!in`, `!is`.
            if isSymbol("!", at: position), isKeyword("in", at: position + 1) || isKeyword("is", at: position + 1) {
                position += 1
            }
            guard isBinaryOperator(at: position) else {
                if position != index, isSymbol(".", at: position) || isSymbol("?.", at: position) {
                    // A chain continued on the next line after a binary expression: `a ?: b\n.c`.
                    index = position
                    parts[parts.count - 1] = postfix(parts[parts.count - 1])
                    continue
                }
                break
            }
            let isCast = isKeyword("as", at: position) || isKeyword("is", at: position)
            index = position + 1
            if isCast, isSymbol("?") { index += 1 }
            skipNewlines()
            if atEnd || isCloserOrComma(index) { break }
            let before = index
            parts.append(unary())
            if index == before { break }
        }
        return parts.count == 1 ? parts[0] : .other(parts, token: start)
    }

    private func unary() -> KotlinExpression {
        let start = index
        if isSymbol("!") || isSymbol("-") || isSymbol("+") || isSymbol("++") || isSymbol("--") || isSymbol("*") {
            index += 1
            guard enter() else { return .skipped(token: start) }
            defer { leave() }
            return .other([unary()], token: start)
        }
        // A label: `loop@ for (…)`.
        if !atEnd, tokens[index].kind == .identifier, index + 1 < tokens.count, tokens[index + 1].kind == .symbol,
           matches(index + 1, "@"), tokens[index + 1].start == tokens[index].end {
            index += 2
        }
        while !atEnd, tokens[index].kind == .annotation {
            let annotationEnd = tokens[index].end
            index += 1
            if isSymbol("("), tokens[index].start == annotationEnd { skipBalanced(open: "(", close: ")") }
            skipNewlines()
        }
        return postfix(primary())
    }

    /// How many links a chain may have (`a.b().c…`): each is a level of the expression the front
    /// end walks, so a longer one is skipped like deep nesting.
    static let maximumChainLength = 256

    private func postfix(_ base: KotlinExpression) -> KotlinExpression {
        var expression = base
        var links = 0
        while !atEnd {
            links += 1
            if links > Self.maximumChainLength {
                skipFlat()
                break
            }
            if isNewline {
                let next = nextSignificant(from: index)
                guard isSymbol(".", at: next) || isSymbol("?.", at: next) else { break }
                index = next
            }
            if isSymbol(".") || isSymbol("?.") {
                let next = nextSignificant(from: index + 1)
                guard next < tokens.count, tokens[next].kind == .identifier else { break }
                index = next + 1
                expression = .member(expression, text(next), token: next)
                continue
            }
            if isSymbol("::") {
                index += 1
                if !atEnd, tokens[index].kind == .identifier { index += 1 }
                expression = .other([expression], token: expression.firstToken)
                continue
            }
            if isSymbol("<"), isSimpleCallee(expression), typeArgumentsFollow() {
                skipBalanced(open: "<", close: ">")
                continue
            }
            if isSymbol("(") {
                let nameToken = Self.nameToken(of: expression)
                let arguments = self.arguments(open: "(", close: ")")
                var call = KotlinCall(callee: expression, arguments: arguments, trailingLambda: nil, nameToken: nameToken, endToken: index)
                if isSymbol("{") || skipLabelBeforeLambda() {
                    call.trailingLambda = lambda()
                    call.endToken = index
                }
                expression = .call(call)
                continue
            }
            if isSymbol("{"), isSimpleCallee(expression) {
                let nameToken = Self.nameToken(of: expression)
                let lambda = self.lambda()
                expression = .call(KotlinCall(callee: expression, arguments: [], trailingLambda: lambda, nameToken: nameToken, endToken: index))
                continue
            }
            if isSymbol("[") {
                let arguments = self.arguments(open: "[", close: "]")
                expression = .other([expression] + arguments.map(\.value), token: expression.firstToken)
                continue
            }
            if isSymbol("!!") || isSymbol("++") || isSymbol("--") {
                index += 1
                continue
            }
            break
        }
        return expression
    }

    /// A labelled trailing lambda (`foo() label@{ … }`): skips the label; whether there was one.
    private func skipLabelBeforeLambda() -> Bool {
        guard !atEnd, tokens[index].kind == .identifier, isSymbol("@", at: index + 1), isSymbol("{", at: index + 2) else { return false }
        index += 2
        return true
    }

    private func isSimpleCallee(_ expression: KotlinExpression) -> Bool {
        switch expression {
        case .name(let name, _): !Self.nonCallees.contains(name)
        case .member: true
        case .call: false
        default: false
        }
    }

    /// Words that are never called with a trailing lambda.
    static let nonCallees: Set<String> = ["else", "true", "false", "null", "this", "in", "is", "return", "throw", "break", "continue", "when", "if", "try", "catch", "finally", "do"]

    private static func nameToken(of callee: KotlinExpression) -> Int {
        switch callee {
        case .name(_, let token), .member(_, _, let token): token
        default: callee.firstToken
        }
    }

    /// Whether `<` at `index` opens type arguments (`remember<Foo>(…)`, `listOf<Int>()`) rather
    /// than a comparison: names, dots, commas, `?`, `*` and nested `<>` up to a `>` followed by
    /// `(`, `{`, `::` or `.`.
    private func typeArgumentsFollow() -> Bool {
        var position = index
        var nesting = 0
        while position < tokens.count, position - index < 48 {
            let token = tokens[position]
            if token.kind == .symbol {
                if isSymbol("<", at: position) { nesting += 1 }
                else if isSymbol(">", at: position) {
                    nesting -= 1
                    if nesting == 0 {
                        return isSymbol("(", at: position + 1) || isSymbol("{", at: position + 1)
                            || isSymbol("::", at: position + 1) || isSymbol(".", at: position + 1)
                    }
                } else if !(isSymbol(".", at: position) || isSymbol(",", at: position) || isSymbol("?", at: position)
                            || isSymbol("*", at: position) || isSymbol("(", at: position) || isSymbol(")", at: position)
                            || isSymbol("->", at: position) || isSymbol(":", at: position)) {
                    return false
                }
            } else if token.kind != .identifier {
                return false
            }
            position += 1
        }
        return false
    }

    private func primary() -> KotlinExpression {
        let start = index
        guard !atEnd else { return .skipped(token: start) }
        let token = tokens[index]
        switch token.kind {
        case .identifier:
            if isKeyword("if") { return ifExpression() }
            if isKeyword("when") { return whenExpression() }
            if isKeyword("try") { return tryExpression() }
            if isKeyword("for") || isKeyword("while") { return loop() }
            if isKeyword("do") { return doLoop() }
            if isKeyword("object") { return anonymousObject() }
            if isKeyword("fun") {
                guard let function = function(annotations: [], firstToken: start) else { return .skipped(token: start) }
                return .other((function.body ?? []).compactMap(Self.expressionOf), token: start)
            }
            if isKeyword("return") || isKeyword("throw") {
                index += 1
                // `return@label`.
                if isSymbol("@"), index + 1 < tokens.count, tokens[index + 1].kind == .identifier { index += 2 }
                guard !atEnd, !isNewline, !isCloserOrComma(index), !isSymbol(";") else { return .name("return", token: start) }
                return .other([expression()], token: start)
            }
            index += 1
            return .name(text(start), token: start)
        case .string:
            index += 1
            return .string(token.hasTemplate ? nil : KotlinStrings.value(of: bytes[token.start..<token.end]), token: start)
        case .number, .character:
            index += 1
            return .literal(token: start)
        case .annotation:
            index += 1
            return .skipped(token: start)
        case .newline:
            return .skipped(token: start)
        case .symbol:
            if isSymbol("(") {
                let parts = arguments(open: "(", close: ")")
                return .other(parts.map(\.value), token: start)
            }
            if isSymbol("[") {
                let parts = arguments(open: "[", close: "]")
                return .other(parts.map(\.value), token: start)
            }
            if isSymbol("{") { return .lambda(lambda()) }
            if isSymbol("::") {
                index += 1
                if !atEnd, tokens[index].kind == .identifier { index += 1 }
                return .other([], token: start)
            }
            if isCloserOrComma(index) || isSymbol(";") || isSymbol("->") { return .skipped(token: start) }
            index += 1
            return .skipped(token: start)
        }
    }

    private static func expressionOf(_ statement: KotlinStatement) -> KotlinExpression? {
        switch statement {
        case .expression(let expression): expression
        case .property(let property): property.value
        case .assignment(_, let value, _): value
        case .function, .type: nil
        }
    }

    /// `(…)` or `[…]`: the arguments, labelled `name = value` where so written.
    private func arguments(open: StaticString, close: StaticString) -> [KotlinArgument] {
        var found: [KotlinArgument] = []
        // Entered on the opening bracket: too deep, the whole bracketed run is skipped.
        guard enter() else { return found }
        defer { leave() }
        let outer = insideParentheses
        insideParentheses = true
        defer { insideParentheses = outer }
        index += 1
        while !atEnd {
            skipNewlines()
            if atEnd { break }
            if isSymbol(close) {
                index += 1
                break
            }
            if isSymbol(",") {
                index += 1
                continue
            }
            // A closing bracket of another kind: the file is broken here; the arguments end.
            if isSymbol(")") || isSymbol("]") || isSymbol("}") { break }
            var label: String?
            if tokens[index].kind == .identifier, isSymbol("=", at: index + 1) {
                label = text(index)
                index += 2
                skipNewlines()
            } else if isSymbol("*"), index + 1 < tokens.count {
                index += 1
            }
            let before = index
            let value = expression()
            found.append(KotlinArgument(label: label, value: value))
            if index == before { index += 1 }
        }
        return found
    }

    /// `{ params -> statements }`.
    private func lambda() -> KotlinLambda {
        let start = index
        // Entered on the brace: too deep, the whole block is skipped.
        guard enter() else { return KotlinLambda(statements: [], token: start, endToken: index) }
        defer { leave() }
        index += 1
        if let arrow = lambdaArrow() { index = arrow + 1 }
        let body = statements(closedBy: true)
        if isSymbol("}") { index += 1 }
        return KotlinLambda(statements: body, token: start, endToken: index)
    }

    /// The `->` that ends a lambda's parameters, when the lambda has them.
    private func lambdaArrow() -> Int? {
        var position = index
        var nesting = 0
        while position < tokens.count, position - index < 64 {
            let token = tokens[position]
            switch token.kind {
            case .identifier, .newline, .annotation:
                break
            case .symbol:
                if isSymbol("->", at: position) { return nesting == 0 ? position : nil }
                if isSymbol("(", at: position) || isSymbol("<", at: position) { nesting += 1 }
                else if isSymbol(")", at: position) || isSymbol(">", at: position) { nesting -= 1 }
                else if !(isSymbol(",", at: position) || isSymbol(":", at: position) || isSymbol(".", at: position)
                            || isSymbol("?", at: position) || isSymbol("*", at: position)) {
                    return nil
                }
                if nesting < 0 { return nil }
            default:
                return nil
            }
            position += 1
        }
        return nil
    }

    /// A branch of `if`/`when`/`else`: a block or an expression.
    private func branch() -> KotlinExpression {
        skipNewlines()
        if isSymbol("{") { return .lambda(lambda()) }
        if atEnd || isCloserOrComma(index) { return .skipped(token: index) }
        // `if (x) y = 1`: an assignment as a branch.
        let value = expression()
        if isSymbol("=") || isSymbol("+=") || isSymbol("-=") {
            index += 1
            skipNewlines()
            return .other([value, expression()], token: value.firstToken)
        }
        return value
    }

    private func parenthesized() -> [KotlinExpression] {
        guard isSymbol("(") else { return [] }
        return arguments(open: "(", close: ")").map(\.value)
    }

    private func ifExpression() -> KotlinExpression {
        let start = index
        index += 1
        skipNewlines()
        let condition = parenthesized()
        var branches = [branch()]
        let next = nextSignificant(from: index)
        var elsePosition = next
        if isSymbol(";", at: next) { elsePosition = nextSignificant(from: next + 1) }
        if isKeyword("else", at: elsePosition) {
            index = elsePosition + 1
            branches.append(branch())
        }
        return .conditional(condition: condition, branches: branches, token: start)
    }

    private func whenExpression() -> KotlinExpression {
        let start = index
        index += 1
        skipNewlines()
        let subject = parenthesized()
        skipNewlines()
        guard isSymbol("{") else { return .conditional(condition: subject, branches: [], token: start) }
        index += 1
        var conditions = subject
        var branches: [KotlinExpression] = []
        let outer = insideParentheses
        insideParentheses = false
        defer { insideParentheses = outer }
        while !atEnd {
            skipSeparators()
            if isSymbol("}") {
                index += 1
                break
            }
            let before = index
            // Conditions, up to the arrow: `a, b ->`, `in 1..3 ->`, `is Foo ->`, `else ->`.
            while !atEnd, !isSymbol("->"), !isSymbol("}") {
                if isSymbol(",") || isNewline || isKeyword("else") || isKeyword("in") || isKeyword("is") || isSymbol("!") {
                    index += 1
                    continue
                }
                let position = index
                conditions.append(expression())
                if index == position { index += 1 }
            }
            if isSymbol("->") {
                index += 1
                branches.append(branch())
            }
            if index == before { index += 1 }
        }
        return .conditional(condition: conditions, branches: branches, token: start)
    }

    private func tryExpression() -> KotlinExpression {
        let start = index
        index += 1
        var parts = [branch()]
        while true {
            let next = nextSignificant(from: index)
            if isKeyword("catch", at: next) {
                index = next + 1
                skipNewlines()
                if isSymbol("(") { skipBalanced(open: "(", close: ")") }
                parts.append(branch())
            } else if isKeyword("finally", at: next) {
                index = next + 1
                parts.append(branch())
            } else {
                break
            }
        }
        return .other(parts, token: start)
    }

    /// `for (x in xs) body`, `while (c) body`: a call named after the keyword, its body the
    /// trailing lambda, so that a loop reads as `forEach` does (its content is repeated).
    private func loop() -> KotlinExpression {
        let start = index
        index += 1
        skipNewlines()
        let condition = parenthesized()
        let body = branch()
        let lambda: KotlinLambda
        if case .lambda(let block) = body { lambda = block } else { lambda = KotlinLambda(statements: [.expression(body)], token: start, endToken: index) }
        return .call(KotlinCall(callee: .name(text(start), token: start), arguments: condition.map { KotlinArgument(label: nil, value: $0) },
                                trailingLambda: lambda, nameToken: start, endToken: index))
    }

    private func doLoop() -> KotlinExpression {
        let start = index
        index += 1
        let body = branch()
        let next = nextSignificant(from: index)
        if isKeyword("while", at: next) {
            index = next + 1
            skipNewlines()
            _ = parenthesized()
        }
        return .other([body], token: start)
    }

    private func anonymousObject() -> KotlinExpression {
        let start = index
        guard let declaration = typeDeclaration(), case .type(_, let members, _) = declaration else { return .skipped(token: start) }
        return .other(members.compactMap(Self.expressionOf), token: start)
    }
}

/// The value of a Kotlin string literal without templates: escapes decoded.
enum KotlinStrings {
    static func value(of literal: ArraySlice<UInt8>) -> String {
        var bytes = Array(literal)
        let raw = bytes.count >= 6 && bytes.starts(with: [0x22, 0x22, 0x22])
        let quote = raw ? 3 : 1
        guard bytes.count >= quote * 2 else { return "" }
        bytes = Array(bytes[quote..<max(quote, bytes.count - quote)])
        if raw { return String(decoding: bytes, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                result.append(byte)
                index += 1
                continue
            }
            let escaped = bytes[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "u"):
                let digits = bytes[index..<min(index + 4, bytes.count)]
                if digits.count == 4, let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16), let scalar = Unicode.Scalar(value) {
                    result += Array(String(Character(scalar)).utf8)
                    index += 4
                }
            default: result.append(escaped)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
