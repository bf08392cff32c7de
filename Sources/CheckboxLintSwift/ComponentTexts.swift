import SwiftParser
import SwiftSyntax

/// The name a view of the file gives the checkbox its use makes (round twenty-four, pattern C):
///
///     Item(name: part, isSelected: selection.contains(part))
///         .onTapGesture { selection.formSymmetricDifference([part]) }
///     …
///     private struct Item: View {
///         let name: String
///         let isSelected: Bool
///         var body: some View { HStack { Image(systemName: isSelected ? "checkmark.circle.fill" : "circle"); Text(name) } }
///     }
///
/// The tap is the caller's, the texts are the component's: VoiceOver reads what `Item`'s body
/// shows, `Text(name)` with the value the use gives `name` (`part`). So the checkbox is named by
/// the component's first visible text with each of its stored properties the use passes replaced
/// by the use's argument — `{part}` here, `Arm` for `Item(name: "Arm", …)` — never left empty.
///
/// Only a struct the file declares (another file's view is named `{…}` by `BranchScopedLabels`),
/// only its `body`, and only a text whose every stored property it reads is given by the use: a
/// text of the component's own state or a default the use does not set is not what this use
/// shows, and is not guessed.
enum ComponentTexts {
    /// The first text of the first view of the file drawn in `region` (a tapped view, a Button's
    /// label) outside `skipping` (the action), as that use shows it; the node is the use.
    static func label(in region: ExprSyntax, skipping: Syntax, file: SourceFileSyntax, excluding own: String)
        -> (value: SourceValue, node: Syntax)? {
        var stack = [Syntax(region)]
        var calls: [FunctionCallExprSyntax] = []
        while let node = stack.popLast() {
            if node.id == skipping.id { continue }
            if let call = node.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call),
               name.first?.isUppercase == true, name != own, call.calledExpression.is(DeclReferenceExprSyntax.self) {
                calls.append(call)
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return calls.lazy.compactMap { label(at: $0, file: file) }.first
    }

    /// The first text of the view of the file `call` uses, as that use shows it; the node is the use.
    static func label(at call: FunctionCallExprSyntax, file: SourceFileSyntax) -> (value: SourceValue, node: Syntax)? {
        guard let name = SwiftSyntaxFacts.calleeName(call), name.first?.isUppercase == true,
              let component = viewStruct(named: name, in: file), let text = firstText(of: component, at: call) else { return nil }
        return (text, Syntax(call))
    }

    /// The struct `name` declared anywhere in the file (nested types too) that is a `View`; else the
    /// one of the one other file of the project that declares it, its texts read as the file's are
    /// (round thirty: a chip component of its own file, drawing the box `DelegatedIndicator` reads).
    private static func viewStruct(named name: String, in file: SourceFileSyntax) -> StructDeclSyntax? {
        (ProjectDeclarations.structDeclaration(named: name, in: file) ?? ProjectDeclarations.structDeclarationElsewhere(named: name)?.0)
            .flatMap { $0.inherits("View") ? $0 : nil }
    }

    /// The component's first visible `Text`/`Label` title as `call` shows it, nil when none can be read.
    private static func firstText(of component: StructDeclSyntax, at call: FunctionCallExprSyntax) -> SourceValue? {
        guard let body = SwiftSyntaxFacts.viewBody(of: component) else { return nil }
        let stored = StoredProperties.names(of: component)
        var given: [String: ExprSyntax] = [:]
        for argument in call.arguments {
            if let label = argument.label?.text, stored.contains(label) { given[label] = argument.expression }
        }
        var stack = [body]
        while let node = stack.popLast() {
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
            guard let text = node.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(text),
                  name == "Text" || name == "Label", let first = SwiftSyntaxFacts.shownWords(text),
                  !CallCollector.isAccessibilityArgument(text) else { continue }
            // A glyph (`Text("✓")`) is the box, not its name.
            if let literal = SwiftSyntaxFacts.stringLiteral(first.expression), literal.count <= 1 { continue }
            guard let value = substituted(first.expression, given: given, stored: stored) else { return nil }
            return value
        }
        return nil
    }

    /// `expression` with each stored property it reads replaced by the argument the use gives it,
    /// read as a value (`Text(name)` at `Item(name: part)` is `{part}`); nil when it reads one the
    /// use does not give.
    private static func substituted(_ expression: ExprSyntax, given: [String: ExprSyntax], stored: Set<String>) -> SourceValue? {
        let tokens = Array(expression.tokens(viewMode: .sourceAccurate))
        var source = ""
        var replaced = false
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            // `"\(title) (\(detail))"` at `SideRow(title: "Left side", detail: "arm")`: a literal
            // argument is spliced into the text as its words, `Left side (arm)`.
            if token.tokenKind == .backslash, let (words, length) = splicedLiteral(tokens, at: index, given: given) {
                source += token.leadingTrivia.description + words
                replaced = true
                index += length
                continue
            }
            // `self.name` is the property as much as `name` is.
            if token.tokenKind == .keyword(.self), index + 2 < tokens.count, tokens[index + 1].tokenKind == .period,
               case .identifier(let property) = tokens[index + 2].tokenKind, stored.contains(property) {
                guard let argument = given[property] else { return nil }
                source += token.leadingTrivia.description + grouped(argument) + tokens[index + 2].trailingTrivia.description
                replaced = true
                index += 3
                continue
            }
            if case .identifier(let name) = token.tokenKind, stored.contains(name),
               token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period,
               token.nextToken(viewMode: .sourceAccurate)?.tokenKind != .colon {
                guard let argument = given[name] else { return nil }
                source += token.leadingTrivia.description + grouped(argument) + token.trailingTrivia.description
                replaced = true
            } else {
                source += token.description
            }
            index += 1
        }
        guard replaced else { return SourceValue(expression) }
        let parsed = Parser.parse(source: source)
        guard parsed.statements.count == 1, let reparsed = parsed.statements.first?.item.as(ExprSyntax.self) else {
            return .dynamic(SwiftSyntaxFacts.compactSource(expression))
        }
        return SourceValue(reparsed)
    }

    /// An interpolation of one property (`\(title)`, `\(self.title)`) the use gives a plain string
    /// literal: that literal's words, escaped for the text around them, and the tokens it spans.
    private static func splicedLiteral(_ tokens: [TokenSyntax], at index: Int, given: [String: ExprSyntax]) -> (String, Int)? {
        guard index + 3 < tokens.count, tokens[index + 1].tokenKind == .leftParen else { return nil }
        var next = index + 2
        if tokens[next].tokenKind == .keyword(.self), next + 3 < tokens.count, tokens[next + 1].tokenKind == .period { next += 2 }
        guard case .identifier(let property) = tokens[next].tokenKind, tokens[next + 1].tokenKind == .rightParen,
              let argument = given[property], let words = SwiftSyntaxFacts.stringLiteral(argument) else { return nil }
        let escaped = words.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return (escaped, next + 2 - index)
    }

    /// The argument's source, in parentheses when put in another expression might regroup it (`a ?? b`).
    private static func grouped(_ argument: ExprSyntax) -> String {
        let simple = argument.is(DeclReferenceExprSyntax.self) || argument.is(MemberAccessExprSyntax.self)
            || argument.is(FunctionCallExprSyntax.self) || argument.is(StringLiteralExprSyntax.self)
            || argument.is(SubscriptCallExprSyntax.self) || argument.is(TupleExprSyntax.self)
        return simple ? argument.trimmedDescription : "(" + argument.trimmedDescription + ")"
    }
}
