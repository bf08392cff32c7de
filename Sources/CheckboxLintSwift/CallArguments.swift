@_spi(RawSyntax) import SwiftSyntax

/// A call's argument labels, read once on the raw tree, for a reader that asks a call for many
/// labels: an OUDS component is asked about twenty (its title, binding, `accessibilityLabel:`, seven
/// flags, four texts, its icon), a Toggle five or six (its title, `label:` twice, `isOn:`, for its
/// image and its nested controls), and each question through `SwiftSyntaxFacts.argument` is a pass
/// over its arguments (~1,300 instructions). The answers are those of `SwiftSyntaxFacts.argument`
/// and `booleanArgument`; a call with a label token that is missing (parser recovery) or not ASCII,
/// which those answer through the nodes, is asked through them.
struct CallArguments {
    let call: FunctionCallExprSyntax
    /// Each argument, its label's text (nil: none) and its raw expression, in order; nil when a label
    /// is missing or not ASCII.
    private let arguments: [(label: SyntaxText?, expression: RawExprSyntax)]?

    init(_ call: FunctionCallExprSyntax) {
        self.call = call
        arguments = Self.read(call)
    }

    private static func read(_ call: FunctionCallExprSyntax) -> [(label: SyntaxText?, expression: RawExprSyntax)]? {
        guard let raw = call.raw.as(RawFunctionCallExprSyntax.self) else { return nil }
        let children = raw.arguments.layoutView.children
        var found: [(label: SyntaxText?, expression: RawExprSyntax)] = []
        found.reserveCapacity(children.count)
        // A collection's children are never nil, as its iterator assumes.
        for child in children {
            guard let argument = child?.as(RawLabeledExprSyntax.self) else { return nil }
            if let token = argument.label {
                // As `SwiftSyntaxFacts.argumentIndex`: text outside ASCII is compared as a String.
                guard token.presence == .present, !token.tokenText.contains(where: { $0 >= 0x80 }) else { return nil }
                found.append((token.tokenText, argument.expression))
            } else {
                found.append((nil, argument.expression))
            }
        }
        return found
    }

    /// The index of the first argument labelled `label` (nil: the first unlabelled one).
    private func index(_ label: String?, in arguments: [(label: SyntaxText?, expression: RawExprSyntax)]) -> Int? {
        guard var text = label else { return arguments.firstIndex { $0.label == nil } }
        return text.withUTF8 { buffer in
            let wanted = SyntaxText(baseAddress: buffer.baseAddress, count: buffer.count)
            return arguments.firstIndex { $0.label == wanted }
        }
    }

    /// `SwiftSyntaxFacts.argument(call, label)`.
    func argument(_ label: String?) -> ExprSyntax? {
        guard let arguments else { return SwiftSyntaxFacts.argument(call, label) }
        guard let index = index(label, in: arguments) else { return nil }
        let nodes = call.arguments
        return nodes[nodes.index(nodes.startIndex, offsetBy: index)].expression
    }

    /// `SwiftSyntaxFacts.unlabelledNonClosureArgument(call)`: the first unlabelled argument that is
    /// no closure (`Toggle("Title", isOn:)`'s title).
    func unlabelledNonClosureArgument() -> ExprSyntax? {
        guard let arguments else { return SwiftSyntaxFacts.unlabelledNonClosureArgument(call) }
        guard let index = arguments.firstIndex(where: { $0.label == nil && $0.expression.raw.kind != .closureExpr }) else { return nil }
        let nodes = call.arguments
        return nodes[nodes.index(nodes.startIndex, offsetBy: index)].expression
    }

    /// `unlabelledNonClosureArgument() != nil`, without the node made.
    var hasUnlabelledNonClosureArgument: Bool {
        guard let arguments else { return SwiftSyntaxFacts.unlabelledNonClosureArgument(call) != nil }
        return arguments.contains { $0.label == nil && $0.expression.raw.kind != .closureExpr }
    }

    /// `argument(label).map(SourceValue.init)`: a string literal (most titles) read on the raw tree,
    /// the argument made a node only for anything else (~1,500 instructions a node).
    func value(_ label: String?) -> SourceValue? {
        if let arguments, let index = index(label, in: arguments),
           let text = SwiftSyntaxFacts.stringLiteral(raw: arguments[index].expression.raw) {
            return .literal(LocalizedStringsTable.resolved(text))
        }
        return argument(label).map(SourceValue.init)
    }

    /// `unlabelledNonClosureArgument().map(SourceValue.init)`, likewise.
    func unlabelledNonClosureValue() -> SourceValue? {
        if let arguments, let index = arguments.firstIndex(where: { $0.label == nil && $0.expression.raw.kind != .closureExpr }),
           let text = SwiftSyntaxFacts.stringLiteral(raw: arguments[index].expression.raw) {
            return .literal(LocalizedStringsTable.resolved(text))
        }
        return unlabelledNonClosureArgument().map(SourceValue.init)
    }

    /// The raw expression of the first argument labelled `label`: `.some(nil)` when there is none;
    /// nil when the labels are read through the nodes.
    func rawArgument(_ label: String?) -> RawExprSyntax?? {
        guard let arguments else { return nil }
        guard let index = index(label, in: arguments) else { return .some(nil) }
        return .some(arguments[index].expression)
    }

    /// `SwiftSyntaxFacts.booleanArgument(call, label)`: `isError: true`, no node made.
    func booleanArgument(_ label: String) -> Bool? {
        guard let arguments else { return SwiftSyntaxFacts.booleanArgument(call, label) }
        guard let index = index(label, in: arguments) else { return nil }
        let expression = arguments[index].expression.raw
        guard expression.kind == .booleanLiteralExpr else { return nil }
        // A missing literal's text is its kind's: the node says which.
        guard let literal = expression.as(RawBooleanLiteralExprSyntax.self)?.literal, literal.presence == .present else {
            return SwiftSyntaxFacts.booleanArgument(call, label)
        }
        return literal.tokenText == "true"
    }
}
