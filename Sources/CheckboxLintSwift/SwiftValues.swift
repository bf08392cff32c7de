@_spi(RawSyntax) import SwiftSyntax

/// A value read from source: a literal, or an expression whose value is only known at run time.
enum SourceValue: Equatable {
    case literal(String)
    /// The expression's source text (`term.label`): the preview shows it in braces.
    case dynamic(String)
    /// A string literal with interpolations (`"Remind me \(n) days before"`), which VoiceOver
    /// says with each interpolation's value: its literal parts as text and each interpolation in
    /// braces (`Remind me {n} days before`). Known only at run time, as a whole: dynamic.
    /// `code`: the Swift string literal that says it, when it can be written faithfully
    /// (`interpolatedCode`); not part of the value (two equal texts are equal values).
    case interpolated(String, code: String? = nil)

    static func == (lhs: SourceValue, rhs: SourceValue) -> Bool {
        switch (lhs, rhs) {
        case (.literal(let left), .literal(let right)), (.dynamic(let left), .dynamic(let right)),
             (.interpolated(let left, _), .interpolated(let right, _)):
            left == right
        default:
            false
        }
    }

    /// How the model stores it: a literal as is, a dynamic value as `{expression}`, an
    /// interpolated one as its text with `{expression}` for each interpolation.
    var modelText: String {
        switch self {
        case .literal(let text): text
        case .dynamic(let expression): "{\(expression)}"
        case .interpolated(let text, _): text
        }
    }

    /// An interpolated value written back as the Swift string literal that says it (`{item.title},
    /// Due {item.date}` as `"\(item.title), Due \(item.date)"`), for advice given as code; nil for
    /// any other value, which the advice quotes or names as it is.
    ///
    /// Written from the syntax where the value was read, never from its text: a brace of the
    /// literal's own words, a closure's or a subscript's string inside an interpolation (`"\(f {
    /// $0 })"`, `"\(d["k"] ?? "x") items"`) would make the text ambiguous. Nil where the source is
    /// not one faithful line of Swift — a raw (`#"…"#`) or multi-line literal, a value joined from
    /// a part cut short or unbalanced (`SwiftCodeScan`) — and the advice then quotes the text as
    /// before.
    var interpolatedCode: String? {
        guard case .interpolated(_, let code) = self else { return nil }
        return code
    }

    /// Known only at run time, in whole or in part: present, never judged as text.
    var isDynamic: Bool {
        if case .literal = self { return false }
        return true
    }

    /// Reads a value: a string literal without interpolation, `Text("…")`, `LocalizedStringKey("…")`
    /// and `String(localized: "…")` are literals; the same with interpolations are interpolated;
    /// anything else is dynamic.
    /// A literal that is a key of the project's strings table reads as its English value.
    init(_ expression: ExprSyntax) {
        if let literal = SwiftSyntaxFacts.stringLiteral(expression) {
            self = .literal(LocalizedStringsTable.resolved(literal))
            return
        }
        if let text = SwiftSyntaxFacts.interpolatedText(expression) {
            self = .interpolated(text, code: SwiftSyntaxFacts.interpolatedCode(expression))
            return
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let name = SwiftSyntaxFacts.calleeName(call),
           ["Text", "LocalizedStringKey", "String", "LocalizedStringResource"].contains(name),
           let first = call.arguments.first,
           first.label == nil || first.label?.text == "localized" || SwiftSyntaxFacts.isShownWords(first, of: name) {
            if let literal = SwiftSyntaxFacts.stringLiteral(first.expression) {
                // `String(localized: "key", table: "Settings")`: a row of another table, not read;
                // `Text(verbatim: "…")` is shown as written, never looked up.
                let otherTable = call.arguments.contains { $0.label?.text == "table" || $0.label?.text == "tableName" }
                let verbatim = first.label?.text == "verbatim"
                self = .literal(otherTable || verbatim ? literal : LocalizedStringsTable.resolved(literal))
                return
            }
            if let text = SwiftSyntaxFacts.interpolatedText(first.expression) {
                self = .interpolated(text, code: SwiftSyntaxFacts.interpolatedCode(first.expression))
                return
            }
        }
        self = .dynamic(SwiftSyntaxFacts.compactSource(expression))
    }
}

/// Small questions about syntax nodes that the mapper asks everywhere.
enum SwiftSyntaxFacts {
    /// The nodes of kind `kind` at and below `root`, in the order a stack walk meets them (the last
    /// child first): the readers that take the first match of a tap's body rely on that order.
    static func nodes<Kind: SyntaxProtocol>(_ kind: Kind.Type, in root: Syntax) -> [Kind] {
        var found: [Kind] = []
        var stack = [root]
        while let node = stack.popLast() {
            if let match = node.as(Kind.self) { found.append(match) }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return found
    }

    /// The `ForEach(…) { … }` or `List(…) { … }` whose content `closure` is (its trailing closure or
    /// its `content:` argument).
    static func loopCall(withContent closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        let call = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let call, let name = calleeName(call), name == "ForEach" || name == "List" else { return nil }
        return call
    }

    /// The names a closure gives its parameters (`{ item, selected in … }`, `{ (item, selected) in
    /// … }`), as written; nil when it declares none (it may use `$0`).
    static func closureParameterNames(_ closure: ClosureExprSyntax) -> [String]? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: return names.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return nil
        }
    }

