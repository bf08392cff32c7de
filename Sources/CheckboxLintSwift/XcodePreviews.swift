import SwiftSyntax

/// Code that only Xcode's canvas shows: a `#Preview { … }` or the `previews` of a `PreviewProvider`.
/// It lays a component's states side by side ("toggle on", "toggle off") for the designer; no
/// user meets them together on a screen, so they are no set that needs a title.
enum XcodePreviews {
    static func contains(_ node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent {
            if let macro = parent.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = parent.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let type = parent.as(StructDeclSyntax.self) { return type.inherits("PreviewProvider") }
            current = parent
        }
        return false
    }
}
