import CheckboxLintKit
import SwiftSyntax

/// UIKit and AppKit controls made in Swift code, where the file says all that matters (SPEC §10,
/// issue 24): a `UISwitch()` or `NSSwitch()` kept in a property and added as a subview with no
/// name set in the same type, or returned by a representable's `makeUIView` (`RepresentedSwitches`), an `NSButton(checkboxWithTitle:…)`, and a custom control (a
/// `UIControl` whose type name says checkbox) that declares its accessibility traits itself.
/// Anything set elsewhere (a name given by the caller, a cell that reads the switch) is not
/// guessed: the control is read only when the type shows how it is added.
struct UIKitControl {
    enum Kind { case uiSwitch, nsSwitch, nsCheckbox, customControl }

    let kind: Kind
    /// Where it is reported: the construction (`UISwitch()`), or the custom control's type.
    let anchor: Syntax
    let type: DeclSyntax
    let controlClass: String
    let label: SourceValue?
    let accessibilityLabel: SourceValue?
    let traits: [String]?
    let state: CheckState?
    let stateBinding: String?
    /// The property that holds it (`soundSwitch`): what messages and the preview call it by.
    var identifier: String? = nil

    /// The controls of the file, in source order.
    static func find(in tree: SourceFileSyntax, bytes: [UInt8]) -> [UIKitControl] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found.sorted { $0.anchor.position < $1.anchor.position }
    }

    final class Finder: SyntaxVisitor {
        var found: [UIKitControl] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            // `class CheckboxControl: UIControl` that sets `accessibilityTraits` itself.
            let inherits = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            let name = node.name.text
            guard inherits.contains("UIControl"), HandMadeCheckbox.namesACheckbox(name) || name.lowercased().containsText("box") else {
                return .visitChildren
            }
            var traits: [String] = []
            var declares = false
            for token in node.memberBlock.tokens(viewMode: .sourceAccurate) where token.text == "accessibilityTraits" {
                declares = true
                // The statement it is in: `accessibilityTraits = [.button, .selected]`,
                // `override var accessibilityTraits: … { get { … } }`, `.insert(.selected)`.
                let statement = token.ancestor(CodeBlockItemSyntax.self).map(Syntax.init)
                    ?? token.ancestor(VariableDeclSyntax.self).map(Syntax.init) ?? Syntax(token)
                for word in statement.tokens(viewMode: .sourceAccurate) {
                    switch word.text {
                    case "button": traits.append("button")
                    case "selected": traits.append("selected")
                    case "toggleButton": traits.append("toggle")
                    default: break
                    }
                }
            }
            guard declares else { return .visitChildren }
            var unique: [String] = []
            for trait in traits where !unique.contains(trait) { unique.append(trait) }
            found.append(UIKitControl(kind: .customControl, anchor: Syntax(node), type: DeclSyntax(node), controlClass: name,
                                      label: .dynamic("accessibilityLabel"), accessibilityLabel: nil, traits: unique,
                                      state: nil, stateBinding: "isSelected"))
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let name = SwiftSyntaxFacts.calleeName(node) else { return .visitChildren }
            switch name {
            case "UISwitch", "NSSwitch":
                guard node.arguments.allSatisfy({ $0.label?.text == "frame" }) else { break }
                addSwitch(node, kind: name == "UISwitch" ? .uiSwitch : .nsSwitch)
            case "NSButton":
                guard let title = SwiftSyntaxFacts.argument(node, "checkboxWithTitle") else { break }
                // `String(localized: "button.removeAlert.checkbox")`: a strings file's key, spoken translated.
                addCheckbox(node, title: SwiftModelMapper.localized(SourceValue(title)))
            default:
                break
            }
            return .visitChildren
        }

        private func addSwitch(_ call: FunctionCallExprSyntax, kind: Kind) {
            // Returned by a representable's `makeUIView`: SwiftUI adds it where callers place the
            // representable (`RepresentedSwitches`).
            if let represented = RepresentedSwitches.control(made: call, kind: kind) {
                found.append(represented)
                return
            }
            guard let (property, type, local) = Self.property(holding: call), let body = Self.body(of: type) else { return }
            // Added in this type, not as a cell's accessory (the cell's text may name it there).
            var uses = Self.statements(in: body, about: property)
            if let local {
                // What the closure that makes it sets, spelt with the property's name.
                uses += Self.statements(in: body, about: local).map { $0.hasPrefix(local + ".") ? property + $0.dropFirst(local.count) : $0 }
            }
            guard uses.contains(where: { $0.containsText("addSubview(\(property))") || $0.containsText("addArrangedSubview(\(property))") }),
                  !uses.contains(where: { $0.containsText("accessoryView") }) else { return }
            let label = Self.assignedLiteral("accessibilityLabel", of: property, in: uses)
            let named = uses.contains { $0.containsText("\(property).accessibilityLabel") || $0.containsText("\(property).accessibilityLabelBlock") }
            let on = Self.assignedWord(kind == .uiSwitch ? "isOn" : "state", of: property, in: uses)
            let state = on.flatMap(Self.literalState)
            found.append(UIKitControl(kind: kind, anchor: Syntax(call), type: type, controlClass: kind == .uiSwitch ? "UISwitch" : "NSSwitch",
                                      label: nil, accessibilityLabel: label ?? (named ? .dynamic("\(property).accessibilityLabel") : nil),
                                      traits: ["toggle", "button"], state: state,
                                      stateBinding: state == nil ? "\(property).\(kind == .uiSwitch ? "isOn" : "state")" : nil,
                                      identifier: property))
        }

        private func addCheckbox(_ call: FunctionCallExprSyntax, title: SourceValue) {
            let holder = Self.property(holding: call)
            guard let type = holder?.type ?? SwiftModelMapper.enclosingType(of: Syntax(call)) else { return }
            let uses = holder.flatMap { holder in Self.body(of: holder.type).map { Self.statements(in: $0, about: holder.name) } } ?? []
            let label = holder.flatMap { Self.assignedLiteral("setAccessibilityLabel", of: $0.name, in: uses) }
            let on = holder.flatMap { Self.assignedWord("state", of: $0.name, in: uses) }
            // A new check box is off until its state is set; set from a value
            // (`checkBox.state = exportMP3 ? .on : .off`), its state is known only at run time.
            let state = on.map(Self.literalState) ?? .unchecked
            found.append(UIKitControl(kind: .nsCheckbox, anchor: Syntax(call), type: type, controlClass: "NSButton", label: title,
                                      accessibilityLabel: label, traits: nil, state: state,
                                      stateBinding: state == nil ? holder.map { "\($0.name).state" } : nil,
                                      identifier: holder?.name))
        }

        /// The property (or local) a control is kept in: `let x = UISwitch()`, or a property made
        /// by a closure (`let x: UISwitch = { let s = UISwitch(); …; return s }()`), and its type.
        private static func property(holding call: FunctionCallExprSyntax) -> (name: String, type: DeclSyntax, local: String?)? {
            var current = Syntax(call)
            var names: [String] = []
            while let parent = current.parent {
                if let binding = parent.as(PatternBindingSyntax.self), let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                    names.append(identifier.identifier.text)
                }
                if parent.kind == .classDecl || parent.kind == .structDecl || parent.kind == .extensionDecl {
                    // The outermost binding is the property; an inner one, the closure's local
                    // that configures it (`let control = UISwitch(); control.accessibilityLabel = …`).
                    guard let name = names.last else { return nil }
                    return (name, DeclSyntax(parent)!, names.count > 1 ? names.first : nil)
                }
                current = parent
            }
            return nil
        }

        private static func body(of type: DeclSyntax) -> MemberBlockSyntax? {
            type.as(ClassDeclSyntax.self)?.memberBlock ?? type.as(StructDeclSyntax.self)?.memberBlock ?? type.as(ExtensionDeclSyntax.self)?.memberBlock
        }

        /// The statements of the type that name the property, white space removed.
        private static func statements(in body: MemberBlockSyntax, about property: String) -> [String] {
            var found: [String] = []
            for token in body.tokens(viewMode: .sourceAccurate) where token.text == property {
                guard let statement = token.ancestor(CodeBlockItemSyntax.self) else { continue }
                found.append(String(statement.trimmedDescription.filter { !$0.isWhitespace }))
            }
            return found
        }

        /// `x.member = "literal"` / `x.member("literal")` among the statements.
        private static func assignedLiteral(_ member: String, of property: String, in statements: [String]) -> SourceValue? {
            for statement in statements {
                for prefix in ["\(property).\(member)=\"", "\(property).\(member)(\""] where statement.hasPrefix(prefix) {
                    let rest = statement.dropFirst(prefix.count)
                    if let end = rest.firstIndex(of: "\"") { return .literal(String(rest[..<end])) }
                }
            }
            return nil
        }

        /// The state a literal assigned to `isOn` or `state` sets (`true`, `.on`, `NSControl.StateValue.mixed`,
        /// white space removed); nil for any other expression, whose value is known only at run time.
        private static func literalState(_ assigned: String) -> CheckState? {
            var member = Substring(assigned)
            for prefix in ["NSControl.StateValue", "NSButton.StateValue", "NSCell.StateValue"] where member.hasPrefix(prefix + ".") {
                member = member.dropFirst(prefix.count)
            }
            switch member {
            case "true", ".on": return .checked
            case "false", ".off": return .unchecked
            case ".mixed": return .indeterminate
            default: return nil
            }
        }

        /// `x.member = word` among the statements: `true`, `.on`.
        private static func assignedWord(_ member: String, of property: String, in statements: [String]) -> String? {
            for statement in statements where statement.hasPrefix("\(property).\(member)=") {
                return String(statement.dropFirst("\(property).\(member)=".count))
            }
            return nil
        }
    }
}
