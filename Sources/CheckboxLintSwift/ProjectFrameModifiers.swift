import SwiftSyntax

/// A project's own modifier that sets a frame (round thirty-six, hholdout36b's latent
/// `latent-project-min-tap-modifier`; ios-design-system's chip):
///
///     extension View {
///         public func cwsMinimumTapTarget() -> some View {
///             frame(minWidth: CWSAccessibility.minTapTarget, minHeight: CWSAccessibility.minTapTarget).contentShape(Rectangle())
///         }
///     }
///
/// applied to a Button whose label is framed 36 pt tall (`Button { … } label: { Text(label).frame(minHeight:
/// 36) }.cwsMinimumTapTarget()`). Its frame is what the user taps, sized by values the file may not
/// hold: a tap target measured inside it (the label's frame) is not what the user taps, so the size is
/// not measured past it (`SwiftModelMapper` drops a small size read beneath such a modifier).
///
/// Read from a function of an extension (`extension View`, `extension Button`, …) named as the modifier,
/// declared in the file or else in the project's other files (`ProjectDeclarations.frameModifierElsewhere`),
/// whose body calls `frame(…)` or `.frame(…)`.
enum ProjectFrameModifiers {
    /// Whether one of `modifiers` (the tapped view's own and those above it) is such a modifier.
    static func setsFrame(_ modifiers: [ViewContext.Modifier], in file: SourceFileSyntax) -> Bool {
        modifiers.contains { modifier in
            guard !swiftUISizeModifiers.contains(modifier.name) else { return false }
            switch declared(modifier.name, in: file) {
            case true?: return true
            case false?: return false
            case nil: return ProjectDeclarations.frameModifierElsewhere(named: modifier.name)
            }
        }
    }

    /// SwiftUI's own modifiers, read as they are by `TapTargetSize` (never a project's helper).
    private static let swiftUISizeModifiers: Set<String> = ["frame", "padding", "contentShape", "fixedSize", "scaleEffect"]

    /// Whether a function `name` of an extension of `file` sets a frame; nil when the file declares none.
    static func declared(_ name: String, in file: SourceFileSyntax) -> Bool? {
        var found: Bool?
        for item in file.statements {
            guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self) else { continue }
            for member in extensionDecl.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name, let body = function.body else { continue }
                if setsFrame(Syntax(body)) { return true }
                found = false
            }
        }
        return found
    }

    /// Whether `body` calls `frame(…)` (on itself or `self`).
    static func setsFrame(_ body: Syntax) -> Bool {
        SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: body).contains { call in
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text == "frame" }
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "frame"
        }
    }
}
