import Foundation
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
                guard let function = member.decl.as(FunctionDeclSyntax.self), let kind = wrapperKind(function, in: file) else { continue }
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
        guard !name.hasPrefix("on"), !swiftUIClosureModifiers.contains(name) else { return nil }
        // Declared in another file of the project (a kit's `Primitives/Pressable.swift`).
        if let kind = ProjectDeclarations.tapWrapperElsewhere(named: name) { return kind }
        guard chainGoesOnWithButtonStyle(after: call) else { return nil }
        return true
    }

    /// The view a tap modifier is on, `base`, seen through a conditional-modifier helper (`.if(onTap
    /// != nil) { view in view.pressable { onTap?() } }`, `func if<C: View>(_ condition: Bool,
    /// transform: (Self) -> C) -> some View { if condition { transform(self) } else { self } }`): the
    /// closure's parameter is the view the helper is called on, and the tap is that view's. `base`
    /// itself when it is no such parameter.
    static func viewThroughConditionalHelper(_ base: ExprSyntax) -> ExprSyntax {
        guard let reference = base.as(DeclReferenceExprSyntax.self) else { return base }
        var closure: ClosureExprSyntax?
        var current = Syntax(reference)
        while let parent = current.parent, !parent.kind.isDeclaration {
            if let found = parent.as(ClosureExprSyntax.self) { closure = found; break }
            current = parent
        }
        guard let closure, names(reference, asParameterOf: closure),
              let helper = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              helper.trailingClosure?.id == closure.id || helper.arguments.contains(where: { $0.expression.id == closure.id }),
              let member = helper.calledExpression.as(MemberAccessExprSyntax.self), let view = member.base,
              isConditionalHelper(named: member.declName.baseName.text, in: Syntax(helper).root.as(SourceFileSyntax.self))
        else { return base }
        return view
    }

    /// Whether `reference` is `closure`'s one parameter (`view in`, `$0`).
    private static func names(_ reference: DeclReferenceExprSyntax, asParameterOf closure: ClosureExprSyntax) -> Bool {
        let name = reference.baseName.text
        guard let signature = closure.signature?.parameterClause else { return name == "$0" }
        switch signature {
        case .simpleInput(let parameters):
            return parameters.count == 1 && parameters.first?.name.text == name
        case .parameterClause(let clause):
            return clause.parameters.count == 1 && (clause.parameters.first?.secondName ?? clause.parameters.first?.firstName)?.text == name
        }
    }

    /// Whether the project declares `name` as a conditional-modifier helper in an extension: a
    /// function of a `Bool` and a closure handed the view (`(Self) -> Content`) that its body calls
    /// with `self`. In `file`, else in one other file of the project.
    static func isConditionalHelper(named name: String, in file: SourceFileSyntax?) -> Bool {
        if let file, conditionalHelpers(in: file).contains(name) { return true }
        return ProjectDeclarations.conditionalHelperElsewhere(named: name)
    }

    /// The names of the conditional-modifier helpers `file`'s extensions declare.
    static func conditionalHelpers(in file: SourceFileSyntax) -> Set<String> {
        var found: Set<String> = []
        for item in file.statements {
            guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self) else { continue }
            for member in extensionDecl.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), isConditionalHelper(function) else { continue }
                found.insert(function.name.text.trimmingCharacters(in: ["`"]))
            }
        }
        return found
    }

    private static func isConditionalHelper(_ function: FunctionDeclSyntax) -> Bool {
        let parameters = function.signature.parameterClause.parameters
        guard parameters.count == 2, let condition = parameters.first, let transform = parameters.last,
              condition.type.trimmedDescription == "Bool", let body = function.body else { return false }
        var type = transform.type
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        guard let closureType = type.as(FunctionTypeSyntax.self), closureType.parameters.count == 1,
              closureType.parameters.first?.type.trimmedDescription == "Self" else { return false }
        let name = (transform.secondName ?? transform.firstName).text
        return body.description.filter { !$0.isWhitespace }.contains("\(name)(self)")
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
    private static func wrapperKind(_ function: FunctionDeclSyntax, in file: SourceFileSyntax) -> Bool? {
        // One closure parameter; any other has a default (`scale: CGFloat = 0.97`), so that a call
        // giving the closure alone is a call of it.
        let parameters = function.signature.parameterClause.parameters
        let closures = parameters.filter { isClosureType($0.type) }
        guard closures.count == 1, let parameter = closures.first,
              parameters.allSatisfy({ isClosureType($0.type) || $0.defaultValue != nil }),
              let body = function.body, body.statements.count == 1, var item = body.statements.first?.item else { return nil }
        if let returned = item.as(ReturnStmtSyntax.self)?.expression { item = .expr(returned) }
        guard let call = item.as(FunctionCallExprSyntax.self) else { return nil }
        let action = (parameter.secondName ?? parameter.firstName).text
        // `modifier(PressableModifier(action: action))`: a `ViewModifier` whose tap runs it.
        if SwiftSyntaxFacts.modifierName(call) == "modifier" || call.calledExpression.trimmedDescription == "modifier" {
            return modifierTaps(call, running: action, in: file) ? false : nil
        }
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

    /// Whether `call`, `modifier(M(…, action: action))` on `self`, applies a `ViewModifier` `M` of
    /// the project whose body taps: an `.onTapGesture`, or a tap's or a press's gesture
    /// (`TapGesture()`, `DragGesture(minimumDistance: 0)`) whose `.onEnded` runs the closure `M` is
    /// handed as `action` — itself, or through one of `M`'s own methods (`triggerAction()`, haptics
    /// then `action()`). Round thirty-four, third part, pattern 3 (a design system's press modifier).
    private static func modifierTaps(_ call: FunctionCallExprSyntax, running action: String, in file: SourceFileSyntax) -> Bool {
        if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base, base.trimmedDescription != "self" { return false }
        guard call.arguments.count == 1, let made = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
              let type = SwiftSyntaxFacts.calleeName(made),
              let stored = made.arguments.first(where: { $0.expression.trimmedDescription == action })?.label?.text,
              let modifier = ProjectDeclarations.structDeclaration(named: type, in: file) ?? ProjectDeclarations.structDeclarationElsewhere(named: type)?.0,
              modifier.inherits("ViewModifier"),
              let body = modifier.memberBlock.members.lazy.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
                .first(where: { $0.name.text == "body" })?.body else { return false }
        // The closure itself, or a method of the modifier that calls it.
        var runners: Set<String> = [stored]
        for member in modifier.memberBlock.members {
            guard let method = member.decl.as(FunctionDeclSyntax.self), method.name.text != "body", let code = method.body,
                  calls(code, oneOf: [stored]) else { continue }
            runners.insert(method.name.text)
        }
        var stack = [Syntax(body)]
        while let node = stack.popLast() {
            if let tap = node.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.modifierName(tap) {
                let closure = tap.trailingClosure ?? tap.arguments.last?.expression.as(ClosureExprSyntax.self)
                if name == "onTapGesture" {
                    if let closure, calls(closure, oneOf: runners) { return true }
                    if let performed = SwiftSyntaxFacts.argument(tap, "perform"), runners.contains(performed.trimmedDescription) { return true }
                }
                if name == "onEnded", let closure, calls(closure, oneOf: runners),
                   let gesture = tap.calledExpression.as(MemberAccessExprSyntax.self)?.base, isTapGesture(gesture) {
                    return true
                }
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return false
    }

    /// A tap's gesture under its other handlers (`.onChanged { … }`): `TapGesture(…)`,
    /// `SpatialTapGesture(…)`, or a press, `DragGesture(minimumDistance: 0)`.
    private static func isTapGesture(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
                continue
            }
            switch SwiftSyntaxFacts.calleeName(call) {
            case "TapGesture", "SpatialTapGesture": return true
            case "DragGesture":
                return SwiftSyntaxFacts.argument(call, "minimumDistance").map { $0.trimmedDescription == "0" } ?? false
            default: return false
            }
        }
        return false
    }

    /// Whether `node` calls one of `names` with no argument (`action()`, `action?()`, `self.action()`).
    private static func calls(_ node: some SyntaxProtocol, oneOf names: Set<String>) -> Bool {
        var stack = [Syntax(node)]
        while let current = stack.popLast() {
            if let call = current.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
                var callee = call.calledExpression
                if let optional = callee.as(OptionalChainingExprSyntax.self) { callee = optional.expression }
                if let member = callee.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
                    if names.contains(member.declName.baseName.text) { return true }
                } else if let reference = callee.as(DeclReferenceExprSyntax.self), names.contains(reference.baseName.text) {
                    return true
                }
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return false
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
