import SwiftSyntax

/// A loop's element, and the element an index loop's index stands for: `items[index]` in `ForEach(0..<items.count, id:
/// \.self) { index in … }` or `ForEach(items.indices, id: \.self) { index in … }` (also `self.items`,
/// `model.items`, `0 ..< items.count`, the range in parentheses), as `item` stands for one in
/// `ForEach(items) { item in … }` (round thirty-four, a watch library's task cards: `Button(action:
/// { action(index) }) { Image(systemName: itemList[index].isCompleted ? "checkmark.circle.fill" :
/// "circle") }`). Only the loop's own index: a constant subscript (`items[0]`) is no loop element,
/// and an index of another loop than the one that declares it is not followed.
enum LoopElements {
    /// `items[index]` (the collection as written, `self.` aside, no white space) when `index` is the
    /// one parameter of the nearest closure around `node` that declares it, and that closure is the
    /// content of a `ForEach` or `List` over the indices of `items`; nil otherwise.
    static func element(indexedBy index: String, at node: Syntax) -> String? {
        guard let loop = loopDeclaring(index, at: node), let data = loop.arguments.first, data.label == nil,
              let collection = collection(indexedBy: data.expression) else { return nil }
        return collection + "[" + index + "]"
    }

    /// Whether `name` is the one parameter of the nearest closure around `node` that declares it,
    /// that closure the content of a `ForEach` or `List` (`option` in `ForEach(options, id: \.self)
    /// { option in … }`): the loop's element.
    static func isElement(_ name: String, at node: Syntax) -> Bool {
        loopDeclaring(name, at: node) != nil
    }

    /// The `ForEach`/`List` whose content closure is the nearest closure around `node` that declares
    /// `name`, when `name` is its one parameter; nil when that closure has others or is no loop's,
    /// or when a function or a type comes first.
    private static func loopDeclaring(_ name: String, at node: Syntax) -> FunctionCallExprSyntax? {
        var current = node.parent
        var steps = 0
        while let found = current, steps < 64 {
            steps += 1
            current = found.parent
            if found.is(FunctionDeclSyntax.self) || found.is(MemberBlockSyntax.self) { return nil }
            guard let closure = found.as(ClosureExprSyntax.self), let names = SwiftSyntaxFacts.closureParameterNames(closure),
                  names.contains(name) else { continue }
            return names == [name] ? SwiftSyntaxFacts.loopCall(withContent: closure) : nil
        }
        return nil
    }

    /// `items` of `0..<items.count`, `(0 ..< self.items.count)` or `items.indices`; nil for another
    /// range or collection.
    static func collection(indexedBy data: ExprSyntax) -> String? {
        var data = data
        if let tuple = data.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            data = only.expression
        }
        if let member = data.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "indices", let base = member.base {
            return path(base)
        }
        // `0..<items.count`, folded or not, from the literal 0.
        guard let range = SwiftSyntaxFacts.binaryParts(data), range.operator == "..<",
              range.left.as(IntegerLiteralExprSyntax.self)?.literal.text == "0",
              let count = range.right.as(MemberAccessExprSyntax.self), count.declName.baseName.text == "count",
              let base = count.base else { return nil }
        return path(base)
    }

    /// `items`, `self.items`, `model.items` (`self.` aside); nil for anything but names and members.
    private static func path(_ expression: ExprSyntax) -> String? {
        var current = expression
        for _ in 0..<8 {
            if current.is(DeclReferenceExprSyntax.self) {
                return SwiftModelMapper.withoutSelf(expression.trimmedDescription.filter { !$0.isWhitespace })
            }
            guard let member = current.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            current = base
        }
        return nil
    }

}
