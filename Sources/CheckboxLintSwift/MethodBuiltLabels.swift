import SwiftSyntax

/// A name built by a method of the type: `Button { … } label: { HStack { label(for: element); … } }`
/// beside `private func label(for element: T) -> Text { … }`. VoiceOver reads the text the method
/// returns, which depends on its argument: the name is `{label(for: element)}`, known at run time,
/// never an empty one.
enum MethodBuiltLabels {
    /// The first call, in `tappedView` outside `action`, of a method of `type` that returns `Text`,
    /// or a view whose body shows a `Text` and does not draw `indicator`.
    static func label(in tappedView: ExprSyntax, skipping action: Syntax, indicator: Syntax,
                      of type: any DeclGroupSyntax) -> (value: SourceValue, node: Syntax)? {
        var methods: [String: FunctionDeclSyntax] = [:]
        for member in type.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                  let returned = function.signature.returnClause?.type.trimmedDescription,
                  ["Text", "some View", "AnyView"].contains(returned), let body = function.body else { continue }
            if returned != "Text" {
                guard SwiftSyntaxFacts.contains(Syntax(body), indicator) == false, showsText(body) else { continue }
            }
            methods[function.name.text] = function
        }
        guard !methods.isEmpty else { return nil }
        var stack: [Syntax] = [Syntax(tappedView)]
        var visited = 0
        while let node = stack.popLast(), visited < 3_000 {
            visited += 1
            if node.id == action.id { continue }
            if let call = node.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.ownName(call.calledExpression),
               methods[name] != nil, !SwiftSyntaxFacts.contains(Syntax(call), indicator) {
                return (.dynamic(call.trimmedDescription), Syntax(call))
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return nil
    }

    /// Whether a method's body makes a `Text` (bounded walk).
    private static func showsText(_ body: CodeBlockSyntax) -> Bool {
        var stack: [Syntax] = [Syntax(body)]
        var visited = 0
        while let node = stack.popLast(), visited < 2_000 {
            visited += 1
            if let call = node.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text" {
                return true
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return false
    }
}
