import SwiftSyntax

/// The names a view builder binds to a state before the tapped view it lays out: `let isSelected =
/// selection.contains(item)` as the first statement of a `ForEach`'s closure (round twenty-four,
/// pattern 5; the kit's `VGRMultiSelectionList`), or of a function that builds the row. The view
/// then shows `isSelected ? "checkmark.circle.fill" : "circle"`, which names `selection` only
/// through the `let`: a tap that inserts into or removes from `selection` changes what it shows.
///
/// Only a `let` of one name, declared before the tapped view in a closure or a code block around
/// it (up to the type), whose value reads the state as a whole identifier.
enum ViewBuilderLets {
    static func names(reading state: String, around view: ExprSyntax, in declaration: any DeclGroupSyntax) -> Set<String> {
        names(around: view, in: declaration) { value in
            value.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(state) })
        }
    }

    /// The names such `let`s bind to a value `binds` accepts.
    static func names(around view: ExprSyntax, in declaration: any DeclGroupSyntax, binding binds: (ExprSyntax) -> Bool) -> Set<String> {
        var names: Set<String> = []
        visitLets(before: Syntax(view), in: declaration) { name, value in
            if binds(value) { names.insert(name) }
            return true
        }
        return names
    }

    /// Visits each `let` of one name with a value declared before `node` in a closure or a code
    /// block around it, up to the type, innermost block first, until `visit` returns false.
    static func visitLets(before node: Syntax, in declaration: any DeclGroupSyntax, _ visit: (String, ExprSyntax) -> Bool) {
        var current = node.parent
        var steps = 0
        while let ancestor = current, ancestor.id != declaration.id, steps < 256 {
            steps += 1
            current = ancestor.parent
            let statements: CodeBlockItemListSyntax
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                statements = closure.statements
            } else if let block = ancestor.as(CodeBlockSyntax.self) {
                statements = block.statements
            } else {
                continue
            }
            // By index: the list's iterator type was first made here (`containsByIndex`).
            var index = statements.startIndex
            while index != statements.endIndex {
                let item = statements[index]
                index = statements.index(after: index)
                if item.position >= node.position { break }
                guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
                      variable.bindings.count == 1, let binding = variable.bindings.first,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value else { continue }
                if !visit(name, value) { return }
            }
        }
    }
}
