import SwiftSyntax

/// The look of a component that hands its choice Bool on to the view that draws it (round
/// twenty-four, pattern 1; supply-app's `SmallTag` in a `CustomTag`):
///
///     struct SmallTag: View {
///         let name: String
///         var isSelected: Bool
///         var body: some View { CustomTag(isSelected: isSelected) { Text(name) } }
///     }
///     struct CustomTag<Content: View>: View {
///         var isSelected: Bool
///         …
///         var body: some View { content.padding(8).background(isSelected ? .orange : .white) }
///     }
///
/// `SmallTag` draws nothing chosen itself, yet what the user sees of its choice is `CustomTag`'s
/// colours: the call handing the Bool on stands for that look (an indicator at the call), so a
/// component its callers make an option (`CallerTappedComponents`) is found with it.
///
/// Only the view the body lays out (under its modifiers), a call of a `View` struct of the file or
/// of one other file of the project, given one of the component's Bool properties as it is under
/// a label that is a stored property of that struct; the struct takes no tap of its own and shows
/// that property by a look (a colour, a stroke: `ShownByLook.lookModifiers`). One step deep.
enum HandedOnLooks {
    static func indicator(of declaration: any DeclGroupSyntax, file: SourceFileSyntax) -> Indicator? {
        guard let view = CallerTappedComponents.bodyView(of: declaration), let call = view.as(FunctionCallExprSyntax.self),
              let name = SwiftSyntaxFacts.calleeName(call), name.first?.isUppercase == true,
              name != HandMadeCheckbox.typeName(declaration) else { return nil }
        let bools = StoredProperties.bools(of: declaration)
        for argument in call.arguments {
            // What the drawing shows of the property it is given is read as the hand-made search
            // reads a view handed the tap's state (`StateLooks.lookOfProperty`).
            guard let label = argument.label?.text, let given = KeyedElementFlips.plainName(argument.expression), bools.contains(given),
                  let drawing = viewStruct(named: name, file: file), StateLooks.lookOfProperty(label, drawnBy: drawing) != nil else { continue }
            return Indicator(node: Syntax(call), shown: Syntax(call), condition: given, literals: [], conditionTokens: argument.expression,
                             modifier: "background")
        }
        return nil
    }

    /// The struct `name` of the file, else of the one other file of the project that declares it.
    private static func viewStruct(named name: String, file: SourceFileSyntax) -> StructDeclSyntax? {
        if let own = ProjectDeclarations.structDeclaration(named: name, in: file) { return own }
        return ProjectDeclarations.structDeclarationElsewhere(named: name)?.0
    }
}
