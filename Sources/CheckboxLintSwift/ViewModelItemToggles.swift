import SwiftSyntax

/// A caller's loop that hands each view its item's state through a model's question about the item
/// and changes it through that model's toggle of the same item (round twenty-two's D, RecipeBuddy):
///
///     ForEach(recipe.ingredients) { ingredient in
///         ListIngredientItem(ingredient: ingredient, isChecked: model.isIngredientChecked(ingredient.name)) {
///             model.toggleIngredient(ingredient.name)
///         }
///     }
///
/// The model's methods are out of sight (often in another file), so the words are the evidence: the
/// question's name says a checkbox's state (`is…Checked`, `is…Selected`, `is…Done`), the change is a
/// `toggle…` of the same receiver given the same item. A favourite's question (`isFavorite(item)`)
/// says no such state and is left alone.
enum ViewModelItemToggles {
    /// The last word of a question that asks a checkbox's state.
    private static let stateWords: Set<String> = ["checked", "selected", "done", "completed", "complete", "ticked", "included", "chosen", "picked", "marked"]

    /// Whether `view` is handed such a question about an item of the loop (`items`: the names the
    /// loop's item and index go by) and a closure that calls the same receiver's `toggle…` with the
    /// same arguments.
    static func handsToggle(of items: Set<String>, to view: FunctionCallExprSyntax, lets: LoopBodyLets) -> Bool {
        var questions: [(receiver: String, arguments: String)] = []
        var closures: [ClosureExprSyntax] = []
        for argument in view.arguments {
            let expression = lets.resolved(argument.expression)
            if let closure = expression.as(ClosureExprSyntax.self) {
                closures.append(closure)
            } else if let question = itemCall(expression, items: items), isStateQuestion(question.method) {
                questions.append((question.receiver, question.arguments))
            }
        }
        guard !questions.isEmpty else { return false }
        closures += [view.trailingClosure].compactMap { $0 } + view.additionalTrailingClosures.map(\.closure)
        for closure in closures {
            for statement in closure.statements {
                guard let expression = statement.item.as(ExprSyntax.self),
                      let change = itemCall(expression, items: items), change.method.hasPrefix("toggle") else { continue }
                if questions.contains(where: { $0.receiver == change.receiver && $0.arguments == change.arguments }) { return true }
            }
        }
        return false
    }

    /// `model.isChecked(item)`, `model.isChecked(item.id)`: the receiver, the method and the arguments
    /// as written, when every argument is the loop's item or a member of it.
    private static func itemCall(_ expression: ExprSyntax, items: Set<String>) -> (receiver: String, method: String, arguments: String)? {
        guard let call = expression.as(FunctionCallExprSyntax.self), !call.arguments.isEmpty,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let receiver = member.base,
              call.arguments.allSatisfy({ isItem($0.expression, items: items) }) else { return nil }
        return (receiver.trimmedDescription, member.declName.baseName.text, call.arguments.trimmedDescription)
    }

    private static func isItem(_ expression: ExprSyntax, items: Set<String>) -> Bool {
        var root = expression
        for _ in 0..<8 {
            guard let access = root.as(MemberAccessExprSyntax.self), let inner = access.base else { break }
            root = inner
        }
        return root.as(DeclReferenceExprSyntax.self).map { items.contains($0.baseName.text) } ?? false
    }

    /// `isIngredientChecked`: a question (`is…`) whose last word is a checkbox's state.
    private static func isStateQuestion(_ name: String) -> Bool {
        guard name.hasPrefix("is"), name.count > 2, name[name.index(name.startIndex, offsetBy: 2)].isUppercase else { return false }
        let lastWord = name.reversed().prefix { !$0.isUppercase }.reversed()
        let last = String(name.suffix(lastWord.count + 1)).lowercased()
        return stateWords.contains(last)
    }
}
