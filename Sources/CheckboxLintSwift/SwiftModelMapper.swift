import CheckboxLintKit
import SwiftSyntax

/// Maps one parsed Swift file onto the model: a `ui` root, a `screen` for each type that holds
/// checkboxes (its id the type's name), a `group` for each `Section`/`GroupBox` around them, and
/// a `checkbox` for each construct, in source order.
struct SwiftModelMapper {
    let file: String
    let source: SourceText
    let tree: SourceFileSyntax
    let context: FrontendContext
    private var assembler: ModelAssembler
    private var root = 0
    private var screens: [SyntaxIdentifier: Int] = [:]
    private var groups: [SyntaxIdentifier: Int] = [:]

    init(file: String, source: SourceText, tree: SourceFileSyntax, context: FrontendContext) {
        self.file = file
        self.source = source
        self.tree = tree
        self.context = context
        self.assembler = ModelAssembler(source: source, knownRuleIDs: context.knownRuleIDs)
    }

    /// The document and the assembler's diagnostics; nil when the file holds no checkbox.
    mutating func map() -> (Document, [Diagnostic])? {
        let scan = FileScan(bytes: source.bytes)
        scan.walk(tree)
        // Every hand-made checkbox shows an SF Symbol: a type without one is not walked again.
        let handMade = scan.structs.filter {
            SwiftConstructs.contains(source.bytes, SwiftConstructs.imageNeedle, in: $0.memberBlock.byteRange)
        }.compactMap(HandMadeCheckbox.find)
        let handMadeStyles = Set(handMade.filter(\.isToggleStyle).map(\.name))
        var constructs: [(offset: Int, add: (inout SwiftModelMapper) -> Void)] = []
        for call in scan.calls {
            let offset = call.positionAfterSkippingLeadingTrivia.utf8Offset
            if let name = SwiftSyntaxFacts.calleeName(call), let component = SwiftConstructs.designSystemComponents[name] {
                constructs.append((offset, { $0.addDesignSystemComponent(call, name: name, variant: component.variant, triState: component.triState, scan: scan) }))
            } else {
                constructs.append((offset, { $0.addToggle(call, handMadeStyles: handMadeStyles, scan: scan) }))
            }
        }
        for checkbox in handMade where !checkbox.hidden {
            constructs.append((checkbox.declaration.positionAfterSkippingLeadingTrivia.utf8Offset, { $0.addHandMade(checkbox) }))
        }
        guard !constructs.isEmpty else { return nil }
        // macOS when the file imports AppKit and not UIKit (SPEC §10).
        let platform: Platform = scan.imports.contains("AppKit") && !scan.imports.contains("UIKit") ? .macos : context.platform
        root = assembler.add(.ui, at: 0, parent: nil) { root in
            root.platform = platform
            root.locale = context.locale
        }
        for construct in constructs.sorted(by: { $0.offset < $1.offset }) {
            construct.add(&self)
        }
        let document = Document(file: file, platform: platform, locale: context.locale, origin: .swift, elements: assembler.elements)
        return (document, assembler.diagnostics)
    }

    // MARK: - Constructs

