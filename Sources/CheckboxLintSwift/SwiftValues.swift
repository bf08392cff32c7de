import SwiftSyntax

/// A value read from source: a literal, or an expression whose value is only known at run time.
enum SourceValue: Equatable {
    case literal(String)
    /// The expression's source text (`term.label`): the preview shows it in braces.
    case dynamic(String)

    /// How the model stores it: a literal as is, a dynamic value as `{expression}`.
    var modelText: String {
        switch self {
        case .literal(let text): text
        case .dynamic(let expression): "{\(expression)}"
        }
    }

    /// Reads a value: a string literal without interpolation, `Text("…")`, `LocalizedStringKey("…")`
    /// and `String(localized: "…")` are literals; anything else is dynamic.
    init(_ expression: ExprSyntax) {
        if let literal = SwiftSyntaxFacts.stringLiteral(expression) {
            self = .literal(literal)
            return
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let name = SwiftSyntaxFacts.calleeName(call),
           ["Text", "LocalizedStringKey", "String", "LocalizedStringResource"].contains(name),
           let first = call.arguments.first,
           first.label == nil || first.label?.text == "localized",
           let literal = SwiftSyntaxFacts.stringLiteral(first.expression) {
            self = .literal(literal)
            return
        }
        self = .dynamic(SwiftSyntaxFacts.compactSource(expression))
    }
}

/// Small questions about syntax nodes that the mapper asks everywhere.
enum SwiftSyntaxFacts {
    /// The text of a string literal without interpolation, nil for anything else.
    static func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
            text += piece.content.text
        }
        // Escapes as the compiler reads them: enough for labels (quotes, backslashes, new lines).
        if text.utf8.contains(UInt8(ascii: "\\")) {
            text = text.replacingEscapes()
        }
        return text
    }

    /// A conditional expression `c ? a : b`: the parser leaves operators unfolded, so it is a
    /// sequence with an unresolved ternary in it (or a folded `TernaryExpr` from other tools).
    static func ternary(_ expression: ExprSyntax) -> (condition: String, branches: [ExprSyntax])? {
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return (ternary.condition.trimmedDescription, [ternary.thenExpression, ternary.elseExpression])
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return ternary(only.expression)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard let position = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              let marker = elements[position].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        let condition = elements[..<position].map(\.trimmedDescription).joined(separator: " ")
        return (condition, [marker.thenExpression] + elements[(position + 1)...])
    }

    /// `true`/`false` literals, nil for anything else.
    static func booleanLiteral(_ expression: ExprSyntax) -> Bool? {
        guard let literal = expression.as(BooleanLiteralExprSyntax.self) else { return nil }
        return literal.literal.tokenKind == .keyword(.true)
    }

    /// An integer or floating-point literal, nil for anything else.
    static func numberLiteral(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        return nil
    }

    /// The name a call is made to: `Toggle` in `Toggle(…)` and `SwiftUI.Toggle(…)`, nil for `.init(…)`
    /// and modifier calls.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
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
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// `.name` or `Type.name` as `name`: enum cases and static members.
    static func memberName(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// The source text of a node on one line, white space runs collapsed: what a preview shows.
    static func compactSource(_ node: some SyntaxProtocol) -> String {
        // Byte-wise: Character-wise, each `isWhitespace` is a Unicode property lookup.
        var bytes: [UInt8] = []
        var lastWasSpace = false
        var characters = 0
        for byte in node.trimmedDescription.utf8 {
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

    /// Whether `inner` lies inside `outer` (or is it).
    static func contains(_ outer: some SyntaxProtocol, _ inner: some SyntaxProtocol) -> Bool {
        outer.position <= inner.position && inner.endPosition <= outer.endPosition
    }
}

extension SyntaxProtocol {
    /// The bytes of the node, trivia included.
    var byteRange: Range<Int> { position.utf8Offset..<endPosition.utf8Offset }
}

extension String {
    /// Whether `other` occurs in the string, compared byte by byte (no Foundation, no locale).
    func containsText(_ other: String) -> Bool {
        let haystack = Array(utf8)
        let needle = Array(other.utf8)
        guard !needle.isEmpty else { return true }
        return SwiftConstructs.contains(haystack, needle, in: 0..<haystack.count)
    }

    /// The common escapes of a Swift string literal replaced by what they stand for.
    func replacingEscapes() -> String {
        var result = ""
        var escaped = false
        for character in self {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "0": result.append("\0")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
