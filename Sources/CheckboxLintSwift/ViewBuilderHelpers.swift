import SwiftSyntax

/// A set passed in a closure to a helper of the same file that shows it under a title
/// (`configSection(title: "Style") { Toggle(…); Toggle(…) }`, the helper drawing `VStack {
/// Text(title); content() }`): the closure stands where the helper calls its `@ViewBuilder`
/// parameter, so the text shown right before that call titles the set, with the caller's argument
/// for the text's parameter. A helper that cannot be followed (declared twice, in another file,
/// showing the content elsewhere than in a stack after a text) gives nothing: the set stays
/// untitled and unjudged, as before.
enum ViewBuilderHelpers {
    /// What titles the closure `closure` passed to `call`: the helper's `Text`, its value at this
    /// call, and whether the helper marks it a heading.
    /// - Parameter notHelpers: names found to be no function or view of the file, added to here.
    /// - Parameter stacks: the stacks the helper may show the text and the content in: a title
    ///   sits above a set (`VStack`); the text beside one control sits in its row (`HStack`).
    static func title(of closure: ClosureExprSyntax, passedTo call: FunctionCallExprSyntax, notHelpers: inout Set<String>,
                      in stacks: Set<String> = ["VStack", "LazyVStack", "Group"])
        -> (text: FunctionCallExprSyntax, value: SourceValue, isHeader: Bool)? {
        guard let helper = helper(called: call, receiving: closure, notHelpers: &notHelpers) else { return nil }
        let parameter = helper.content
        let body = helper.body
        // Where the helper shows the parameter: `content()` or `content` as a view of a stack.
        var shown: CodeBlockItemSyntax?
        var stack = [Syntax(body)]
        while let node = stack.popLast() {
            if let item = node.as(CodeBlockItemSyntax.self), Self.shows(item, parameter: parameter) {
                guard shown == nil else { return nil }
                shown = item
                continue
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        guard let shown, let list = shown.parent?.as(CodeBlockItemListSyntax.self),
              let stackClosure = list.parent?.as(ClosureExprSyntax.self),
              let stackCall = stackClosure.parent?.as(FunctionCallExprSyntax.self),
              let stackName = SwiftSyntaxFacts.calleeName(stackCall), stacks.contains(stackName),
              var index = list.index(of: shown) else { return nil }
        while index != list.startIndex {
            index = list.index(before: index)
            guard let item = list[index].item.as(ExprSyntax.self) else { return nil }
            let (expression, isHeader) = SwiftSyntaxFacts.viewUnderModifiers(item)
            guard let text = expression.as(FunctionCallExprSyntax.self), let textName = SwiftSyntaxFacts.calleeName(text) else { return nil }
            if textName == "Spacer" || textName == "Divider" { continue }
            guard textName == "Text", let first = SwiftSyntaxFacts.shownWords(text) else { return nil }
            // `Text(title)`, `title` a parameter: the caller's argument; a literal is itself.
            if let reference = first.expression.as(DeclReferenceExprSyntax.self),
               let argument = helper.argument(reference.baseName.text) {
                return (text, SourceValue(argument), isHeader)
            }
            if SwiftSyntaxFacts.stringLiteral(first.expression) != nil {
                return (text, SourceValue(first.expression), isHeader)
            }
            return nil
        }
        return nil
    }

    /// A helper followed: the body that shows the content, the name the content has there, and
    /// the caller's argument for a name of the body (a parameter, a stored property).
    private struct Helper {
        let body: Syntax
        let content: String
        let argument: (String) -> ExprSyntax?
    }

    /// A function of the file (`configSection(title:content:)`), or a view type of the file
    /// (`ConfigSection(title: "Style") { … }`, a `@ViewBuilder` property or initializer parameter).
    private static func helper(called call: FunctionCallExprSyntax, receiving closure: ClosureExprSyntax,
                               notHelpers: inout Set<String>) -> Helper? {
        guard let name = SwiftSyntaxFacts.calleeName(call) else { return nil }
        let root = Syntax(call).root
        if name.first?.isLowercase == true {
            guard let function = function(named: name, in: root) else {
                notHelpers.insert(name)
                return nil
            }
            guard
                  let content = parameter(of: function.signature.parameterClause.parameters, receiving: closure, in: call),
                  let body = function.body else { return nil }
            let parameters = function.signature.parameterClause.parameters
            return Helper(body: Syntax(body), content: content, argument: { argument(for: $0, parameters: parameters, in: call) })
        }
        guard let view = SwiftSyntaxFacts.viewType(named: name, in: root), let body = SwiftSyntaxFacts.viewBody(of: view) else {
            notHelpers.insert(name)
            return nil
        }
        let initializers = view.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        if initializers.count == 1, let parameters = initializers.first?.signature.parameterClause.parameters {
            // `init(title: String, @ViewBuilder content: () -> Content) { …; self.content = content() }`:
            // the property keeps the parameter's name.
            guard let content = parameter(of: parameters, receiving: closure, in: call) else { return nil }
            return Helper(body: body, content: content, argument: { argument(for: $0, parameters: parameters, in: call) })
        }
        guard initializers.isEmpty else { return nil }
        // The memberwise initializer: the stored properties in order, labelled by their names.
        let stored = view.memberBlock.members.compactMap { member -> (name: String, viewBuilder: Bool)? in
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let binding = variable.bindings.first, binding.accessorBlock == nil, binding.initializer == nil,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
            let marked = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
            return (name, marked || type.contains("->") || type == "Content")
        }
        let content: String?
        if call.trailingClosure?.id == closure.id, call.additionalTrailingClosures.isEmpty {
            content = stored.last.flatMap { $0.viewBuilder ? $0.name : nil }
        } else {
            let label = call.arguments.first { $0.expression.id == ExprSyntax(closure).id }?.label?.text
            content = stored.first { $0.name == label && $0.viewBuilder }?.name
        }
        guard let content else { return nil }
        return Helper(body: body, content: content, argument: { name in call.arguments.first { $0.label?.text == name }?.expression })
    }

    /// The one function of the file named `name` (two: which one is called is not known).
    private static func function(named name: String, in root: Syntax) -> FunctionDeclSyntax? {
        var found: [FunctionDeclSyntax] = []
        var stack = [root]
        while let node = stack.popLast() {
            if let function = node.as(FunctionDeclSyntax.self) {
                if function.name.text == name { found.append(function) }
                continue
            }
            // Only declarations hold functions: expressions are not walked.
            if node.is(CodeBlockSyntax.self) || node.is(AccessorBlockSyntax.self) { continue }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The parameter name the closure is passed as: the argument's label, or for a trailing
    /// closure the last parameter; it must be a `@ViewBuilder` function.
    private static func parameter(of list: FunctionParameterListSyntax, receiving closure: ClosureExprSyntax,
                                  in call: FunctionCallExprSyntax) -> String? {
        let parameters = Array(list)
        let parameter: FunctionParameterSyntax?
        if call.trailingClosure?.id == closure.id, call.additionalTrailingClosures.isEmpty {
            parameter = parameters.last
        } else if let argument = call.arguments.first(where: { $0.expression.id == ExprSyntax(closure).id }), let label = argument.label {
            parameter = parameters.first { $0.firstName.text == label.text }
        } else {
            parameter = nil
        }
        guard let parameter, parameter.attributes.contains(where: {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder"
        }) || parameter.type.trimmedDescription.contains("ViewBuilder") else { return nil }
        return (parameter.secondName ?? parameter.firstName).text
    }

    /// The caller's argument for the parameter named `name` inside the helper.
    private static func argument(for name: String, parameters: FunctionParameterListSyntax, in call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
        let label = parameter.firstName.text
        if label == "_" {
            let index = parameters.firstIndex { $0.id == parameter.id }
            let position = index.map { parameters.distance(from: parameters.startIndex, to: $0) }
            let arguments = Array(call.arguments)
            guard let position, position < arguments.count, arguments[position].label == nil else { return nil }
            return arguments[position].expression
        }
        return call.arguments.first { $0.label?.text == label }?.expression
    }

    /// `content()` or `content` as a view of a view builder.
    private static func shows(_ item: CodeBlockItemSyntax, parameter: String) -> Bool {
        var expression = item.item.as(ExprSyntax.self)
        if let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            expression = call.calledExpression
        }
        return expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
    }
}