    private mutating func addDesignSystemComponent(_ call: FunctionCallExprSyntax, name: String, variant: Variant,
                                                   triState: Bool, scan: FileScan) {
        let view = ViewContext(of: ExprSyntax(call))
        let modifiers = SwiftModifiers(view)
        guard !modifiers.hidden else { return }
        let label = (call.arguments.first { $0.label == nil }?.expression
            ?? SwiftSyntaxFacts.argument(call, "label") ?? SwiftSyntaxFacts.argument(call, "labelText")).map(SourceValue.init)
        let binding = SwiftSyntaxFacts.argument(call, "isOn") ?? SwiftSyntaxFacts.argument(call, "selection")
        let state = binding.flatMap { scan.initialState(of: $0) }
        addCheckbox(at: call, view: view, modifiers: modifiers) { checkbox in
            checkbox.controlClass = name
            checkbox.variant = variant
            checkbox.triState = triState ? true : nil
            checkbox.label = label?.modelText
            checkbox.state = state
            if state == nil, let binding { checkbox.stateBinding = FileScan.bindingName(binding) }
            func flag(_ label: String) -> Bool? {
                SwiftSyntaxFacts.argument(call, label).flatMap(SwiftSyntaxFacts.booleanLiteral)
            }
            func text(_ label: String) -> String? {
                SwiftSyntaxFacts.argument(call, label).map { SourceValue($0).modelText }
            }
            if let accessibilityLabel = text("accessibilityLabel") { checkbox.accessibilityLabel = accessibilityLabel }
            checkbox.descriptionText = text("description") ?? text("helperText")
            checkbox.error = flag("isError")
            checkbox.errorText = text("errorText")
            checkbox.readOnly = flag("isReadOnly")
            checkbox.reversed = flag("isReversed") ?? flag("isInversed")
            checkbox.divider = flag("hasDivider")
            checkbox.flipIcon = flag("flipIcon")
            if let icon = SwiftSyntaxFacts.argument(call, "icon") { checkbox.icon = SwiftSyntaxFacts.compactSource(icon) }
        }
    }

    private mutating func addToggle(_ call: FunctionCallExprSyntax, handMadeStyles: Set<String>, scan: FileScan) {
        let view = ViewContext(of: ExprSyntax(call))
        let modifiers = SwiftModifiers(view)
        guard !modifiers.hidden else { return }
        let label = Self.toggleLabel(call)
        let binding = SwiftSyntaxFacts.argument(call, "isOn")
        let state = binding.flatMap { scan.initialState(of: $0) }
        let style = ToggleStyleKind(modifiers.toggleStyle, handMadeStyles: handMadeStyles)
        addCheckbox(at: call, view: view, modifiers: modifiers) { checkbox in
            checkbox.controlClass = "Toggle"
            checkbox.label = label?.modelText
            checkbox.state = state
            if state == nil, let binding { checkbox.stateBinding = FileScan.bindingName(binding) }
            switch style {
            case .checkbox, .handMade:
                // A native checkbox says its role; a hand-made style is judged where it is defined.
                break
            case .switch:
                checkbox.traits = ["toggle", "button"] + (checkbox.traits ?? [])
            }
        }
    }

    private mutating func addHandMade(_ checkbox: HandMadeCheckbox) {
        // Its own type is its screen: where it is defined, not where it is used.
        let screen = self.screen(of: DeclSyntax(checkbox.declaration))
        let (width, height) = checkbox.size
        let index = assembler.add(.checkbox, at: checkbox.declaration.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  parent: screen, suppression: suppression(before: checkbox.declaration)) { element in
            element.controlClass = checkbox.name
            element.variant = .item
            element.label = checkbox.label?.modelText
            element.accessibilityLabel = checkbox.accessibilityLabel?.modelText
            element.accessibilityValue = checkbox.accessibilityValue?.modelText
            element.hint = checkbox.hint?.modelText
            element.id = checkbox.identifier
            element.traits = checkbox.traits
            element.accessibilityElement = checkbox.combined ? .combined : .separate
            element.tapTarget = checkbox.tapTarget
            element.width = width
            element.height = height
            element.stateBinding = checkbox.boolName
            Self.markDynamicValues(element, name: checkbox.accessibilityLabel ?? checkbox.label, value: checkbox.accessibilityValue)
        }
        _ = index
    }

