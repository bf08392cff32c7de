import SwiftSyntax

/// A `Label` whose title is a state word, drawn as the state's icon: `if chosen {
/// Label("Selected", systemImage: "checkmark").labelStyle(.iconOnly) }`. It tells that the row is
/// chosen (VoiceOver reads "Selected" after the row's name, and nothing while it is absent); it is
/// part of the box, never the row's name — "Selected" says nothing of what is selected.
enum StateMarkLabels {
    /// Whether `node`, a label the collector found reading `value`, is a `Label` given a fixed
    /// image and a title of state words only (`StateWords`), shown by a branch of an `if`. A
    /// `Label` drawn always, or whose image the state chooses, is a box with its title.
    static func isMark(_ node: Syntax, value: SourceValue) -> Bool {
        guard case .literal(let title) = value,
              StateWords.words.contains(title.lowercased().trimmingCharacters(in: .whitespaces)),
              let call = node.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "Label",
              let image = call.arguments.first(where: { ["systemImage", "image"].contains($0.label?.text ?? "") }),
              SwiftSyntaxFacts.stringLiteral(image.expression) != nil else { return false }
        let (_, outermost) = ViewContext.modifierChain(above: ExprSyntax(call))
        guard let item = outermost.parent?.as(CodeBlockItemSyntax.self),
              let block = item.parent?.parent?.as(CodeBlockSyntax.self) else { return false }
        return block.parent?.is(IfExprSyntax.self) == true
    }

    /// An icon-only `Label` with a fixed image kept in a `let` of a view builder and shown alone by
    /// a branch of a `switch` or an `if` there (`let empty = Label(String(localized: .notSelected),
    /// systemImage: "circle").labelStyle(.iconOnly)`, then `case .any: empty`): one look of a state
    /// mark, whatever its title says, not the name of the row beside it.
    static func isBranchShownIcon(_ node: Syntax) -> Bool {
        guard let call = node.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "Label",
              let image = call.arguments.first(where: { ["systemImage", "image"].contains($0.label?.text ?? "") }),
              SwiftSyntaxFacts.stringLiteral(image.expression) != nil else { return false }
        let (modifiers, outermost) = ViewContext.modifierChain(above: ExprSyntax(call))
        guard modifiers.contains(where: { $0.name == "labelStyle" && $0.call.arguments.first?.expression.trimmedDescription == ".iconOnly" }),
              let binding = outermost.parent?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let statements = binding.parent?.parent?.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        // Its name alone as the statement of a branch, among the statements after it.
        var stack = statements.map { Syntax($0) }
        var visited = 0
        while let here = stack.popLast(), visited < 2_000 {
            visited += 1
            if let reference = here.as(DeclReferenceExprSyntax.self), reference.baseName.text == name,
               let item = reference.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
               list.parent?.is(SwitchCaseSyntax.self) == true || list.parent?.parent?.is(IfExprSyntax.self) == true {
                return true
            }
            stack.append(contentsOf: here.children(viewMode: .sourceAccurate))
        }
        return false
    }
}
