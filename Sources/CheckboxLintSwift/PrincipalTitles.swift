import SwiftSyntax

/// The text a `.toolbar` puts in the middle of the navigation bar (hswiftfix69's leftover):
///
///     List { ForEach(tags) { … } }
///         .toolbar { ToolbarItem(placement: .principal) { Text("Tags").font(.headline) } }
///
/// A principal item takes the place of the screen's title in the bar, and a screen that sets one
/// usually gives `.navigationTitle("")` or none: the text is the title VoiceOver meets at the top
/// of the screen, as it would meet `.navigationTitle("Tags")`. So it is read as that title
/// (`SwiftContainers.screenTitle(set:)`), with the same gates: iOS, a set that opens the screen.
///
/// Only a `ToolbarItem`/`ToolbarItemGroup` with `placement: .principal` whose content is a `Text`
/// with a text of its own (under modifiers), or a stack that opens with one (`VStack {
/// Text("Tags"); Text(subtitle).font(.caption) }`, a title over its subtitle). A principal logo, a
/// picker or a search field names no set: no title.
enum PrincipalTitles {
    /// The principal `Text` call of `toolbar` (a `.toolbar { … }` modifier's call), without its modifiers.
    static func text(of toolbar: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let content = toolbar.trailingClosure ?? toolbar.arguments.last?.expression.as(ClosureExprSyntax.self) else { return nil }
        for item in content.statements {
            guard let expression = item.item.as(ExprSyntax.self),
                  let call = ViewContext.ownModifiers(of: expression).base.as(FunctionCallExprSyntax.self),
                  let name = SwiftSyntaxFacts.calleeName(call), name == "ToolbarItem" || name == "ToolbarItemGroup",
                  isPrincipal(call), let itemContent = call.trailingClosure else { continue }
            return openingText(of: itemContent, depth: 0)
        }
        return nil
    }

    /// `placement: .principal` (or `ToolbarItemPlacement.principal`).
    private static func isPrincipal(_ call: FunctionCallExprSyntax) -> Bool {
        guard let placement = call.arguments.first(where: { $0.label?.text == "placement" })?.expression.as(MemberAccessExprSyntax.self)
        else { return false }
        return placement.declName.baseName.text == "principal"
    }

    /// Stacks whose first text is the title a subtitle follows.
    private static let stacks: Set<String> = ["VStack", "HStack", "Group"]

    /// The first statement of `closure` when it is a `Text` with an unlabelled first argument, or a
    /// stack opening with one. In a stack, a text in a caption's style before it (Trio's `Text("NEW")
    /// .font(.caption2)` badge beside `Text("Improved Diagnostics")`) is passed over: a badge, not the title.
    private static func openingText(of closure: ClosureExprSyntax, depth: Int) -> ExprSyntax? {
        for item in closure.statements {
            guard let expression = item.item.as(ExprSyntax.self) else { return nil }
            let (modifiers, base) = ViewContext.ownModifiers(of: expression)
            guard let call = base.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call) else { return nil }
            if name == "Text" {
                guard SwiftSyntaxFacts.shownWords(call) != nil else { return nil }
                if depth > 0, modifiers.contains(where: isCaptionFont) { continue }
                return ExprSyntax(call)
            }
            guard depth < 2, stacks.contains(name), let inner = call.trailingClosure else { return nil }
            return openingText(of: inner, depth: depth + 1)
        }
        return nil
    }

    /// `.font(.caption)`, `.font(.caption2)`, `.font(.footnote)`.
    private static func isCaptionFont(_ modifier: ViewContext.Modifier) -> Bool {
        guard modifier.name == "font", let style = modifier.call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
              style.base == nil else { return false }
        return ["caption", "caption2", "footnote"].contains(style.declName.baseName.text)
    }
}
