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
}
