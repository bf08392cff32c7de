import SwiftSyntax

/// Calls of a function of a type whose whole body is one `Toggle` (`private func
/// buttonCheckbox(_ title: LocalizedStringKey, for button: CGMouseButton) -> some View {
/// Toggle(title, isOn: …).toggleStyle(.checkbox) }`, called `buttonCheckbox("Left button", for:
/// .left)` five times under `Text("Apply to")`): each call shows that checkbox where it stands,
/// so the calls are the checkboxes of their caller's set, named by what each passes for the
/// Toggle's title. The Toggle itself is previewed and judged once, where it is written; a call
/// only takes its place in the set (`Element.standsForCheckboxesOf`).
///
/// Followed only when the file proves it: the function is declared once in its type, its body is
/// the Toggle under its modifiers (`return` or not), the Toggle's title is a literal or one of the
/// function's parameters, and the call is the function's own (`name(…)` or `self.name(…)` inside
/// the type, not inside the function itself). A function that draws more, or a title read another
/// way, is left as before: its calls form no set.
enum ToggleFunctionCalls {
    struct Call {
        let call: FunctionCallExprSyntax
        /// The function's `Toggle`.
        let toggle: FunctionCallExprSyntax
        let function: String
        /// The checkbox's name at this call: the argument for the title's parameter, or the title.
        let name: SourceValue
    }

    /// The calls of such functions in the file, for each `Toggle` call among `toggles`.
    static func find(toggles: [FunctionCallExprSyntax]) -> [Call] {
        var calls: [Call] = []
        for toggle in toggles {
            guard let function = wholeBody(of: toggle), let type = owningType(of: function),
                  let title = title(of: toggle) else { continue }
            let name = function.name.text
            guard declaredOnce(name, in: type) else { continue }
            for call in self.calls(of: name, in: type, outside: function) {
                let value: SourceValue
                if SwiftSyntaxFacts.stringLiteral(title) != nil {
                    value = SwiftModelMapper.localized(SourceValue(title))
                } else if let reference = title.as(DeclReferenceExprSyntax.self),
                          let argument = argument(for: reference.baseName.text, of: function, in: call) {
                    value = SwiftSyntaxFacts.stringLiteral(argument) != nil ? SwiftModelMapper.localized(SourceValue(argument)) : SourceValue(argument)
                } else {
                    continue
                }
                calls.append(Call(call: call, toggle: toggle, function: name, name: value))
            }
        }
        return calls
    }

    /// The function whose body is `toggle` under its modifiers and nothing else.
    private static func wholeBody(of toggle: FunctionCallExprSyntax) -> FunctionDeclSyntax? {
        guard mayBeWholeBody(Syntax(toggle)) else { return nil }
        var node = Syntax(ViewContext.modifierChain(above: ExprSyntax(toggle)).1)
        if let statement = node.parent?.as(ReturnStmtSyntax.self) { node = Syntax(statement) }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.count == 1, let block = list.parent?.as(CodeBlockSyntax.self),
              let function = block.parent?.as(FunctionDeclSyntax.self) else { return nil }
        return function
    }

    /// Whether the kinds of the nodes above `toggle` may be those `wholeBody` asks for: modifier
    /// calls, perhaps a `return`, then a statement alone in a function's body. Most Toggles sit in
    /// a stack's or a section's closure, which the climb tells by kind alone, without the modifier
    /// chain read and the nodes cast (~3,300 instructions a Toggle).
    private static func mayBeWholeBody(_ toggle: Syntax) -> Bool {
        var node = toggle.parent
        // Each node's kind read once (~70 instructions a read).
        var kind = node?.kind
        while let current = node, kind == .memberAccessExpr || kind == .functionCallExpr {
            node = current.parent
            kind = node?.kind
        }
        if kind == .returnStmt {
            node = node?.parent
            kind = node?.kind
        }
        guard kind == .codeBlockItem, let list = node?.parent, list.kind == .codeBlockItemList,
              let block = list.parent, block.kind == .codeBlock else { return false }
        return block.parent?.kind == .functionDecl
    }

    /// The type (or extension) the function is a member of.
    private static func owningType(of function: FunctionDeclSyntax) -> DeclSyntax? {
        guard let item = function.parent?.as(MemberBlockItemSyntax.self),
              let block = item.parent?.parent?.as(MemberBlockSyntax.self) else { return nil }
        return block.parent?.as(DeclSyntax.self)
    }

    /// The Toggle's title argument (`Toggle(title, isOn: …)`, `Toggle("Left", isOn: …)`).
    private static func title(of toggle: FunctionCallExprSyntax) -> ExprSyntax? {
        guard SwiftSyntaxFacts.calleeName(toggle) == "Toggle", let first = toggle.arguments.first, first.label == nil,
              !first.expression.is(ClosureExprSyntax.self) else { return nil }
        return first.expression
    }

    /// Whether the type declares one function of that name (two: which one a call means is not known).
    private static func declaredOnce(_ name: String, in type: DeclSyntax) -> Bool {
        guard let members = type.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { return false }
        return members.filter { $0.decl.as(FunctionDeclSyntax.self)?.name.text == name }.count == 1
    }

    /// `name(…)` and `self.name(…)` in the type, outside the function itself.
    private static func calls(of name: String, in type: DeclSyntax, outside function: FunctionDeclSyntax) -> [FunctionCallExprSyntax] {
        var found: [FunctionCallExprSyntax] = []
        var stack = [Syntax(type)]
        while let node = stack.popLast() {
            if node.id == function.id { continue }
            if let call = node.as(FunctionCallExprSyntax.self), isCall(call, of: name) { found.append(call) }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return found
    }

    private static func isCall(_ call: FunctionCallExprSyntax, of name: String) -> Bool {
        SwiftSyntaxFacts.ownName(call.calledExpression) == name
    }

    /// The call's argument for the function's parameter named `name` inside it.
    private static func argument(for name: String, of function: FunctionDeclSyntax, in call: FunctionCallExprSyntax) -> ExprSyntax? {
        let parameters = Array(function.signature.parameterClause.parameters)
        guard let position = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
        let label = parameters[position].firstName.text
        let arguments = Array(call.arguments)
        if label == "_" {
            // Unlabelled: at its position, when every parameter before it is passed (no defaults skipped).
            guard arguments.count == parameters.count, position < arguments.count, arguments[position].label == nil else { return nil }
            return arguments[position].expression
        }
        return arguments.first { $0.label?.text == label }?.expression
    }
}