    /// Adds a checkbox for a construct at `call`, in its screen and group, with its modifiers.
    private mutating func addCheckbox(at call: FunctionCallExprSyntax, view: ViewContext, modifiers: SwiftModifiers,
                                      configure: (Element) -> Void) {
        var parent = screen(for: Syntax(call))
        if let section = view.containers.first(where: { ($0.name == "Section" || $0.name == "GroupBox") && $0.slot != "header" && $0.slot != "footer" }) {
            parent = group(for: section, in: parent)
        }
        assembler.add(.checkbox, at: call.positionAfterSkippingLeadingTrivia.utf8Offset, parent: parent,
                      suppression: suppression(before: call)) { checkbox in
            configure(checkbox)
            if let disabled = modifiers.disabled { checkbox.disabled = disabled }
            if let label = modifiers.accessibilityLabel { checkbox.accessibilityLabel = label.modelText }
            if let value = modifiers.accessibilityValue { checkbox.accessibilityValue = value.modelText }
            if let hint = modifiers.hint { checkbox.hint = hint.modelText }
            if let identifier = modifiers.identifier { checkbox.id = identifier }
            var traits = checkbox.traits ?? []
            if modifiers.insideButton { traits.append("button") }
            traits += modifiers.addedTraits
            traits.removeAll { modifiers.removedTraits.contains($0) }
            if checkbox.traits != nil || !modifiers.addedTraits.isEmpty || modifiers.insideButton { checkbox.traits = traits }
            checkbox.width = modifiers.size.width
            checkbox.height = modifiers.size.height
            Self.markDynamicValues(checkbox, name: nil, value: modifiers.accessibilityValue)
        }
    }

    /// Marks values known only at run time: the name when the value that gives it is an
    /// expression, the value likewise. Without the name's `SourceValue`, the name VoiceOver reads
    /// (`accessibleName`) in its `{expression}` form is taken as dynamic: a literal label written
    /// in braces is not something SwiftUI code shows.
    static func markDynamicValues(_ element: Element, name: SourceValue?, value: SourceValue?) {
        if let name {
            if case .dynamic = name { element.isNameDynamic = true }
        } else if let accessibleName = element.accessibleName, accessibleName.hasPrefix("{"), accessibleName.hasSuffix("}") {
            // Set from an argument (`Toggle(title, isOn:)`): its `{expression}` form.
            element.isNameDynamic = true
        }
        if case .dynamic = value { element.isValueDynamic = true }
    }

    // MARK: - Containers

    /// The `screen` of the type that holds `node`, made on first use; the root for top-level code.
    ///
    /// A type's views are split by the member that builds them: checkboxes built in two
    /// `@ViewBuilder` properties or functions are composed somewhere this file may not show, so
    /// they are not taken for one set. The screen of `body` is named after the type, another
    /// member's `Type.member`.
    private mutating func screen(for node: Syntax) -> Int {
        guard let type = Self.enclosingType(of: node) else { return root }
        let member = Self.enclosingMember(of: node, in: type)
        return screen(of: type, member: member)
    }

    private mutating func screen(of type: DeclSyntax, member: (node: DeclSyntax, name: String)? = nil) -> Int {
        let key = member?.node.id ?? type.id
        if let index = screens[key] { return index }
        let typeName = Self.typeName(type)
        let name = member.map { $0.name == "body" ? typeName : "\(typeName).\($0.name)" } ?? typeName
        let offset = (member?.node ?? type).positionAfterSkippingLeadingTrivia.utf8Offset
        let index = assembler.add(.screen, at: offset, parent: root) { screen in
            screen.id = name
            screen.title = name
        }
        screens[key] = index
        return index
    }

