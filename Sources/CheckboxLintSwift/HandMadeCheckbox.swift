import CheckboxLintKit
import SwiftSyntax

/// A checkbox made by hand in a type (a `View`, a `ToggleStyle`'s `makeBody`, a `ViewModifier`):
/// a tap action (`.onTapGesture`, a `Button`) toggles a Bool, and an `Image(systemName:)` chosen
/// by that Bool shows it (`isOn ? "checkmark.square.fill" : "square"`). SPEC §10.
struct HandMadeCheckbox {
    /// The type that defines it; the checkbox is located there.
    let declaration: StructDeclSyntax
    let image: FunctionCallExprSyntax
    /// The view the tap action is attached to: the `.onTapGesture` modifier call or the `Button`.
    let tapView: FunctionCallExprSyntax
    let tapTarget: TapTarget
    let label: SourceValue?
    let accessibilityLabel: SourceValue?
    let accessibilityValue: SourceValue?
    let hint: SourceValue?
    let identifier: String?
    let traits: [String]
    let combined: Bool
    let hidden: Bool
    let size: (width: Double?, height: Double?)

    /// What the tap action toggles (`isChecked`): the state, known only at run time.
    let boolName: String

    var name: String { declaration.name.text }
    var isToggleStyle: Bool { declaration.inherits("ToggleStyle") }

    /// Finds the hand-made checkbox `declaration` defines, if it defines one.
    static func find(in declaration: StructDeclSyntax) -> HandMadeCheckbox? {
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(declaration.memberBlock)
        for action in collector.toggleActions {
            guard let image = collector.checkboxImages.first(where: { image in
                image.condition.containsText(action.boolName) && action.covers(image.call)
                    || image.condition.containsText(action.boolName) && collector.toggleActions.count == 1
            }) else { continue }
            return make(declaration, image: image.call, action: action, collector: collector)
        }
        return nil
    }

    private static func make(_ declaration: StructDeclSyntax, image: FunctionCallExprSyntax, action: ToggleAction,
                             collector: CallCollector) -> HandMadeCheckbox {
        var label = visibleLabel(near: image, collector: collector)
        // A ViewModifier's checkbox labels the view it modifies: `content`, known at run time.
        if label == nil, declaration.inherits("ViewModifier"), let content = collector.modifiedContent {
            label = (.dynamic("content"), content)
        }
        // The tap covers the label too when the label lies inside the tapped view.
        let labelInside = label.map { action.covers($0.node) } ?? false
        let tapTarget: TapTarget = action.covers(image) && !labelInside && label != nil ? .indicator : .row
        var accessibilityLabel: SourceValue?, value: SourceValue?, hint: SourceValue?, identifier: String?
        var traits: [String] = action.isButton ? ["button"] : []
        var combined = action.isButton && (label == nil || labelInside)
        var hidden = false
        for modifier in collector.modifiers {
            let argument = modifier.arguments.first?.expression
            switch SwiftSyntaxFacts.modifierName(modifier) {
            case "accessibilityLabel": accessibilityLabel = argument.map(SourceValue.init)
            case "accessibilityValue": value = argument.map(SourceValue.init)
            case "accessibilityHint": hint = argument.map(SourceValue.init)
            case "accessibilityIdentifier": identifier = argument.flatMap(SwiftSyntaxFacts.stringLiteral)
            case "accessibilityAddTraits": traits += argument.map(SwiftConstructs.traitWords) ?? []
            case "accessibilityRemoveTraits":
                let removed = argument.map(SwiftConstructs.traitWords) ?? []
                traits.removeAll { removed.contains($0) }
            case "accessibilityElement":
                let children = SwiftSyntaxFacts.argument(modifier, "children").flatMap(SwiftSyntaxFacts.memberName)
                if children == "combine" || children == "ignore" || modifier.arguments.isEmpty { combined = true }
            case "accessibilityRepresentation":
                // It stands in for the view to assistive technologies: a Toggle there gives role and state.
                traits.append("toggle")
                combined = true
            case "accessibilityHidden":
                if argument.flatMap(SwiftSyntaxFacts.booleanLiteral) == true, SwiftSyntaxFacts.contains(modifier, image) {
                    hidden = true
                }
            default: break
            }
        }
        // With no visible text, what VoiceOver reads is the one element the image makes.
        if label == nil { combined = true }
        return HandMadeCheckbox(
            declaration: declaration, image: image, tapView: action.view, tapTarget: tapTarget, label: label?.value,
            accessibilityLabel: accessibilityLabel, accessibilityValue: value, hint: hint, identifier: identifier,
            traits: traits, combined: combined, hidden: hidden, size: size(of: action, image: image, tapTarget: tapTarget),
            boolName: action.boolName)
    }

    /// The text shown beside the image: a `Text` or a `ToggleStyle`'s `configuration.label` in the
    /// same stack, or one or two stacks up.
    private static func visibleLabel(near image: FunctionCallExprSyntax, collector: CallCollector)
        -> (value: SourceValue, node: Syntax)? {
        var scope = Syntax(image)
        for _ in 0..<4 {
            guard let closure = scope.ancestor(ClosureExprSyntax.self) else { return nil }
            for text in collector.labels where SwiftSyntaxFacts.contains(closure, text.node) && !SwiftSyntaxFacts.contains(image, text.node) {
                return text
            }
            scope = Syntax(closure)
        }
        return nil
    }

    /// The literal size of the tapped view, from its `.frame`.
    private static func size(of action: ToggleAction, image: FunctionCallExprSyntax, tapTarget: TapTarget) -> (width: Double?, height: Double?) {
        let view = tapTarget == .indicator ? ExprSyntax(image) : action.tappedView
        let (modifiers, _) = ViewContext.modifierChain(above: view)
        return SwiftModifiers.size(from: modifiers)
    }
}

