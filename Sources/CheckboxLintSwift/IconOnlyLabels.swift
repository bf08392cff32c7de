import SwiftSyntax

/// A `Label` styled `.labelStyle(.iconOnly)` (on itself or on a view around it): the eye sees its
/// icon only, VoiceOver reads its title as the icon's name. A `Button` whose only content is one
/// (`Button(action: action) { Label(done ? "Mark as not purchased" : "Mark as purchased",
/// systemImage: done ? "checkmark.circle.fill" : "circle").labelStyle(.iconOnly) }`) shows a check
/// circle and is named by the hidden title, as by an `.accessibilityLabel` of the same words: its
/// title is no visible action title (`ActionButtons`), and its tap target is the symbol's size
/// (round thirty-two, third part, `icon-only-action-title-mark`).
enum IconOnlyLabels {
    /// Whether `call`, a `Label(…)`, is styled icon-only by a `.labelStyle` on it or on a view
    /// around it in the same body.
    static func isIconOnly(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call)
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self), !parent.is(SourceFileSyntax.self) {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
               member.declName.baseName.text == "labelStyle", let modifier = member.parent?.as(FunctionCallExprSyntax.self),
               let style = modifier.arguments.first?.expression.trimmedDescription {
                return style == ".iconOnly" || style == "IconOnlyLabelStyle()" || style == ".iconOnly()"
            }
            current = parent
        }
        return false
    }

    /// The `Label(title, systemImage: …)` that is the whole label of `button` (a `Button(action:)
    /// { … }` or `Button { … } label: { … }`), styled icon-only.
    static func onlyLabel(of button: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let call = SwiftSyntaxFacts.viewUnderModifiers(button).view.as(FunctionCallExprSyntax.self),
              SwiftSyntaxFacts.calleeName(call) == "Button", let closure = SwiftSyntaxFacts.labelClosure(of: call),
              closure.statements.count == 1, let view = closure.statements.first?.item.as(ExprSyntax.self),
              let label = SwiftSyntaxFacts.viewUnderModifiers(view).view.as(FunctionCallExprSyntax.self),
              SwiftSyntaxFacts.calleeName(label) == "Label", label.arguments.first?.label == nil,
              label.arguments.contains(where: { $0.label?.text == "systemImage" }), isIconOnly(label) else { return nil }
        return label
    }

    /// The hidden title of `button`'s only content, an icon-only `Label`: what VoiceOver names it by.
    static func hiddenTitle(of button: ExprSyntax) -> ExprSyntax? {
        onlyLabel(of: button)?.arguments.first?.expression
    }
}