    /// The property or function of `type` that holds `node`, with its name.
    static func enclosingMember(of node: Syntax, in type: DeclSyntax) -> (node: DeclSyntax, name: String)? {
        var current = node.parent
        while let ancestor = current, ancestor.id != type.id {
            if ancestor.parent?.is(MemberBlockItemSyntax.self) == true {
                if let variable = ancestor.as(VariableDeclSyntax.self),
                   let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    return (DeclSyntax(variable), name)
                }
                if let function = ancestor.as(FunctionDeclSyntax.self) { return (DeclSyntax(function), function.name.text) }
                return nil
            }
            current = ancestor.parent
        }
        return nil
    }

    private mutating func group(for section: ViewContext.Container, in screen: Int) -> Int {
        if let index = groups[section.call.id] { return index }
        let header = Self.sectionHeader(section.call)
        let index = assembler.add(.group, at: section.call.positionAfterSkippingLeadingTrivia.utf8Offset, parent: screen) { group in
            group.header = header?.modelText
        }
        groups[section.call.id] = index
        return index
    }

    /// `Section("…")`, `Section(header: Text("…"))`, `Section { } header: { Text("…") }`,
    /// `GroupBox("…")`, `GroupBox(label: Text("…"))`.
    static func sectionHeader(_ call: FunctionCallExprSyntax) -> SourceValue? {
        if let title = call.arguments.first(where: { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) })?.expression {
            return SourceValue(title)
        }
        if let header = SwiftSyntaxFacts.argument(call, "header") ?? SwiftSyntaxFacts.argument(call, "label") {
            return firstText(in: Syntax(header)) ?? SourceValue(header)
        }
        if let closure = call.additionalTrailingClosures.first(where: { $0.label.text == "header" || $0.label.text == "label" }) {
            return firstText(in: Syntax(closure.closure))
        }
        return nil
    }

    /// A Toggle's label: its first unlabelled argument, else the first `Text`/`Label` of its label closure.
    static func toggleLabel(_ call: FunctionCallExprSyntax) -> SourceValue? {
        if let title = call.arguments.first(where: { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) })?.expression {
            return SourceValue(title)
        }
        let closure: Syntax? = SwiftSyntaxFacts.argument(call, "label").map(Syntax.init)
            ?? call.trailingClosure.map(Syntax.init)
            ?? call.additionalTrailingClosures.first { $0.label.text == "label" }.map { Syntax($0.closure) }
        guard let closure else { return nil }
        if let text = firstText(in: closure) { return text }
        // Something else is shown (a view of the app's own): known only at run time.
        let content = closure.as(ClosureExprSyntax.self)?.statements.trimmedDescription ?? closure.trimmedDescription
        return content.isEmpty ? nil : .dynamic(SwiftSyntaxFacts.compactSource(closure.as(ClosureExprSyntax.self)?.statements ?? []))
    }

    /// The value of the first `Text(…)`/`Label(…)` in `node`.
    static func firstText(in node: Syntax) -> SourceValue? {
        if let call = node.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call),
           name == "Text" || name == "Label", let first = call.arguments.first, first.label == nil {
            return SourceValue(first.expression)
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = firstText(in: child) { return found }
        }
        return nil
    }

    /// The inline suppression in the comments right before `node`'s first token (SPEC §10).
    private func suppression(before node: some SyntaxProtocol) -> RawSuppression? {
        guard let token = node.firstToken(viewMode: .sourceAccurate) else { return nil }
        var offset = token.position.utf8Offset
        var found: RawSuppression?
        for piece in token.leadingTrivia {
            switch piece {
            case .lineComment(let text):
                if let parsed = RawSuppression.parse(comment: String(text.dropFirst(2)), offset: offset) { found = parsed }
            case .blockComment(let text):
                if let parsed = RawSuppression.parse(comment: String(text.dropFirst(2).dropLast(2)), offset: offset) { found = parsed }
            default:
                break
            }
            offset += piece.sourceLength.utf8Length
        }
        return found
    }

    static func enclosingType(of node: Syntax) -> DeclSyntax? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(StructDeclSyntax.self) || ancestor.is(ClassDeclSyntax.self) || ancestor.is(EnumDeclSyntax.self)
                || ancestor.is(ExtensionDeclSyntax.self) || ancestor.is(ActorDeclSyntax.self) {
                return ancestor.as(DeclSyntax.self)
            }
            current = ancestor.parent
        }
        return nil
    }

    static func typeName(_ type: DeclSyntax) -> String {
        if let type = type.as(StructDeclSyntax.self) { return type.name.text }
        if let type = type.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = type.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = type.as(ActorDeclSyntax.self) { return type.name.text }
        if let type = type.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
        return "type"
    }
}

