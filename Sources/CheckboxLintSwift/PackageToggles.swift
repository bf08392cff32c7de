import SwiftSyntax

/// A package's Toggle (`Defaults.Toggle("", key: .hud)`, `LaunchAtLogin.Toggle()`): a type of
/// another module, whose drawing the file does not show, so it is read only when the file itself
/// proves it is a Toggle — a toggle-only modifier (`.toggleStyle(…)` styles Toggles alone), an
/// empty literal title (`LaunchAtLogin.Toggle("")`, with or without `.labelsHidden()`), or an empty
/// label closure and no title (`LaunchAtLogin.Toggle {}`): no name, whatever the type draws. It is
/// then read as `Toggle("", …)` would be. With a title and no such proof it stays unread (unknown
/// drawing).
///
/// The empty title is taken as proof without `.labelsHidden()` (round eight, pattern 6): a type
/// named `Toggle` that takes a title as its first argument shows that title as SwiftUI's `Toggle`
/// does, as its name (a type that drew a name of its own would take none); `""` is the author
/// removing it, exactly as the empty label closure is. VoiceOver then says only the state and the
/// role ("off, checkbox"): `label-missing`, not a note.
///
/// Two packages' Toggles are known without proof, each SwiftUI's `Toggle(isOn:label:)` as its whole
/// body, so they are read as Toggles whatever follows them, named by their title or label closure:
/// the Defaults package's `Defaults.Toggle(_:key:)` and `Defaults.Toggle(key:label:)`, bound to the
/// key (sindresorhus/Defaults, `Sources/Defaults/SwiftUI.swift`), and the LaunchAtLogin package's
/// `LaunchAtLogin.Toggle()`, `(_:)` and `(label:)`, bound to the app's login item, its title "Launch
/// at login" when given none ("like the built-in `Toggle` but with a predefined binding and label",
/// sindresorhus/LaunchAtLogin and LaunchAtLogin-Modern).
enum PackageToggles {
    /// A package whose `Toggle` draws SwiftUI's Toggle and nothing else.
    struct KnownToggle {
        /// The argument label every one of its initialisers takes for the state it is bound to
        /// (`key:`), or nil when the package keeps the state itself.
        let bindingLabel: String?
        /// Where the package keeps the state when no argument gives it: what the preview shows in
        /// braces for the state (`LaunchAtLogin.isEnabled`, the login item, which its Toggle binds).
        var ownState: String? = nil
    }

    static let knownSwiftUIToggles: [String: KnownToggle] = [
        "Defaults": KnownToggle(bindingLabel: "key"),
        "LaunchAtLogin": KnownToggle(bindingLabel: nil, ownState: "LaunchAtLogin.isEnabled"),
    ]

    /// The state a package's Toggle keeps itself, when the package is known (`knownSwiftUIToggles`).
    static func ownState(of call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        return knownSwiftUIToggles[base.baseName.text]?.ownState
    }

    static func isProvenToggle(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "Toggle",
              let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true,
              base.baseName.text != "SwiftUI" else { return false }
        if let known = knownSwiftUIToggles[base.baseName.text],
           known.bindingLabel.map({ label in call.arguments.contains { $0.label?.text == label } }) ?? true {
            return true
        }
        let modifiers = ViewContext.modifierChain(above: ExprSyntax(call)).0
        if modifiers.contains(where: { $0.name == "toggleStyle" }) { return true }
        // `LaunchAtLogin.Toggle {}`: a label closure that shows nothing, and no title.
        if hasEmptyLabelClosure(call), !call.arguments.contains(where: { $0.label == nil }) {
            return true
        }
        guard let title = call.arguments.first(where: { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }) else { return false }
        return SwiftSyntaxFacts.stringLiteral(title.expression) == ""
    }

    /// Whether the Toggle's one trailing closure, its label, shows nothing (`LaunchAtLogin.Toggle {}`):
    /// it replaces the title the package would draw with none.
    static func hasEmptyLabelClosure(_ call: FunctionCallExprSyntax) -> Bool {
        guard let label = call.trailingClosure else { return false }
        return label.statements.isEmpty && call.additionalTrailingClosures.isEmpty
    }
}
