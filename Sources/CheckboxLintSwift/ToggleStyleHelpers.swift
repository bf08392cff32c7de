import SwiftSyntax

/// A project's own modifier that applies a toggle style (`extension Toggle { func checkboxToggle() -> some
/// View { self.toggleStyle(StyleToggleCheckbox()) } }`, used as `Toggle(isOn: $x) { … }.checkboxToggle()`):
/// SwiftUI styles the Toggle as `.toggleStyle(StyleToggleCheckbox())` would. Read from a function of an
/// `extension View` or `extension Toggle` whose body is one expression, a chain on `self` (or on nothing)
/// that applies `.toggleStyle(…)` — declared in the file, or else in one other file of the project.
enum ToggleStyleHelpers {
    /// Whether a modifier's name may be such a helper's: it says toggle or checkbox and is not SwiftUI's
    /// own `toggleStyle`. Every other modifier of a Toggle is left unread.
    static func mayApplyAStyle(_ name: String) -> Bool {
        name != "toggleStyle" && (name.containsText("oggle") || name.containsText("heckbox") || name.containsText("heckBox"))
    }

    /// The style argument the helper `name` applies: its declaration in `file`, else in another file of
    /// the project (`ProjectDeclarations.toggleStyleHelperElsewhere`); nil when no such helper is found.
    static func style(appliedBy name: String, in file: SourceFileSyntax) -> ExprSyntax? {
        switch declaration(named: name, in: file) {
        case .helper(let style): style
        case .other: nil
        case .none: ProjectDeclarations.toggleStyleHelperElsewhere(named: name)
        }
    }

    enum Declaration {
        /// A helper that applies the style given.
        case helper(ExprSyntax)
        /// A function of that name that applies no toggle style.
        case other
    }

    /// The function `name` of the file's extensions of `View` or `Toggle`, read as a helper or not.
    static func declaration(named name: String, in file: SourceFileSyntax) -> Declaration? {
        for item in file.statements {
            guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self) else { continue }
            let extended = extensionDecl.extendedType.trimmedDescription
            guard extended == "View" || extended.hasPrefix("Toggle") else { continue }
            for member in extensionDecl.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name else { continue }
                guard let statements = function.body?.statements, statements.count == 1, let only = statements.first?.item,
                      let expression = only.as(ReturnStmtSyntax.self)?.expression ?? only.as(ExprSyntax.self)
                          ?? only.as(ExpressionStmtSyntax.self)?.expression,
                      let style = appliedStyle(in: expression) else { return .other }
                return .helper(style)
            }
        }
        return nil
    }

    /// The argument of the `.toggleStyle(…)` applied nearest `self` in the chain `expression`, whose base
    /// is `self` or nothing (`self.toggleStyle(X()).padding()`, `toggleStyle(X())`); nil otherwise.
    private static func appliedStyle(in expression: ExprSyntax) -> ExprSyntax? {
        var current = expression
        var style: ExprSyntax?
        for _ in 0..<64 {
            guard let call = current.as(FunctionCallExprSyntax.self) else { break }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                if member.declName.baseName.text == "toggleStyle" { style = call.arguments.first?.expression }
                guard let base = member.base else { return style }
                current = base
            } else if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "toggleStyle" {
                return call.arguments.first?.expression
            } else {
                return nil
            }
        }
        return current.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? style : nil
    }
}