    /// `name` of `name` or `self.name`: a name of the type's own (a property or a method), not a
    /// member of another value.
    static func ownName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return selfMemberName(expression)
    }

    /// `name` of `self.name`.
    static func selfMemberName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        return member.declName.baseName.text
    }

    /// The view under its modifiers (`Text("Diets").font(.headline)` → `Text("Diets")`), and whether
    /// one of them marks it a heading (`.accessibilityAddTraits(.isHeader)`): what a set's title
    /// search reads of each view before the set.
    static func viewUnderModifiers(_ expression: ExprSyntax) -> (view: ExprSyntax, isHeader: Bool) {
        var expression = expression
        var isHeader = false
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            if member.declName.baseName.text == "accessibilityAddTraits",
               call.arguments.first.map({ SwiftConstructs.traitWords($0.expression).contains("header") }) == true {
                isHeader = true
            }
            expression = base
        }
        return (expression, isHeader)
    }

    /// `label: { … }` (an argument or a second trailing closure), or the only trailing closure of a
    /// call whose action or destination is an argument.
    static func labelClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let closure = SwiftSyntaxFacts.argument(call, "label")?.as(ClosureExprSyntax.self) { return closure }
        if let closure = call.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure { return closure }
        guard call.additionalTrailingClosures.isEmpty, let trailing = call.trailingClosure,
              call.arguments.contains(where: { ["action", "destination"].contains($0.label?.text ?? "") }) else { return nil }
        return trailing
    }

    /// `var body: some View { … }`.
    static func viewBody(of declaration: StructDeclSyntax) -> Syntax? {
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
                  let accessor = binding.accessorBlock else { continue }
            return Syntax(accessor)
        }
        return nil
    }

    /// The token that holds the byte `offset`, found from `start` (the previous find: constructs
    /// and names come in runs): up to the nearest node that holds the offset, then down from the
    /// child the climb passed, without recursion. Looking at every child before it each time, as
    /// `SyntaxProtocol.token(at:)` does, was quadratic in a stack of thousands of Toggles.
    static func token(at offset: Int, climbingFrom start: Syntax) -> TokenSyntax? {
        var node = start
        var passed: Syntax?
        while !(node.position.utf8Offset <= offset && offset < node.endPosition.utf8Offset), let parent = node.parent {
            passed = node
            node = parent
        }
        while true {
            // The raw node's kind first: a cast to a token at every level cost ~150 instructions.
            if node.raw.kind == .token, let token = node.as(TokenSyntax.self) { return token }
            let children = node.children(viewMode: .sourceAccurate)
            var index = passed.flatMap { children.index(of: $0) } ?? children.startIndex
            passed = nil
            var holder: Syntax?
            while index != children.endIndex {
                let child = children[index]
                if child.position.utf8Offset > offset { break }
                if offset < child.endPosition.utf8Offset {
                    holder = child
                    break
                }
                index = children.index(after: index)
            }
            guard let holder else { return nil }
            node = holder
        }
    }

    /// The text of a string literal without interpolation, nil for anything else.
    static func stringLiteral(_ expression: ExprSyntax) -> String? {
        stringLiteral(raw: expression.raw)
    }

    /// `stringLiteral` of a raw expression (`CallArguments`: an argument's, before its node is made).
    static func stringLiteral(raw expression: RawSyntax) -> String? {
        // Read on the raw tree: a segment iterated as a node is made a `Syntax` and cast, and its
        // token's text goes through its kind (~4,000 instructions a literal; 1,427 literals in the
        // bench's 100 files). A collection's children are never nil, as its iterator assumes.
        guard let literal = expression.as(RawStringLiteralExprSyntax.self) else { return nil }
        var text = ""
        var escaped = false
        for child in literal.segments.layoutView.children {
            guard let piece = child?.as(RawStringSegmentSyntax.self) else { return nil }
            let content = piece.content.tokenText
            if content.contains(UInt8(ascii: "\\")) { escaped = true }
            text += String(syntaxText: content)
        }
        // Escapes as the compiler reads them; a raw string (`#"…"#`) escapes with `\#` instead.
        if escaped {
            text = text.replacingEscapes(delimiterHashes: literal.openingPounds?.tokenText.count ?? 0)
        }
        return text
    }

    /// The text of a string literal with interpolations as VoiceOver would say it, its values
    /// unknown: the literal parts (escapes read) and each interpolation as its expression in
    /// braces (`"Remind me \(n) days before"` → `Remind me {n} days before`; `\(count, specifier:
    /// "%d")` → `{count}`). Nil for anything else, a literal without interpolation included.
    static func interpolatedText(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        let hashes = literal.openingPounds?.text.count ?? 0
        var text = ""
        var interpolated = false
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece):
                let content = piece.content.text
                text += content.utf8.contains(UInt8(ascii: "\\")) ? content.replacingEscapes(delimiterHashes: hashes) : content
            case .expressionSegment(let part):
                interpolated = true
                // The value shown; its format (`specifier:`, `format:`) is how, not what.
                let value = part.expressions.first { $0.label == nil }?.expression
                text += "{" + (value.map { compactSource($0) } ?? compactSource(part.expressions)) + "}"
            }
        }
        return interpolated ? text : nil
    }

    /// A string literal with interpolations as the Swift code that writes it, for advice: its
    /// source, when it is one line of plain `"…"` that parsed without error (its segments, the
    /// expressions in them and their own literals as written); nil for a raw (`#"…"#`) or
    /// multi-line (`"""`) literal, which the advice does not rewrite.
    static func interpolatedCode(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.openingPounds == nil,
              literal.openingQuote.tokenKind == .stringQuote, literal.closingQuote.tokenKind == .stringQuote,
              literal.closingQuote.presence == .present, !literal.hasError,
              literal.segments.contains(where: { if case .expressionSegment = $0 { true } else { false } }) else { return nil }
        let code = trimmedSource(literal)
        // One line: a newline can only be in a literal nested in an interpolation that did not parse.
        guard !code.utf8.contains(0x0A), !code.utf8.contains(0x0D) else { return nil }
        return code
    }

    /// A conditional expression `c ? a : b`: the parser leaves operators unfolded, so it is a
    /// sequence with an unresolved ternary in it (or a folded `TernaryExpr` from other tools).
    static func ternary(_ expression: ExprSyntax) -> (condition: String, branches: [ExprSyntax])? {
        var expression = expression
        // Inside parentheses, however many (a loop: a hostile file nests them deep).
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            expression = only.expression
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return (trimmedSource(ternary.condition), [ternary.thenExpression, ternary.elseExpression])
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        // Read by index, the condition joined by hand: `Array(elements)` and `joined(separator:)` each
        // made a generic type's metadata at their first use in the process (~460,000 instructions each).
        let elements = sequence.elements
        var index = elements.startIndex
        var before: [ExprSyntax] = []
        var marker: UnresolvedTernaryExprSyntax?
        while index != elements.endIndex {
            let element = elements[index]
            index = elements.index(after: index)
            if let found = element.as(UnresolvedTernaryExprSyntax.self) {
                marker = found
                break
            }
            before.append(element)
        }
        guard let marker else { return nil }
        var condition = ""
        for (offset, element) in before.enumerated() {
            if offset > 0 { condition += " " }
            condition += trimmedSource(element)
        }
        var branches = [marker.thenExpression]
        while index != elements.endIndex {
            branches.append(elements[index])
            index = elements.index(after: index)
        }
        return (condition, branches)
    }

    /// `true`/`false` literals, nil for anything else.
    static func booleanLiteral(_ expression: ExprSyntax) -> Bool? {
        guard let literal = expression.as(BooleanLiteralExprSyntax.self) else { return nil }
        return literal.literal.tokenKind == .keyword(.true)
    }

    /// An integer or floating-point literal, nil for anything else.
    static func numberLiteral(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.withoutDigitSeparators)
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.withoutDigitSeparators)
        }
        return nil
    }

    /// The name a call is made to: `Toggle` in `Toggle(…)` and `SwiftUI.Toggle(…)`, nil for `.init(…)`
    /// and modifier calls.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        // Read on the raw tree, without a `Syntax` node made per step (~950 instructions a call
        // through the nodes, asked ~5,700 times in the bench's 100 files). A missing token's
        // text is read through its kind, as `text` reads it.
        guard let raw = call.raw.as(RawFunctionCallExprSyntax.self) else { return nil }
        var calledRaw = raw.calledExpression.raw
        if let generic = calledRaw.as(RawGenericSpecializationExprSyntax.self) { calledRaw = generic.expression.raw }
        if let reference = calledRaw.as(RawDeclReferenceExprSyntax.self) {
            let name = reference.baseName
            if name.presence == .present { return String(syntaxText: name.tokenText) }
        } else if let member = calledRaw.as(RawMemberAccessExprSyntax.self) {
            guard let base = member.base?.raw.as(RawDeclReferenceExprSyntax.self), base.baseName.presence == .present,
                  member.declName.baseName.presence == .present else { return calleeNameFromNodes(call) }
            return base.baseName.tokenText == "SwiftUI" ? String(syntaxText: member.declName.baseName.tokenText) : nil
        } else {
            return nil
        }
        return calleeNameFromNodes(call)
    }

    /// `calleeName` through the nodes' API: for a callee with a missing token.
    private static func calleeNameFromNodes(_ call: FunctionCallExprSyntax) -> String? {
        var called = call.calledExpression
        if let generic = called.as(GenericSpecializationExprSyntax.self) { called = generic.expression }
        if let reference = called.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = called.as(MemberAccessExprSyntax.self), let base = member.base,
           base.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The modifier name when `call` is `base.name(…)`.
    static func modifierName(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return nil }
        return member.declName.baseName.text
    }

    /// The first argument with `label` (nil: the first unlabelled one).
    static func argument(_ call: FunctionCallExprSyntax, _ label: String?) -> ExprSyntax? {
        // The labels read on the raw tree, only the argument found made a node: iterated as nodes,
        // each argument was made a `Syntax` node and cast, and its label's text made a String
        // (~1,500 instructions an argument, several passes over a Toggle's arguments).
        let found: Int??
        if var text = label {
            found = text.withUTF8 { buffer in
                let wanted = SyntaxText(baseAddress: buffer.baseAddress, count: buffer.count)
                return argumentIndex(call) { argumentLabel, _ in argumentLabel == wanted }
            }
        } else {
            found = argumentIndex(call) { argumentLabel, _ in argumentLabel == nil }
        }
        switch found {
        case .some(.some(let index)): return expression(of: call, at: index)
        case .some(.none): return nil
        case .none: return call.arguments.first { $0.label?.text == label }?.expression
        }
    }

    /// `booleanLiteral(argument(call, label))`: `isError: true` read on the raw tree, no node made.
    static func booleanArgument(_ call: FunctionCallExprSyntax, _ label: String) -> Bool? {
        var text = label
        let found = text.withUTF8 { buffer in
            let wanted = SyntaxText(baseAddress: buffer.baseAddress, count: buffer.count)
            return argumentIndex(call) { argumentLabel, _ in argumentLabel == wanted }
        }
        switch found {
        case .some(.some(let index)):
            guard let argument = call.raw.as(RawFunctionCallExprSyntax.self)?.arguments.layoutView.children[index]?
                .as(RawLabeledExprSyntax.self) else { break }
            let expression = argument.expression.raw
            guard expression.kind == .booleanLiteralExpr else { return nil }
            // A missing literal's text is its kind's: the node says which.
            if let literal = expression.as(RawBooleanLiteralExprSyntax.self)?.literal, literal.presence == .present {
                return literal.tokenText == "true"
            }
        case .some(.none):
            return nil
        case .none:
            break
        }
        return argument(call, label).flatMap(booleanLiteral)
    }

    /// The first unlabelled argument that is no closure (`Toggle("Title", isOn:)`'s title).
    static func unlabelledNonClosureArgument(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        switch argumentIndex(call, { label, isClosure in label == nil && !isClosure }) {
        case .some(.some(let index)): return expression(of: call, at: index)
        case .some(.none): return nil
        case .none: return call.arguments.first(where: { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) })?.expression
        }
    }

    /// The index of the first argument of `call` that `matches` (its label's text, nil when it has
    /// none; whether its expression is a closure), read on the raw tree: `.some(nil)` when none
    /// does; nil when a label token is missing (parser recovery), whose text only its kind gives:
    /// the caller asks the nodes then.
    private static func argumentIndex(_ call: FunctionCallExprSyntax, _ matches: (SyntaxText?, Bool) -> Bool) -> Int?? {
        guard let raw = call.raw.as(RawFunctionCallExprSyntax.self) else { return nil }
        var index = 0
        // A collection's children are never nil, as its iterator assumes.
        for child in raw.arguments.layoutView.children {
            guard let argument = child?.as(RawLabeledExprSyntax.self) else { return nil }
            let label: SyntaxText?
            if let token = argument.label {
                // Text outside ASCII is compared as a String there (canonical equivalence).
                guard token.presence == .present, !token.tokenText.contains(where: { $0 >= 0x80 }) else { return nil }
                label = token.tokenText
            } else {
                label = nil
            }
            if matches(label, argument.expression.raw.kind == .closureExpr) { return .some(index) }
            index += 1
        }
        return .some(nil)
    }

    private static func expression(of call: FunctionCallExprSyntax, at index: Int) -> ExprSyntax {
        let arguments = call.arguments
        return arguments[arguments.index(arguments.startIndex, offsetBy: index)].expression
    }

    /// `.name` or `Type.name` as `name`: enum cases and static members.
    static func memberName(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// `a op b` as its three parts, whether the parser left it a sequence (`SequenceExprSyntax`, as
    /// read here) or folded it (`InfixOperatorExprSyntax`); nil for any other expression or a longer
    /// sequence.
    static func binaryParts(_ expression: ExprSyntax) -> (left: ExprSyntax, operator: String, right: ExprSyntax)? {
        let parts: [ExprSyntax]
        if let sequence = expression.as(SequenceExprSyntax.self) {
            parts = Array(sequence.elements)
        } else if let infix = expression.as(InfixOperatorExprSyntax.self) {
            parts = [infix.leftOperand, infix.operator, infix.rightOperand]
        } else {
            return nil
        }
        guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
        return (parts[0], op, parts[2])
    }

    /// The source text of a node on one line, white space runs collapsed: what a preview shows.
    static func compactSource(_ node: some SyntaxProtocol) -> String {
        // Byte-wise: Character-wise, each `isWhitespace` is a Unicode property lookup.
        var bytes: [UInt8] = []
        var lastWasSpace = false
        var characters = 0
        for byte in trimmedSource(node).utf8 {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                if !lastWasSpace { bytes.append(0x20) }
                lastWasSpace = true
                continue
            }
            lastWasSpace = false
            // A preview line stays short: a long expression is cut (at a character's first byte).
            if byte & 0xC0 != 0x80 {
                characters += 1
                if characters > 60 {
                    return String(decoding: bytes, as: UTF8.self) + "…"
                }
            }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `node.trimmedDescription`, read from `bytes`, the source the node was parsed from, without
    /// the copy of the tree swift-syntax makes for it. The same text: a parsed tree's tokens are
    /// its bytes. Where they might not be (a missing token first or last, whose trivia
    /// `trimmedDescription` would keep; bytes that are not valid UTF-8, repaired token by token
    /// there), it asks swift-syntax.
    static func trimmedText(_ node: some SyntaxProtocol, in bytes: [UInt8]) -> String {
        guard let first = node.firstToken(viewMode: .all), first.presence == .present,
              let last = node.lastToken(viewMode: .all), last.presence == .present else { return node.trimmedDescription }
        let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = last.endPositionBeforeTrailingTrivia.utf8Offset
        guard start <= end, end <= bytes.count else { return node.trimmedDescription }
        let slice = bytes[start..<end]
        let text = String(decoding: slice, as: UTF8.self)
        if slice.allSatisfy({ $0 < 0x80 }) || text.utf8.elementsEqual(slice) { return text }
        return node.trimmedDescription
    }

    /// `node.trimmedDescription` without the copy of the tree swift-syntax makes for it (~40,000
    /// instructions a node): the node's text less its first token's leading and its last token's
    /// trailing trivia. Where that might differ (a missing token first or last, whose trivia
    /// `trimmedDescription` would keep; text not all ASCII, where invalid UTF-8 may have been
    /// repaired token by token), it asks swift-syntax.
    static func trimmedSource(_ node: some SyntaxProtocol) -> String {
        guard let first = node.firstToken(viewMode: .all), first.presence == .present,
              let last = node.lastToken(viewMode: .all), last.presence == .present else { return node.trimmedDescription }
        let text = node.description.utf8
        let leading = node.leadingTriviaLength.utf8Length
        let trailing = node.trailingTriviaLength.utf8Length
        guard text.count == node.totalLength.utf8Length, leading + trailing <= text.count,
              text.allSatisfy({ $0 < 0x80 }) else { return node.trimmedDescription }
        return String(decoding: text.dropFirst(leading).dropLast(trailing), as: UTF8.self)
    }

    /// Whether `inner` lies inside `outer` (or is it).
    static func contains(_ outer: some SyntaxProtocol, _ inner: some SyntaxProtocol) -> Bool {
        outer.position <= inner.position && inner.endPosition <= outer.endPosition
    }

    /// The one view type of the file named `name` (two: which one is meant is not known). Only
    /// declarations are walked, not function bodies or expressions.
    static func viewType(named name: String, in root: Syntax) -> StructDeclSyntax? {
        var found: [StructDeclSyntax] = []
        var stack = [root]
        while let node = stack.popLast() {
            if let declaration = node.as(StructDeclSyntax.self), declaration.name.text == name, declaration.inherits("View") {
                found.append(declaration)
            }
            if node.is(CodeBlockSyntax.self) || node.is(AccessorBlockSyntax.self) || node.is(ExprSyntax.self) { continue }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The first binding named `name` among the type's members, and the one expression its getter
    /// gives (`var p: T { expr }`, `get { return expr }`); the expression is nil when the getter is
    /// more than one statement, or there is none (a stored property).
    static func onlyGetterExpression(of name: String, in type: any DeclGroupSyntax) -> (binding: PatternBindingSyntax, expression: ExprSyntax?)? {
        for item in type.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                let statements: CodeBlockItemListSyntax?
                switch binding.accessorBlock?.accessors {
                case .getter(let list)?: statements = list
                case .accessors(let accessors)?:
                    statements = accessors.count == 1 && accessors.first?.accessorSpecifier.tokenKind == .keyword(.get) ? accessors.first?.body?.statements : nil
                case nil: statements = nil
                }
                guard let statements, statements.count == 1, let only = statements.first else { return (binding, nil) }
                return (binding, only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self))
            }
        }
        return nil
    }
}

