import SwiftSyntax

/// A name built by a method of the type: `Button { … } label: { HStack { label(for: element); … } }`
/// beside `private func label(for element: T) -> Text { … }`. VoiceOver reads the text the method
/// returns, which depends on its argument: the name is `{label(for: element)}`, known at run time,
/// never an empty one.
enum MethodBuiltLabels {
    /// The methods of `type` whose call shows a name: those returning `Text`, and those returning a
    /// view whose body makes a `Text` and no `Image` (a method drawing a symbol, maybe the check
    /// itself, names nothing).
    static func methodNames(in type: any DeclGroupSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in type.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                  let returned = function.signature.returnClause?.type.trimmedDescription,
                  ["Text", "some View", "AnyView"].contains(returned), let body = function.body else { continue }
            if returned == "Text" || showsOnlyText(body) { names.insert(function.name.text) }
        }
        return names
    }

    /// Whether a method's body makes a `Text` and no `Image` (bounded walk).
    private static func showsOnlyText(_ body: CodeBlockSyntax) -> Bool {
        var stack: [Syntax] = [Syntax(body)]
        var visited = 0
        var showsText = false
        while let node = stack.popLast(), visited < 2_000 {
            visited += 1
            if let call = node.as(FunctionCallExprSyntax.self) {
                switch call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                case "Text": showsText = true
                case "Image": return false
                default: break
                }
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return showsText && visited < 2_000
    }
}
