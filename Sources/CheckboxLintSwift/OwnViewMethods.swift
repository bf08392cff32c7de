import SwiftParser
import SwiftSyntax

/// A view that shows its title through its own view-building methods (round thirty-seven, second
/// part, pattern 2: a kit's checkbox items and tag chips):
///
///     var body: some View { Group { if isSelected { selectedView() } else { deSelectedView() } } … }
///     @ViewBuilder func selectedView() -> some View {
///         HStack { box; self.title.convertToView { title in titleView(title: title, color: .blue) } }
///     }
///     @ViewBuilder func titleView(title: String, color: Color) -> some View { Text(title).foregroundColor(color) }
///
/// VoiceOver reads the texts those methods make where they are called. A call of a method of the
/// same type that builds a view (`ViewBodyStatements.buildsView`, or one returning `Text`) is named by
/// the text the method shows — following the type's methods it calls in turn, four deep — with each
/// parameter the text reads replaced by the call's argument: `{title}` here, for either branch. Only
/// when every text it shows says the same: a method of two texts that differ (a title and a subtitle,
/// one text per branch of an `if`) is read as before.
/// A value an Optional's helper hands its one closure (`title.convertToView { t in … }`, `title.map {
/// Text($0) }`, the receiver a stored property or parameter of Optional type) is read as `if let t =
/// title` binds it: the receiver (`OwnViewMethods.unwrapped`). A method that shows no text (one that
/// draws the box) names nothing, as before.
///
/// Read only for calls the collector already holds as possible names (a lowercase name or `self.name`,
/// no trailing closure), and only of methods of the same declaration: the common file has none.
enum OwnViewMethods {
    typealias Methods = [String: [FunctionDeclSyntax]]

