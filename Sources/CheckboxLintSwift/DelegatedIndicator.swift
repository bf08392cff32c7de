import SwiftSyntax

/// A hand-made checkbox split over two views: the tap in one view changes a state it passes to a
/// view of the same file that draws the box (`HStack { CheckIcon(on: isOn); Text("Sync") }
/// .onTapGesture { isOn.toggle() }`, `CheckIcon`'s body an `Image(systemName: on ? "checkmark.square"
/// : "square")`). Followed only when certain: the call passes the changed state by a label that
/// is a stored property of that view (its memberwise initializer), the view's body shows a box that
/// looks like a checkbox chosen by that property, and the view has no tap of its own (then it is a
/// checkbox itself, found at its type). The view is any View struct of the file, whatever the case
/// of its name (`struct checkIndicator: View`); the call may be in a computed member the tapped view
/// shows by name (`Button { … } label: { rowView }`, `rowView` an `HStack { checkIndicator(isCompleted:
/// isCompleted); … }`).
enum DelegatedIndicator {
    static func find(in tappedView: ExprSyntax, state: String, declaration: any DeclGroupSyntax, file: SourceFileSyntax) -> Indicator? {
        if let found = find(in: Syntax(tappedView), state: state, declaration: declaration, file: file, depth: 0) { return found }
        for member in MemberLabels.shownProperties(by: tappedView, in: declaration) {
            if let found = find(in: member, state: state, declaration: declaration, file: file, depth: 0) { return found }
        }
        return nil
    }

    /// `depth`: views handed the state on by a view of the file (`TimelineLine(isChecked:)` drawing
    /// `TimelineCircle(isChecked: isChecked)`), followed two deep.
    private static func find(in tappedView: Syntax, state: String, declaration: any DeclGroupSyntax, file: SourceFileSyntax,
                             depth: Int) -> Indicator? {
        var stack = [tappedView]
        while let node = stack.popLast() {
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
            // Any View struct of the file, whatever the case of its name (`viewStruct` checks it is one).
            guard let call = node.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call),
                  name != HandMadeCheckbox.typeName(declaration) else { continue }
            for argument in call.arguments {
                guard let label = argument.label?.text,
                      argument.expression.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == state }),
                      let view = viewStruct(named: name, in: file),
                      StoredProperties.names(of: view).contains(label) else { continue }
                let collector = CallCollector(viewMode: .sourceAccurate)
                collector.walk(view.memberBlock)
                guard collector.tapActions.isEmpty,
                      let box = collector.indicators.first(where: { $0.mentions(label) && $0.looksLikeCheckbox })
                        ?? (depth < 1 ? find(in: Syntax(view.memberBlock), state: label, declaration: view, file: file, depth: depth + 1) : nil)
                else { continue }
                return Indicator(node: Syntax(call), shown: Syntax(call), condition: SwiftSyntaxFacts.compactSource(argument.expression),
                                 literals: box.branchLiterals + box.drawnLiterals, conditionTokens: argument.expression)
            }
        }
        return nil
    }

    /// The one struct of the file named `name` that is a View; else the one of the one other file of
    /// the project that declares it (`ProjectDeclarations`: a chip component kept in a file of its own,
    /// round thirty); nil when there is none or several.
    private static func viewStruct(named name: String, in file: SourceFileSyntax) -> StructDeclSyntax? {
        if let own = viewStructOfFile(named: name, in: file) { return own }
        guard name.first?.isUppercase == true, let (elsewhere, _) = ProjectDeclarations.structDeclarationElsewhere(named: name),
              elsewhere.inherits("View") else { return nil }
        return elsewhere
    }

    private static func viewStructOfFile(named name: String, in file: SourceFileSyntax) -> StructDeclSyntax? {
        var found: [StructDeclSyntax] = []
        var stack: [Syntax] = file.statements.map { Syntax($0.item) }
        while let node = stack.popLast() {
            if let declaration = node.as(StructDeclSyntax.self) {
                if declaration.name.text == name, declaration.inherits("View") { found.append(declaration) }
                stack.append(contentsOf: declaration.memberBlock.members.map { Syntax($0.decl) })
            } else if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
                stack.append(contentsOf: extensionDecl.memberBlock.members.map { Syntax($0.decl) })
            }
        }
        return found.count == 1 ? found[0] : nil
    }
}
