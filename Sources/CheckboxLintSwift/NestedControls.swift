import CheckboxLintKit
import SwiftSyntax

/// The controls drawn inside a checkbox's label: a tap on them competes with the checkbox's own,
/// and VoiceOver cannot reach them on their own (SPEC §4, nested-interactive). Besides buttons
/// and links (`Button`, `Link`, `NavigationLink`, `ShareLink`): a menu (`Menu`, or a package's
/// `Templates.Menu { … } label: { … }`, an info pop-up), a `Picker`, a `Toggle`, a `TextField`
/// or `SecureField`, and a view tapped on its own (`Image(systemName: "info.circle").onTapGesture
/// { … }`) — round ten, pattern 1. All but the links are read as buttons by the rules; each keeps
/// its own name in messages and paths (`menu[0]`, `picker[0]`, `image[0]`).
enum NestedControls {
    struct Control {
        /// The control, or, for a view tapped on its own, the view that carries the tap.
        let call: FunctionCallExprSyntax
        let kind: Element.Kind
        /// The element's own name when it is not its kind's (`menu`, `picker`); nil for `button`, `link`.
        let name: String?
        /// `Button("Privacy Policy")`, `Link("Terms", destination:)`: its literal or dynamic title.
        let title: SourceValue?
    }

    /// The words a label's bytes hold when it may hold one of these controls (the walk over every
    /// node of a label is left out otherwise).
    static let words: [[UInt8]] = ["Button", "Link", "Menu", "Picker", "Toggle", "TextField", "SecureField", "onTapGesture"]
        .map { Array($0.utf8) }

    /// - Parameter ownAction: the checkbox's own tap action, as `actionText(_:)` spells it. A view
    ///   inside its label tapped to do just that (`Image(…).onTapGesture { isDone.toggle() }` in a
    ///   `Button(action: { isDone.toggle() })`) is no second control: a tap there does what the
    ///   checkbox does, and VoiceOver meets the checkbox alone.
    static func find(in node: Syntax, ownAction: String? = nil) -> [Control] {
        var found: [Control] = []
        var stack = [node]
        while let current = stack.popLast() {
            if let call = current.as(FunctionCallExprSyntax.self), let control = control(call) {
                if let ownAction, SwiftSyntaxFacts.modifierName(call) == "onTapGesture",
                   tapAction(of: call).flatMap(actionText) == ownAction {
                    // Its view may still hold a control of its own.
                    stack.append(contentsOf: current.children(viewMode: .sourceAccurate).reversed())
                    continue
                }
                found.append(control)
                continue
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate).reversed())
        }
        return found.sorted { $0.call.position < $1.call.position }
    }

    private static func control(_ call: FunctionCallExprSyntax) -> Control? {
        if let modifier = SwiftSyntaxFacts.modifierName(call), !isPackageMenu(call) {
            // `Image(systemName: "info.circle").onTapGesture { showTip = true }`: the view that
            // carries the tap, found from any modifier of its chain.
            guard modifier == "onTapGesture", let view = viewCarrying(call) else { return nil }
            let isImage = SwiftSyntaxFacts.calleeName(view) == "Image"
            return Control(call: view, kind: .button, name: isImage ? "image" : "tappable", title: nil)
        }
        let (kind, name): (Element.Kind, String?)
        switch SwiftSyntaxFacts.calleeName(call) {
        case "Button"?: (kind, name) = (.button, nil)
        case "Link"?, "NavigationLink"?, "ShareLink"?: (kind, name) = (.link, nil)
        case "Menu"?: (kind, name) = (.button, "menu")
        case "Picker"?: (kind, name) = (.button, "picker")
        case "Toggle"?: (kind, name) = (.button, "toggle")
        case "TextField"?, "SecureField"?: (kind, name) = (.button, "textField")
        default:
            guard isPackageMenu(call) else { return nil }
            (kind, name) = (.button, "menu")
        }
        let title = call.arguments.first { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }
            .map { SourceValue($0.expression) }
        // A menu's title is its label's, not a text of what it opens.
        let label = name == "menu" ? labelClosure(of: call).map(Syntax.init) : Syntax(call)
        return Control(call: call, kind: kind, name: name, title: title ?? label.flatMap(SwiftModelMapper.firstText(in:)))
    }

    /// The action `.onTapGesture` runs: its closure, or the function given as `perform:`.
    static func tapAction(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.trailingClosure.map(ExprSyntax.init) ?? call.arguments.last?.expression
    }

    /// An action as code to compare with another: a closure's statements, without spacing and
    /// `self.`; a function passed by name as its call (`onTap` is `onTap()`). Nil when it does nothing.
    /// A `guard` that only returns (`guard isEnabled else { return }`) decides whether the action
    /// runs, not what it does: left out, so a tap inside a disabled-aware row that does the row's
    /// flip (VGRToggle's track) is the row's tap.
    static func actionText(_ action: ExprSyntax) -> String? {
        let text: String
        if let closure = action.as(ClosureExprSyntax.self) {
            text = closure.statements.filter { !isBareGuard($0.item) }.map(\.trimmedDescription).joined(separator: "\n")
        } else if action.is(DeclReferenceExprSyntax.self) || action.is(MemberAccessExprSyntax.self) {
            text = action.trimmedDescription + "()"
        } else {
            return nil
        }
        let normalized = SwiftModelMapper.withoutSelf(String(text.filter { !$0.isWhitespace }))
        return normalized.isEmpty ? nil : normalized
    }

    /// `guard <condition> else { return }`.
    private static func isBareGuard(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard let guardStmt = item.as(GuardStmtSyntax.self), guardStmt.body.statements.count == 1,
              let returned = guardStmt.body.statements.first?.item.as(ReturnStmtSyntax.self) else { return false }
        return returned.expression == nil
    }

    /// `Templates.Menu { Text(tip) } label: { _ in Image(systemName: "info.circle") }`: a call of a
    /// type whose last name component is `Menu`, with a content closure and a `label:` closure.
    private static func isPackageMenu(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
              member.declName.baseName.text == "Menu" else { return false }
        return call.trailingClosure != nil && labelClosure(of: call) != nil
    }

    private static func labelClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
            ?? SwiftSyntaxFacts.argument(call, "label")?.as(ClosureExprSyntax.self)
    }

    /// The view at the root of the modifier chain `call` ends (`Image(…)` of `Image(…).font(…)
    /// .onTapGesture { … }`); nil when it is no call of a view (a bare `.onTapGesture` on `self`).
    private static func viewCarrying(_ call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var current = call
        while let base = current.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self) {
            current = base
            if SwiftSyntaxFacts.modifierName(current) == nil { return current }
        }
        return nil
    }
}
