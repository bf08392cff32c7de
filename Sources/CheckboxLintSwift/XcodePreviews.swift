import SwiftSyntax

/// Code that only Xcode's canvas shows: a `#Preview { … }` or the `previews` of a `PreviewProvider`.
/// It lays a component's states side by side ("toggle on", "toggle off") for the designer; no
/// user meets them together on a screen, so they are no set that needs a title.
///
/// A type declared inside either is the canvas's too (round thirty-four, third part, pattern 6):
/// `#Preview { struct PreviewWrapper: View { @State var isLoading = true; var body: some View {
/// Toggle("Loading", isOn: $isLoading) … } }; return PreviewWrapper() }`, or the same wrapper nested
/// in a `PreviewProvider` — a type local to the macro's closure, or one the provider keeps for its
/// `previews`, that no screen of the app shows.
enum XcodePreviews {
    static func contains(_ node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent {
            if let macro = parent.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = parent.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            // A struct of the app's own is left for the one around it, if any: a type nested in a
            // provider or declared in a macro's closure is the preview's.
            if let type = parent.as(StructDeclSyntax.self), type.inherits("PreviewProvider") { return true }
            current = parent
        }
        return false
    }
}
