import SwiftSyntax

/// A tap made through a project's own modifier (round eleven, pattern 3; GSM-MSG's `SMSCheckbox`):
/// `ZStack { box; check }.buttonWrapper { isSelected.toggle() }.buttonStyle(PressedStyle())`,
/// `buttonWrapper` being `func buttonWrapper(_ action: @escaping () -> Void) -> some View {
/// Button(action: action) { self } }` in an `extension View`. The closure is the tap action of the
/// view the modifier is called on, when the file proves the modifier makes a tap:
///
/// - it is declared in the file as such a wrapper: a function of one closure parameter whose body
///   is `Button(action: action) { self }` (or `Button { action() } label: { self }`), a button; or
///   `onTapGesture(perform: action)` (or `{ action() }`) on `self`, a tap gesture;
/// - or, declared elsewhere, the chain goes on with `.buttonStyle(…)`: a `ButtonStyle` styles only a
///   `Button`, and the modifier that takes the closure is what made one — unless it is one of
///   SwiftUI's own modifiers that take a closure (`.overlay { }`, `.onAppear { }`, `.sheet`), which
///   make none.
///
/// The call must give the closure alone (`.buttonWrapper { … }`): a modifier with other arguments
/// is not read. Whether it is a checkbox is then decided as for any tap (`HandMadeCheckbox`: the
/// closure changes the Bool the view shows).
enum HelperTapModifiers {
    /// The file's tap wrappers, by name: whether each makes a `Button` (else a tap gesture).
    static func wrappers(in file: SourceFileSyntax) -> [String: Bool] {
        var found: [String: Bool] = [:]
        for item in file.statements {
            guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self) else { continue }
            for member in extensionDecl.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), let kind = wrapperKind(function) else { continue }
                found[function.name.text] = kind
            }
        }
        return found
    }

    /// Whether the modifier call `call` (named `name`, on `base`) gives its closure as a tap action:
    /// a button (true), a tap gesture (false), or none (nil).
    static func tapKind(of call: FunctionCallExprSyntax, named name: String, wrappers: [String: Bool]) -> Bool? {
        guard call.arguments.isEmpty, call.trailingClosure != nil, call.additionalTrailingClosures.isEmpty else { return nil }
        if let kind = wrappers[name] { return kind }
        guard !name.hasPrefix("on"), !swiftUIClosureModifiers.contains(name), chainGoesOnWithButtonStyle(after: call) else { return nil }
        return true
    }

    /// SwiftUI's own modifiers that take a trailing closure and make no tap (those named `on…`
    /// aside: `onAppear`, `onChange`, `onHover`…).
    private static let swiftUIClosureModifiers: Set<String> = [
        "overlay", "background", "mask", "task", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog",
        "contextMenu", "toolbar", "safeAreaInset", "refreshable", "swipeActions", "transaction", "animation",
        "searchSuggestions", "navigationDestination", "dropDestination", "draggable", "scrollTransition", "visualEffect",
        "accessibilityRepresentation", "accessibilityChildren", "accessibilityActions", "accessibilityAction", "gesture",
        "simultaneousGesture", "highPriorityGesture", "containerShape", "focusSection", "inspector", "fileImporter",
        "fileExporter", "modifier", "frame", "padding", "clipShape", "compositingGroup", "badge", "labelStyle",
        "buttonStyle", "if", "apply", "map",
    ]

    /// Whether a `.buttonStyle(…)` follows `call` in its modifier chain.
    private static func chainGoesOnWithButtonStyle(after call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id {
            if member.declName.baseName.text == "buttonStyle" { return true }
            current = Syntax(outer)
        }
        return false
    }

    /// A function of one closure parameter whose body wraps `self` in a `Button` running it (true)
    /// or puts it on `self` as a tap gesture (false).
    private static func wrapperKind(_ function: FunctionDeclSyntax) -> Bool? {
        let parameters = function.signature.parameterClause.parameters
        guard parameters.count == 1, let parameter = parameters.first, isClosureType(parameter.type),
              let body = function.body, body.statements.count == 1, var item = body.statements.first?.item else { return nil }
        if let returned = item.as(ReturnStmtSyntax.self)?.expression { item = .expr(returned) }
        guard let call = item.as(FunctionCallExprSyntax.self) else { return nil }
        let action = (parameter.secondName ?? parameter.firstName).text
        if SwiftSyntaxFacts.calleeName(call) == "Button" {
            let runs = SwiftSyntaxFacts.argument(call, "action").map { isRun(action, by: $0) }
                ?? (call.additionalTrailingClosures.first?.label.text == "label" ? call.trailingClosure.map { isRun(action, by: ExprSyntax($0)) } : nil)
                ?? false
            let label = call.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure
                ?? SwiftSyntaxFacts.argument(call, "label")?.as(ClosureExprSyntax.self)
                ?? (SwiftSyntaxFacts.argument(call, "action") != nil ? call.trailingClosure : nil)
            guard runs, let label, label.statements.count == 1, label.statements.first?.item.trimmedDescription == "self" else { return nil }
            return true
        }
        guard SwiftSyntaxFacts.modifierName(call) == "onTapGesture" || call.calledExpression.trimmedDescription == "onTapGesture",
              call.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.base == nil || $0.base?.trimmedDescription == "self" }) ?? true
        else { return nil }
        let given = SwiftSyntaxFacts.argument(call, "perform") ?? call.trailingClosure.map(ExprSyntax.init)
        return given.map { isRun(action, by: $0) } == true ? false : nil
    }

    /// `action` itself, or a closure whose one statement calls it (`{ action() }`).
    private static func isRun(_ action: String, by expression: ExprSyntax) -> Bool {
        if expression.trimmedDescription == action { return true }
        guard let closure = expression.as(ClosureExprSyntax.self), closure.statements.count == 1,
              let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self) else { return false }
        return call.arguments.isEmpty && call.calledExpression.trimmedDescription == action
    }

    private static func isClosureType(_ type: TypeSyntax) -> Bool {
        var type = type
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        return type.as(FunctionTypeSyntax.self)?.parameters.isEmpty == true
    }
}
