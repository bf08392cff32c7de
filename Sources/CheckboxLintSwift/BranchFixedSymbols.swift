import SwiftSyntax

/// A check whose symbol is fixed per branch, the branch chosen by the Bool its tap flips (round
/// thirty-five, second part, pattern 1: a packing list's rows in two sections, `ForEach(items.filter
/// { !$0.checked }) { … Button { toggleItem(item) } label: { Image(systemName: "circle") } }` and the
/// same over `filter { $0.checked }` showing `checkmark.circle.fill`). No ternary chooses the symbol:
/// the branch the row is drawn in does, and a tap moves the item to the other branch, where the
/// other symbol shows. Each such Button is the checkbox of that Bool, as if its symbol were
/// `checked ? "checkmark.circle.fill" : "circle"`, one in each branch in the source.
///
/// Only a tapped `Button` whose label (or a tapped image whose view) shows one `Image(systemName:)`
/// of a fixed box symbol (`circle`, `square`, their `.fill`/`checkmark.` forms) and no text, whose
/// action flips the Bool, drawn in a branch on that Bool alone — the body or the `else` of an `if x`
/// (`!x`, `x == false`), or a loop over `c.filter { $0.x }` (`{ !$0.x }`, `(\.x)`, the filter
/// written in a `let` or a computed property the loop names) — and only when another tap of the
/// type flips the same Bool in the opposite branch (the `else`, an `if` on the negated path, the
/// loop over the opposite filter of the same collection) showing another box symbol: the two
/// states both drawn. A fixed symbol with no such twin (a "done" Button whose row vanishes) stays an
/// action.
enum BranchFixedSymbols {
    /// An indicator for the fixed symbol `action` shows, standing for the choice its branch makes;
    /// nil unless the shape above holds.
    static func indicator(of action: TapAction, state: String, among taps: [TapAction], changes: StateChanges,
                          in declaration: any DeclGroupSyntax) -> Indicator? {
        guard let symbol = fixedSymbol(of: action), let branch = branch(of: action, state: state, in: declaration) else { return nil }
        let twin = taps.contains { other in
            guard other.tappedView.id != action.tappedView.id, let otherSymbol = fixedSymbol(of: other), otherSymbol.literal != symbol.literal,
                  let otherBranch = Self.branch(of: other, state: state, in: declaration),
                  otherBranch.key == branch.key, otherBranch.holds != branch.holds else { return false }
            return flips(other, state: state, changes: changes)
        }
        guard twin else { return nil }
        return Indicator(node: Syntax(symbol.image), shown: Syntax(symbol.image), condition: branch.condition, literals: [symbol.literal],
                         conditionTokens: branch.conditionNode)
    }

    /// Whether `action`'s tap changes `state` (the other tap of a pair, asked as the first was).
    private static func flips(_ action: TapAction, state: String, changes: StateChanges) -> Bool {
        changes.stateChanged(by: action.body) == state || changes.stateChanged(by: action.body, shown: { $0 == state }) == state
    }