/// How a Toggle is drawn, from its `.toggleStyle(…)`.
enum ToggleStyleKind {
    case `switch`, checkbox, handMade

    init(_ style: ExprSyntax?, handMadeStyles: Set<String>) {
        guard let style else {
            self = .switch
            return
        }
        if let call = style.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call) {
            if name == "CheckboxToggleStyle" { self = .checkbox; return }
            if handMadeStyles.contains(name) { self = .handMade; return }
        }
        if let member = SwiftSyntaxFacts.memberName(style) {
            if member == "checkbox" { self = .checkbox; return }
            // `.myCheckbox` for `static var myCheckbox: MyCheckboxToggleStyle`: matched by name.
            let lowered = member.lowercased()
            if handMadeStyles.contains(where: { $0.lowercased() == lowered || $0.lowercased().hasPrefix(lowered) }) {
                self = .handMade
                return
            }
        }
        self = .switch
    }
}

/// One pass over the file: imports, the construct calls, the structs, and the initial values
/// of stored properties (for `$x` bindings).
final class FileScan: SyntaxVisitor {
    private let bytes: [UInt8]
    private(set) var imports: Set<String> = []
    private(set) var calls: [FunctionCallExprSyntax] = []
    private(set) var structs: [StructDeclSyntax] = []
    /// Properties with an initial value, by name, with the declaration (its type is looked up only
    /// when two types declare the name).
    private(set) var properties: [String: [(declaration: VariableDeclSyntax, value: ExprSyntax)]] = [:]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        super.init(viewMode: .sourceAccurate)
    }

    /// Statements and members whose text names no construct are not walked: their calls cannot be
    /// checkboxes. A stored property's initial value is kept first (for `$x` bindings).
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if let variable = node.item.as(VariableDeclSyntax.self) { record(variable) }
        if node.item.is(ImportDeclSyntax.self) { return .visitChildren }
        return SwiftConstructs.mayHoldCheckbox(bytes, in: node.byteRange) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if let variable = node.decl.as(VariableDeclSyntax.self) { record(variable) }
        return SwiftConstructs.mayHoldCheckbox(bytes, in: node.byteRange) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first { imports.insert(first.name.text) }
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        structs.append(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = SwiftSyntaxFacts.calleeName(node), name == "Toggle" || SwiftConstructs.designSystemComponents[name] != nil {
            calls.append(node)
        }
        return .visitChildren
    }

    private func record(_ node: VariableDeclSyntax) {
        for binding in node.bindings {
            if let value = binding.initializer?.value, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                properties[name, default: []].append((node, value))
            }
        }
    }

    /// `$item.enabled` → `item.enabled`: what the preview shows for a state known only at run time.
    static func bindingName(_ binding: ExprSyntax) -> String {
        var text = SwiftSyntaxFacts.compactSource(binding)
        if text.hasPrefix("$") { text.removeFirst() }
        return text
    }

    /// The state a binding starts in: `.constant(true)`, or `$x` for a property `x` with a literal
    /// initial value in the same type (or, when the file declares only one `x`, that one). Nil
    /// when it is known only at run time.
    func initialState(of binding: ExprSyntax) -> CheckState? {
        if let call = binding.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.memberName(call.calledExpression) == "constant",
           let value = call.arguments.first?.expression {
            return SwiftConstructs.checkState(value)
        }
        guard let reference = binding.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") else { return nil }
        let name = String(reference.baseName.text.dropFirst())
        guard let candidates = properties[name] else { return nil }
        let declared: (declaration: VariableDeclSyntax, value: ExprSyntax)?
        if candidates.count == 1 {
            // The only one in the file: in the same type, or the seeds' view model next to it.
            declared = candidates[0]
        } else {
            let type = SwiftModelMapper.enclosingType(of: Syntax(binding))?.id
            declared = candidates.first { SwiftModelMapper.enclosingType(of: Syntax($0.declaration))?.id == type }
        }
        return declared.flatMap { SwiftConstructs.checkState($0.value) }
    }
}