extension SyntaxCollection {
    /// `contains(where:)` read by index. The collection's iterator is a generic type whose metadata a
    /// process makes by name at its first use (~470,000 instructions: a type looked up and its
    /// conformances searched for); an index and the subscript need no such type.
    func containsByIndex(where predicate: (Element) throws -> Bool) rethrows -> Bool {
        var index = startIndex
        while index != endIndex {
            if try predicate(self[index]) { return true }
            index = self.index(after: index)
        }
        return false
    }
}

extension SyntaxProtocol {
    /// The bytes of the node, trivia included.
    var byteRange: Range<Int> { position.utf8Offset..<endPosition.utf8Offset }
}

extension String {
    /// Whether `other` occurs in the string, compared byte by byte (no Foundation, no locale).
    func containsText(_ other: String) -> Bool {
        // Compared where the bytes are: the names and conditions asked about are short, and copying
        // both into arrays for a byte search cost more than the comparison (~700 instructions a call).
        var haystack = self
        var needle = other
        return haystack.withUTF8 { text in
            needle.withUTF8 { word in
                guard let first = word.first else { return true }
                guard word.count <= text.count else { return false }
                var start = 0
                let last = text.count - word.count
                while start <= last {
                    if text[start] == first {
                        var matched = 1
                        while matched < word.count, text[start + matched] == word[matched] { matched += 1 }
                        if matched == word.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }

    /// The escapes of a Swift string literal's text replaced by what they stand for: `\0`, `\\`,
    /// `\t`, `\n`, `\r`, `\"`, `\'`, `\u{…}` (1 to 8 hex digits), and a backslash that ends a line
    /// of a multi-line literal (the line goes on). In a raw string with `delimiterHashes` `#`s the
    /// escape is a backslash and as many `#`s (`\#n`); a backslash with fewer is itself. What is no
    /// escape the compiler accepts stays as written.
    func replacingEscapes(delimiterHashes: Int = 0) -> String {
        let bytes = Array(utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        func hashes(from start: Int) -> Int {
            var end = start
            while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
            return end - start
        }
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), hashes(from: index + 1) >= delimiterHashes,
                  index + 1 + delimiterHashes < bytes.count else {
                result.append(byte)
                index += 1
                continue
            }
            let escaped = index + 1 + delimiterHashes
            if let (replacement, end) = Self.escape(bytes, at: escaped) {
                result.append(contentsOf: replacement)
                index = end
            } else {
                // Not an escape: as written.
                result.append(contentsOf: bytes[index...escaped])
                index = escaped + 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// What the escape whose character is at `start` (after the backslash and its `#`s) stands
    /// for, and the offset after it; nil when it is none.
    private static func escape(_ bytes: [UInt8], at start: Int) -> (replacement: [UInt8], end: Int)? {
        switch bytes[start] {
        case UInt8(ascii: "0"): return ([0], start + 1)
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): return ([bytes[start]], start + 1)
        case UInt8(ascii: "t"): return ([0x09], start + 1)
        case UInt8(ascii: "n"): return ([0x0A], start + 1)
        case UInt8(ascii: "r"): return ([0x0D], start + 1)
        case UInt8(ascii: "u"):
            // `\u{1F600}`: the scalar, when the braces hold 1 to 8 hex digits of one.
            var end = start + 1
            guard end < bytes.count, bytes[end] == UInt8(ascii: "{") else { return nil }
            end += 1
            var value: UInt32 = 0
            var digits = 0
            while end < bytes.count, digits <= 8, let digit = hexValue(bytes[end]) {
                value = value &* 16 &+ UInt32(digit)
                digits += 1
                end += 1
            }
            guard (1...8).contains(digits), end < bytes.count, bytes[end] == UInt8(ascii: "}"),
                  let scalar = Unicode.Scalar(value) else { return nil }
            return (Array(String(Character(scalar)).utf8), end + 1)
        case UInt8(ascii: " "), 0x09, 0x0A, 0x0D:
            // A backslash at a line's end (white space may follow it) joins the next line.
            var end = start
            while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == 0x09 { end += 1 }
            guard end < bytes.count, bytes[end] == 0x0A || bytes[end] == 0x0D else { return nil }
            if bytes[end] == 0x0D, end + 1 < bytes.count, bytes[end + 1] == 0x0A { end += 1 }
            return ([], end + 1)
        default:
            return nil
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// A number literal's text without its digit separators (`1_000` → `1000`).
    var withoutDigitSeparators: String { String(filter { $0 != "_" }) }
}