    /// The methods of `type` that build a view or return `Text`, by name (overloads kept together).
    static func methods(of type: any DeclGroupSyntax) -> Methods {
        var methods: Methods = [:]
        for member in type.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.body != nil,
                  ViewBodyStatements.buildsView(function) || function.signature.returnClause?.type.trimmedDescription == "Text"
            else { continue }
            methods[function.name.text, default: []].append(function)
        }
        return methods
    }

    /// The text the method `call` names shows, as this call shows it (its arguments for the
    /// method's parameters), when every text it shows says the same (`Text(title)` in each branch);
    /// nil when `call` names no such method of `type`, when it shows no text, or when it shows texts
    /// that differ (a title and a subtitle, `if isMe { Text("You") } else { Text(name) }`: which one
    /// VoiceOver reads first is not decided here, and the reading before this one stands).
    static func text(shownBy call: FunctionCallExprSyntax, methods: Methods, in type: any DeclGroupSyntax) -> SourceValue? {
        guard !methods.isEmpty else { return nil }
        var visited = 0
        var found: SourceValue?
        guard texts(shownBy: call, given: [:], methods: methods, type: type, depth: 0, visited: &visited, into: &found) else { return nil }
        return found
    }

    /// How many methods deep a call is followed, and how many nodes are looked at in all.
    private static let depthLimit = 4
    private static let nodeLimit = 4_000

    /// Adds the texts the method `call` names shows to `found`; false when one differs from it, or
    /// the method cannot be followed.
    private static func texts(shownBy call: FunctionCallExprSyntax, given: [String: ExprSyntax], methods: Methods,
                              type: any DeclGroupSyntax, depth: Int, visited: inout Int, into found: inout SourceValue?) -> Bool {
        guard depth < depthLimit, call.trailingClosure == nil, let name = SwiftSyntaxFacts.ownName(call.calledExpression),
              let candidates = methods[name], let (function, bound) = matched(call, among: candidates, given: given),
              let body = function.body else { return false }
        var stack: [(node: Syntax, names: [String: ExprSyntax])] = [(Syntax(body), bound)]
        while let (node, inherited) = stack.popLast() {
            visited += 1
            guard visited < nodeLimit else { return false }
            var names = inherited
            if let closure = node.as(ClosureExprSyntax.self) {
                // A swipe action's or a lifecycle closure's views are no part of what is shown.
                if ActionButtons.isActionSlot(closure) || LifecycleClosures.isLifecycleAction(closure) { continue }
                let parameters = SwiftSyntaxFacts.closureParameterNames(closure) ?? ["$0"]
                if let receiver = optionalReceiver(of: closure, in: type, function: function) {
                    // `title.convertToView { t in … }`: `t` is what `if let t = title` binds (a
                    // parameter of the method as the call gives it).
                    let value = receiver.isParameter ? substituted(receiver.value, given: inherited) : receiver.value
                    for parameter in parameters { names[parameter] = value }
                } else {
                    // Any other closure's parameters hide the method's of the same name.
                    for parameter in parameters { names[parameter] = nil }
                }
            }
            if let inner = node.as(FunctionCallExprSyntax.self) {
                let callee = SwiftSyntaxFacts.calleeName(inner)
                if callee == "Text" || callee == "Label", let first = SwiftSyntaxFacts.shownWords(inner),
                   !CallCollector.isAccessibilityArgument(inner) {
                    // A glyph (`Text("✓")`) is the box, not its name.
                    if let literal = SwiftSyntaxFacts.stringLiteral(first.expression), literal.count <= 1 { continue }
                    let value = SourceValue(substituted(first.expression, given: names))
                    if let known = found, known != value { return false }
                    found = value
                    continue
                }
                if inner.trailingClosure == nil, let innerName = SwiftSyntaxFacts.ownName(inner.calledExpression), methods[innerName] != nil {
                    guard texts(shownBy: inner, given: names, methods: methods, type: type, depth: depth + 1, visited: &visited,
                                into: &found) else { return false }
                    continue
                }
            }
            for child in node.children(viewMode: .sourceAccurate).reversed() { stack.append((child, names)) }
        }
        return true
    }

    /// The method of `candidates` the call's argument labels fit (unlabelled for `_`, a parameter with
    /// a default value may be left out), and its parameters bound to the call's arguments, each in the
    /// outer call's terms (`given`).
    private static func matched(_ call: FunctionCallExprSyntax, among candidates: [FunctionDeclSyntax],
                                given: [String: ExprSyntax]) -> (FunctionDeclSyntax, [String: ExprSyntax])? {
        let arguments = Array(call.arguments)
        for function in candidates {
            var bound: [String: ExprSyntax] = [:]
            var index = 0
            var fits = true
            for parameter in function.signature.parameterClause.parameters {
                let label = parameter.firstName.text
                let inner = (parameter.secondName ?? parameter.firstName).text
                if index < arguments.count, (arguments[index].label?.text ?? "_") == label {
                    bound[inner] = substituted(arguments[index].expression, given: given)
                    index += 1
                } else if parameter.defaultValue == nil {
                    fits = false
                    break
                }
            }
            if fits, index == arguments.count { return (function, bound) }
        }
        return nil
    }

    /// `expression` with each name of `given` it reads (not a member's name, not an argument's
    /// label) replaced by its value, reparsed; `expression` itself when it reads none.
    private static func substituted(_ expression: ExprSyntax, given: [String: ExprSyntax]) -> ExprSyntax {
        guard !given.isEmpty else { return expression }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
           let value = given[reference.baseName.text] {
            return value
        }
        var source = ""
        var replaced = false
        for token in expression.tokens(viewMode: .sourceAccurate) {
            let name: String? = switch token.tokenKind {
            case .identifier(let text), .dollarIdentifier(let text): text
            default: nil
            }
            if let name, let value = given[name], token.parent?.is(DeclReferenceExprSyntax.self) == true,
               token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period,
               token.nextToken(viewMode: .sourceAccurate)?.tokenKind != .colon {
                let simple = value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self)
                    || value.is(FunctionCallExprSyntax.self) || value.is(StringLiteralExprSyntax.self)
                source += token.leadingTrivia.description + (simple ? value.trimmedDescription : "(" + value.trimmedDescription + ")")
                    + token.trailingTrivia.description
                replaced = true
            } else {
                source += token.description
            }
        }
        guard replaced else { return expression }
        let parsed = Parser.parse(source: source)
        guard parsed.statements.count == 1, let reparsed = parsed.statements.first?.item.as(ExprSyntax.self) else { return expression }
        return reparsed
    }

    /// The receiver read for a name a `Text` shows directly in the type (`self.title.convertToView {
    /// t in Text(t) }`, `title.map { Text($0) }`): the Optional the closure that binds the name is
    /// handed the value of, as `if let` would bind it; nil when the name is bound otherwise.
    static func unwrapped(_ expression: ExprSyntax, in type: any DeclGroupSyntax) -> ExprSyntax? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        let name = reference.baseName.text
        var current = Syntax(reference).parent
        var steps = 0
        while let node = current, steps < 128 {
            steps += 1
            if node.is(MemberBlockItemSyntax.self) || node.is(CodeBlockSyntax.self) && node.parent?.is(FunctionDeclSyntax.self) == true {
                return nil
            }
            if let closure = node.as(ClosureExprSyntax.self) {
                let parameters = SwiftSyntaxFacts.closureParameterNames(closure)
                if parameters?.contains(name) == true || parameters == nil && name.hasPrefix("$") {
                    return optionalReceiver(of: closure, in: type, function: Syntax(closure).ancestor(FunctionDeclSyntax.self))?.value
                }
            }
            current = node.parent
        }
        return nil
    }

    /// `x` of `x.helper { v in … }` / `self.x.helper { … }` (a method of one closure, given nothing
    /// else, its name lowercase, the closure taking one value or `$0`) when `x` is a stored property of
    /// `type` or a parameter of `function` declared Optional: what the closure is handed is `x` unwrapped.
    private static func optionalReceiver(of closure: ClosureExprSyntax, in type: any DeclGroupSyntax,
                                         function: FunctionDeclSyntax?) -> (value: ExprSyntax, isParameter: Bool)? {
        let call: FunctionCallExprSyntax
        if let parent = closure.parent?.as(FunctionCallExprSyntax.self), parent.trailingClosure?.id == closure.id {
            guard parent.arguments.isEmpty, parent.additionalTrailingClosures.isEmpty else { return nil }
            call = parent
        } else if let argument = closure.parent?.as(LabeledExprSyntax.self),
                  let parent = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                  parent.arguments.count == 1, parent.trailingClosure == nil {
            call = parent
        } else {
            return nil
        }
        guard (SwiftSyntaxFacts.closureParameterNames(closure)?.count ?? 1) == 1,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text.first?.isLowercase == true, let base = member.base,
              let name = SwiftSyntaxFacts.ownName(base) else { return nil }
        let isSelfMember = !base.is(DeclReferenceExprSyntax.self)
        // A parameter of the method around, unless `self.` says the property.
        if !isSelfMember, let function,
           let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
            return isOptional(parameter.type) ? (ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), true) : nil
        }
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard binding.accessorBlock == nil, let annotation = binding.typeAnnotation?.type, isOptional(annotation) else { return nil }
                return (ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), false)
            }
        }
        return nil
    }

    /// `T?`, `T!`, `Optional<T>`.
    private static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }
}
