import SwiftSyntax

/// A `Toggle` of no style placed in a toolbar (`.toolbar { ToolbarItem { Toggle(…) } }`, a
/// `ToolbarItemGroup`): SwiftUI draws it as a toolbar toggle button, `ButtonToggleStyle` being "the
/// default for toggles that appear in a toolbar" (Apple's `ToggleStyle.button`), not as the check
/// box a Toggle of no style is elsewhere on macOS (round thirty: advance's "Show Live Text Icon").
/// A Toggle in a `Menu` of the toolbar is a menu item, left as it is read.
enum ToolbarToggles {
    /// Whether `view`, a Toggle, sits in a toolbar's content with no menu between.
    static func isInToolbar(_ view: ViewContext) -> Bool {
        var current = Syntax(view.outermost)
        while let parent = current.parent {
            if parent.kind.isDeclaration { return false }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != current.id {
                switch SwiftSyntaxFacts.calleeName(call) {
                case "ToolbarItem", "ToolbarItemGroup": return true
                case "Menu": return false
                default: break
                }
                switch SwiftSyntaxFacts.modifierName(call) {
                case "toolbar": return true
                case "contextMenu", "menu", "popover", "sheet": return false
                default: break
                }
            }
            current = parent
        }
        return false
    }
}