/// A closure that toggles a Bool, and the view it is attached to.
struct ToggleAction {
    /// `isChecked`, `isOn` of `configuration.isOn`: the last component of what is toggled.
    let boolName: String
    /// The `.onTapGesture` call, or the `Button`.
    let view: FunctionCallExprSyntax
    /// The view that receives the tap: the base of `.onTapGesture`, the `Button`'s label.
    let tapped: Syntax
    let tappedView: ExprSyntax
    let isButton: Bool

    func covers(_ node: some SyntaxProtocol) -> Bool { SwiftSyntaxFacts.contains(tapped, node) }
}

/// Walks a type's members once and keeps what the hand-made checkbox search needs.
final class CallCollector: SyntaxVisitor {
    struct CheckboxImage {
        let call: FunctionCallExprSyntax
        /// The source text of the ternary's condition.
        let condition: String
    }

    private(set) var checkboxImages: [CheckboxImage] = []
    private(set) var toggleActions: [ToggleAction] = []
    private(set) var labels: [(value: SourceValue, node: Syntax)] = []
    private(set) var modifiers: [FunctionCallExprSyntax] = []
    /// `content` in a ViewModifier's `body(content:)`, where it is shown.
    private(set) var modifiedContent: Syntax?

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == "content", modifiedContent == nil, node.parent?.is(LabeledExprSyntax.self) != true {
            modifiedContent = Syntax(node)
        }
        return .visitChildren
    }

    // Nested types are checked on their own.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `configuration.label` in a ToggleStyle: the Toggle's own label.
        if node.declName.baseName.text == "label",
           node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "configuration" {
            labels.append((.dynamic("configuration.label"), Syntax(node)))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = SwiftSyntaxFacts.modifierName(node) {
            if name.hasPrefix("accessibility") { modifiers.append(node) }
            if name == "onTapGesture", let closure = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self),
               let bool = Self.toggledBool(in: closure),
               let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                toggleActions.append(ToggleAction(boolName: bool, view: node, tapped: Syntax(base), tappedView: base, isButton: false))
            }
            return .visitChildren
        }
        switch SwiftSyntaxFacts.calleeName(node) {
        case "Image":
            if let symbol = SwiftSyntaxFacts.argument(node, "systemName"), let ternary = SwiftSyntaxFacts.ternary(symbol),
               ternary.branches.contains(where: Self.isCheckboxSymbol) {
                checkboxImages.append(CheckboxImage(call: node, condition: ternary.condition))
            }
        case "Text", "Label":
            if let first = node.arguments.first, first.label == nil {
                labels.append((SourceValue(first.expression), Syntax(node)))
            }
        case "Button":
            // `Button(action: { … }) { label }`, `Button { action } label: { label }`, `Button("Title") { action }`.
            let actionClosure = SwiftSyntaxFacts.argument(node, "action")?.as(ClosureExprSyntax.self)
                ?? (node.additionalTrailingClosures.isEmpty && SwiftSyntaxFacts.argument(node, "label") == nil
                    && node.arguments.first?.label == nil && !node.arguments.isEmpty ? node.trailingClosure : nil)
                ?? (node.additionalTrailingClosures.first?.label.text == "label" ? node.trailingClosure : nil)
            if let actionClosure, let bool = Self.toggledBool(in: actionClosure) {
                toggleActions.append(ToggleAction(boolName: bool, view: node, tapped: Syntax(node), tappedView: ExprSyntax(node), isButton: true))
            }
        default:
            break
        }
        return .visitChildren
    }

    private static func isCheckboxSymbol(_ expression: ExprSyntax) -> Bool {
        guard let name = SwiftSyntaxFacts.stringLiteral(expression) else { return false }
        return SwiftConstructs.checkboxSymbolWords.contains { name.containsText($0) }
    }

    /// The Bool a closure toggles: `x.toggle()`, `x = !x`, `configuration.isOn.toggle()`.
    static func toggledBool(in closure: ClosureExprSyntax) -> String? {
        for token in closure.tokens(viewMode: .sourceAccurate) where token.text == "toggle" {
            if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), let base = member.base,
               member.parent?.is(FunctionCallExprSyntax.self) == true {
                return lastComponent(base)
            }
        }
        // `x = !x`: an unfolded sequence of the target, `=`, and `!` applied to the same thing.
        for statement in closure.statements {
            guard let sequence = statement.item.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  let negation = elements[2].as(PrefixOperatorExprSyntax.self), negation.operator.text == "!",
                  negation.expression.trimmedDescription == elements[0].trimmedDescription else { continue }
            return lastComponent(elements[0])
        }
        return nil
    }

    private static func lastComponent(_ expression: ExprSyntax) -> String {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return expression.trimmedDescription.split(separator: ".").last.map(String.init) ?? expression.trimmedDescription
    }
}

extension StringProtocol {
    func trimmingCharacters(in set: Character) -> String {
        var slice = Substring(self)
        while slice.first == set { slice = slice.dropFirst() }
        while slice.last == set { slice = slice.dropLast() }
        return String(slice)
    }
}

extension Syntax {
    /// The nearest ancestor of `type`.
    func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var current = parent
        while let node = current {
            if let found = node.as(T.self) { return found }
            current = node.parent
        }
        return nil
    }
}

extension StructDeclSyntax {
    func inherits(_ name: String) -> Bool {
        inheritanceClause?.inheritedTypes.contains { inherited in
            if let type = inherited.type.as(IdentifierTypeSyntax.self) { return type.name.text == name }
            if let type = inherited.type.as(MemberTypeSyntax.self) { return type.name.text == name }
            return false
        } ?? false
    }
}