    /// The one `Image(systemName: "…")` a tapped Button's label or a tapped image shows, its name a
    /// box symbol; nil when the label shows a text, another image or a view of its own.
    private static func fixedSymbol(of action: TapAction) -> (image: FunctionCallExprSyntax, literal: String)? {
        let content: Syntax
        if action.isButton {
            guard let button = action.tappedView.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(button) == "Button",
                  let label = SwiftSyntaxFacts.labelClosure(of: button) else { return nil }
            content = Syntax(label)
        } else {
            let view = SwiftSyntaxFacts.viewUnderModifiers(action.tappedView).view
            guard let call = view.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "Image" else { return nil }
            content = Syntax(call)
        }
        var found: (image: FunctionCallExprSyntax, literal: String)?
        for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: content) {
            // A modifier draws nothing by itself (`.foregroundColor(.secondary)`, `.font(.title2)`).
            if SwiftSyntaxFacts.modifierName(call) != nil { continue }
            guard let name = SwiftSyntaxFacts.calleeName(call) else { return nil }
            if ["HStack", "ZStack", "VStack", "Group"].contains(name) { continue }
            guard name == "Image", found == nil, call.arguments.count == 1, let argument = call.arguments.first,
                  argument.label?.text == "systemName", let literal = SwiftSyntaxFacts.stringLiteral(argument.expression),
                  isBoxSymbol(literal) else { return nil }
            found = (call, literal)
        }
        return found
    }

    /// `circle`, `square`, `circle.fill`, `largecircle.fill.circle`, `checkmark.circle.fill`,
    /// `checkmark.square`: an empty or checked box; not a bare `checkmark`, a badge or a person.
    static func isBoxSymbol(_ literal: String) -> Bool {
        var parts = literal.split(separator: ".")
        if parts.first == "checkmark" { parts.removeFirst() }
        guard let first = parts.first, ["circle", "square", "largecircle"].contains(first) else { return false }
        return parts.allSatisfy { ["circle", "square", "largecircle", "fill", "inset", "filled"].contains($0) }
    }

    /// The branch on `state` the tapped view is drawn in, nearest first: `key` what both branches of
    /// one choice share (the Bool's path, or the filtered collection), `holds` the Bool's value there.
    private struct Branch {
        let key: String
        let holds: Bool
        let condition: String
        let conditionNode: Syntax
    }

    private static func branch(of action: TapAction, state: String, in declaration: any DeclGroupSyntax) -> Branch? {
        var current = Syntax(action.tappedView)
        var steps = 0
        while let parent = current.parent, steps < 256 {
            steps += 1
            defer { current = parent }
            if parent.is(MemberBlockSyntax.self) || parent.id == declaration.id { return nil }
            // Not past a declaration of the view (a `let` of a closure, a function, a property).
            if parent.kind.isDeclaration { return nil }
            if let block = current.as(CodeBlockSyntax.self), let ifExpr = parent.as(IfExprSyntax.self),
               ifExpr.body.id == block.id || ifExpr.elseBody?.id == block.id,
               ifExpr.conditions.count == 1, let condition = ifExpr.conditions.first?.condition.as(ExprSyntax.self),
               let (path, holds) = BoolBranchFlips.boolPath(condition), StateChanges.lastComponent(path) == state {
                let inBody = ifExpr.body.id == block.id
                let text = HandMadeCheckbox.normalizedCondition(path.trimmedDescription)
                return Branch(key: "if " + text, holds: inBody ? holds : !holds, condition: text, conditionNode: Syntax(condition))
            }
            if let closure = parent.as(ClosureExprSyntax.self), let loop = SwiftSyntaxFacts.loopCall(withContent: closure),
               let data = loop.arguments.first, data.label == nil,
               let filtered = filter(resolved(data.expression, at: loop, in: declaration)), filtered.state == state {
                let element = SwiftSyntaxFacts.closureParameterNames(closure).flatMap { $0.count == 1 ? $0.first : nil } ?? "$0"
                return Branch(key: "filter " + filtered.collection + "." + state, holds: filtered.holds, condition: element + "." + state,
                              conditionNode: filtered.node)
            }
        }
        return nil
    }

    /// What a loop's data names: a `let` declared before the loop in a closure or block around it
    /// (`let unpackedItems = items.filter { !$0.checked }`), or a computed property of the type of
    /// one expression; else the data itself.
    private static func resolved(_ data: ExprSyntax, at loop: FunctionCallExprSyntax, in declaration: any DeclGroupSyntax) -> ExprSyntax {
        guard let name = data.as(DeclReferenceExprSyntax.self)?.baseName.text else {
            return ComputedPropertyValues.resolved(data, in: declaration)
        }
        var bound: ExprSyntax?
        ViewBuilderLets.visitLets(before: Syntax(loop), in: declaration) { letName, value in
            if letName == name { bound = value }
            return bound == nil
        }
        if let bound { return bound }
        return ComputedPropertyValues.resolved(data, in: declaration)
    }

    /// `items.filter { $0.x }`, `{ !$0.x }`, `{ item in item.x == false }`, `(\.x)`: the collection
    /// (as written, no spacing or `self.`), the Bool's name, and its value for the items kept.
    private static func filter(_ expression: ExprSyntax) -> (collection: String, state: String, holds: Bool, node: Syntax)? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
              callee.declName.baseName.text == "filter", let base = callee.base else { return nil }
        let collection = HandMadeCheckbox.normalizedCondition(base.trimmedDescription)
        if call.trailingClosure == nil, call.arguments.count == 1, let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self),
           keyPath.root == nil, keyPath.components.count == 1,
           let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self) {
            return (collection, property.declName.baseName.text, true, Syntax(keyPath))
        }
        guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              call.arguments.count <= (call.trailingClosure == nil ? 1 : 0),
              closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self),
              let (path, holds) = BoolBranchFlips.boolPath(only),
              let member = path.as(MemberAccessExprSyntax.self), let owner = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        // The element itself: `$0`, or the closure's one parameter.
        let parameters = SwiftSyntaxFacts.closureParameterNames(closure)
        guard parameters == nil ? owner.baseName.text == "$0" : parameters == [owner.baseName.text] else { return nil }
        return (collection, member.declName.baseName.text, holds, Syntax(only))
    }
}
