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
        let scan = FileScan(bytes: source.bytes, tree: tree)
        scan.scan()
        let handMade = scan.structs.compactMap(HandMadeCheckbox.find)
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
        let elements = assembler.elements
        let profile = PlatformProfile.swiftUI(platform: platform)
        let tree = AccessibilityTreeBuilder(elements: elements, profile: profile).build(facts: SwiftStops.facts(platform: platform))
        let document = Document(file: file, locale: context.locale, profile: profile, elements: elements, tree: tree)
        return (document, assembler.diagnostics)
    }

    // MARK: - Constructs

    private mutating func addDesignSystemComponent(_ call: FunctionCallExprSyntax, name: String, variant: Variant,
                                                   triState: Bool, scan: FileScan) {
        let view = ViewContext(of: ExprSyntax(call))
        let modifiers = SwiftModifiers(view)
        guard !modifiers.hidden else { return }
        // The arguments by label, read once: a component takes a dozen.
        var arguments: [String: ExprSyntax] = [:]
        var unlabelled: ExprSyntax?
        for argument in call.arguments {
            if let label = argument.label { arguments[label.text] = arguments[label.text] ?? argument.expression }
            else if unlabelled == nil { unlabelled = argument.expression }
        }
        let label = (unlabelled ?? arguments["label"] ?? arguments["labelText"]).map(SourceValue.init)
        let binding = arguments["isOn"] ?? arguments["selection"]
        let place = Self.place(of: view, call: call)
        let state = binding.flatMap { scan.initialState(of: $0, in: place.type) }
        let stateBinding = state == nil ? binding.map(bindingName) : nil
        addCheckbox(at: call, view: view, modifiers: modifiers) { checkbox in
            checkbox.controlClass = name
            checkbox.variant = variant
            checkbox.triState = triState ? true : nil
            checkbox.label = label?.modelText
            checkbox.state = state
            checkbox.stateBinding = stateBinding
            func flag(_ label: String) -> Bool? {
                arguments[label].flatMap(SwiftSyntaxFacts.booleanLiteral)
            }
            func text(_ label: String) -> String? {
                arguments[label].map { SourceValue($0).modelText }
            }
            if let accessibilityLabel = text("accessibilityLabel") { checkbox.accessibilityLabel = accessibilityLabel }
            checkbox.descriptionText = text("description") ?? text("helperText")
            checkbox.error = flag("isError")
            checkbox.errorText = text("errorText")
            checkbox.readOnly = flag("isReadOnly")
            checkbox.reversed = flag("isReversed") ?? flag("isInversed")
            checkbox.divider = flag("hasDivider")
            checkbox.flipIcon = flag("flipIcon")
            if let icon = arguments["icon"] { checkbox.icon = SwiftSyntaxFacts.compactSource(icon) }
        }
    }

    private mutating func addToggle(_ call: FunctionCallExprSyntax, handMadeStyles: Set<String>, scan: FileScan) {
        let view = ViewContext(of: ExprSyntax(call))
        let modifiers = SwiftModifiers(view)
        guard !modifiers.hidden else { return }
        let label = Self.toggleLabel(call)
        let binding = SwiftSyntaxFacts.argument(call, "isOn")
        let place = Self.place(of: view, call: call)
        let state = binding.flatMap { scan.initialState(of: $0, in: place.type) }
        let stateBinding = state == nil ? binding.map(bindingName) : nil
        let style = ToggleStyleKind(modifiers.toggleStyle, handMadeStyles: handMadeStyles)
        addCheckbox(at: call, view: view, modifiers: modifiers) { checkbox in
            checkbox.controlClass = "Toggle"
            checkbox.label = label?.modelText
            checkbox.state = state
            checkbox.stateBinding = stateBinding
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
        let place = Self.place(of: view, call: call)
        var parent = place.type.map { screen(of: $0, member: place.member) } ?? root
        if let section = view.containers.first(where: { ($0.name == "Section" || $0.name == "GroupBox") && $0.slot != "header" && $0.slot != "footer" }) {
            parent = group(for: section, in: parent)
        } else if let heading = Self.headingBefore(view) {
            parent = group(headedBy: heading.text, header: heading.header, in: parent)
        }
        // Made by a `ForEach` inside its section or stack: a set of two or more by itself.
        let repeated = view.containers.prefix { $0.name != "Section" && $0.name != "GroupBox" }.contains { $0.name == "ForEach" }
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
            checkbox.isRepeated = repeated
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

    /// The `screen` of a type, made on first use.
    ///
    /// A type's views are split by the member that builds them: checkboxes built in two
    /// `@ViewBuilder` properties or functions are composed somewhere this file may not show, so
    /// they are not taken for one set. The screen of `body` is named after the type, another
    /// member's `Type.member`.
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

    /// The type that holds a construct and the member of it that does, climbing on from where the
    /// view's context stopped.
    static func place(of view: ViewContext, call: FunctionCallExprSyntax) -> (type: DeclSyntax?, member: (node: DeclSyntax, name: String)?) {
        guard let declaration = view.declaration else { return place(of: Syntax(call)) }
        return place(of: declaration, including: true)
    }

    /// The type that holds `node` and the member of it that does, found in one climb (from `node`
    /// itself when `including`).
    static func place(of node: Syntax, including: Bool = false) -> (type: DeclSyntax?, member: (node: DeclSyntax, name: String)?) {
        var member: (node: DeclSyntax, name: String)?
        var current = including ? node : node.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl:
                return (DeclSyntax(ancestor), member)
            case .variableDecl where member == nil && ancestor.parent?.kind == .memberBlockItem:
                if let name = ancestor.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    member = (DeclSyntax(ancestor)!, name)
                }
            case .functionDecl where member == nil && ancestor.parent?.kind == .memberBlockItem:
                if let function = ancestor.as(FunctionDeclSyntax.self) { member = (DeclSyntax(function), function.name.text) }
            default:
                break
            }
            current = ancestor.parent
        }
        return (nil, nil)
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

    private mutating func group(headedBy text: FunctionCallExprSyntax, header: SourceValue, in screen: Int) -> Int {
        if let index = groups[text.id] { return index }
        let index = assembler.add(.group, at: text.positionAfterSkippingLeadingTrivia.utf8Offset, parent: screen) { group in
            group.header = header.modelText
        }
        groups[text.id] = index
        return index
    }

    /// The nearest `Text("…")` marked `.accessibilityAddTraits(.isHeader)` before the view in the
    /// same stack: the set's heading, as a `Section`'s title is (SPEC §10).
    static func headingBefore(_ view: ViewContext) -> (text: FunctionCallExprSyntax, header: SourceValue)? {
        guard let item = view.outermost.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        var heading: (text: FunctionCallExprSyntax, header: SourceValue)?
        for sibling in list {
            if sibling.position >= item.position { break }
            guard var expression = sibling.item.as(ExprSyntax.self) else { continue }
            var isHeader = false
            // Down the modifier chain to the view it modifies.
            while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base {
                if member.declName.baseName.text == "accessibilityAddTraits",
                   call.arguments.first.map({ SwiftConstructs.traitWords($0.expression).contains("header") }) == true {
                    isHeader = true
                }
                expression = base
            }
            if isHeader, let text = expression.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(text) == "Text",
               let first = text.arguments.first, first.label == nil {
                heading = (text, SourceValue(first.expression))
            }
        }
        return heading
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

    /// `$item.enabled` → `item.enabled`: what the preview shows for a state known only at run time.
    /// Read from the file's bytes (a binding is short and on one line, nearly always).
    private func bindingName(_ binding: ExprSyntax) -> String {
        var start = binding.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = binding.endPositionBeforeTrailingTrivia.utf8Offset
        let bytes = source.bytes
        guard start < end, end <= bytes.count else { return SwiftSyntaxFacts.compactSource(binding) }
        if bytes[start] == UInt8(ascii: "$") { start += 1 }
        if end - start > 60 || bytes[start..<end].contains(where: { $0 == 0x0A || $0 == 0x0D }) {
            var text = SwiftSyntaxFacts.compactSource(binding)
            if text.hasPrefix("$") { text.removeFirst() }
            return text
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
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
            // By kind: a generic `is(_:)` per ancestor was a tenth of the mapper's instructions.
            switch ancestor.kind {
            case .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl:
                return DeclSyntax(ancestor)
            default:
                current = ancestor.parent
            }
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

/// Finds the constructs without walking the whole tree: the byte-level search for their names
/// gives the offsets, and `token(at:)` descends to each (a visitor over every node of a file cost
/// a third of the mapper). A name inside a comment, a string or a longer identifier is no token
/// that starts there, and is passed over.
final class FileScan {
    private let bytes: [UInt8]
    private let tree: SourceFileSyntax
    private(set) var imports: Set<String> = []
    private(set) var calls: [FunctionCallExprSyntax] = []
    /// Structs that show an SF Symbol: the only ones that can define a hand-made checkbox.
    private(set) var structs: [StructDeclSyntax] = []

    init(bytes: [UInt8], tree: SourceFileSyntax) {
        self.bytes = bytes
        self.tree = tree
    }

    func scan() {
        for item in tree.statements {
            if let declaration = item.item.as(ImportDeclSyntax.self), let first = declaration.path.first {
                imports.insert(first.name.text)
            }
        }
        var seen: Set<SyntaxIdentifier> = []
        for needle in ["Toggle", "OUDSCheckbox"] {
            for token in tokens(startingWith: needle) {
                guard let call = Self.call(named: token), seen.insert(call.id).inserted,
                      let name = SwiftSyntaxFacts.calleeName(call),
                      name == "Toggle" || SwiftConstructs.designSystemComponents[name] != nil else { continue }
                calls.append(call)
            }
        }
        calls.sort { $0.position < $1.position }
        var seenStructs: Set<SyntaxIdentifier> = []
        for token in tokens(startingWith: "systemName") {
            if let declaration = Self.enclosingStruct(of: Syntax(token)), seenStructs.insert(declaration.id).inserted {
                structs.append(declaration)
            }
        }
    }

    /// The identifier tokens that start where `prefix` occurs in the bytes.
    private func tokens(startingWith prefix: String) -> [TokenSyntax] {
        let needle = Array(prefix.utf8)
        var found: [TokenSyntax] = []
        var start = 0
        var previous: Syntax?
        while let offset = SwiftConstructs.firstOffset(of: needle, in: bytes, from: start) {
            start = offset + needle.count
            // An identifier starts here, not inside a longer one (`MyToggle`).
            if offset > 0, Self.isIdentifierByte(bytes[offset - 1]) { continue }
            // Descended from the nearest node around the previous find that holds the offset, not
            // from the root: constructs come in runs (a section of Toggles).
            var scope = previous ?? Syntax(tree)
            while !(scope.position.utf8Offset <= offset && offset < scope.endPosition.utf8Offset), let parent = scope.parent {
                scope = parent
            }
            guard let token = scope.token(at: AbsolutePosition(utf8Offset: offset)) else { continue }
            previous = Syntax(token)
            guard token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                  case .identifier = token.tokenKind else { continue }
            found.append(token)
        }
        return found
    }

    private static func enclosingStruct(of node: Syntax) -> StructDeclSyntax? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.kind == .structDecl { return ancestor.as(StructDeclSyntax.self) }
            current = ancestor.parent
        }
        return nil
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    /// The call `Name(…)` / `SwiftUI.Name(…)` whose callee is `token`.
    private static func call(named token: TokenSyntax) -> FunctionCallExprSyntax? {
        guard var callee = token.parent.flatMap(ExprSyntax.init) else { return nil }
        if let member = callee.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id {
            callee = ExprSyntax(member)
        } else if let generic = callee.parent?.as(GenericSpecializationExprSyntax.self) {
            callee = ExprSyntax(generic)
        }
        guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { return nil }
        return call
    }

    /// The initial value of the stored property `name`: declared in `type`, else, when the file
    /// declares one property of that name (the seeds' view model beside the view), that one.
    func initialValue(of name: String, in type: DeclSyntax?) -> ExprSyntax? {
        if let type {
            if let value = storedProperties(of: type)[name] { return value }
        }
        var candidates: [ExprSyntax] = []
        for keyword in ["var ", "let "] {
            let needle = Array((keyword + name).utf8)
            var start = 0
            while let offset = SwiftConstructs.firstOffset(of: needle, in: bytes, from: start) {
                start = offset + needle.count
                if start < bytes.count, Self.isIdentifierByte(bytes[start]) { continue }
                guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset + 4)), token.text == name,
                      let variable = Syntax(token).ancestor(VariableDeclSyntax.self),
                      let value = Self.initialValue(of: name, in: variable) else { continue }
                candidates.append(value)
            }
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// The initial values of a type's stored properties by name, read once per type.
    private var propertiesByType: [SyntaxIdentifier: [String: ExprSyntax]] = [:]

    private func storedProperties(of type: DeclSyntax) -> [String: ExprSyntax] {
        if let known = propertiesByType[type.id] { return known }
        var properties: [String: ExprSyntax] = [:]
        for member in Self.memberBlock(of: type)?.members ?? [] {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let value = binding.initializer?.value, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    properties[name] = properties[name] ?? value
                }
            }
        }
        propertiesByType[type.id] = properties
        return properties
    }

    private static func initialValue(of name: String, in variable: VariableDeclSyntax?) -> ExprSyntax? {
        guard let variable else { return nil }
        for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return binding.initializer?.value
        }
        return nil
    }

    private static func memberBlock(of type: DeclSyntax) -> MemberBlockSyntax? {
        if let type = type.as(StructDeclSyntax.self) { return type.memberBlock }
        if let type = type.as(ClassDeclSyntax.self) { return type.memberBlock }
        if let type = type.as(EnumDeclSyntax.self) { return type.memberBlock }
        if let type = type.as(ActorDeclSyntax.self) { return type.memberBlock }
        if let type = type.as(ExtensionDeclSyntax.self) { return type.memberBlock }
        return nil
    }

    /// The state a binding starts in: `.constant(true)`, or `$x` for a property `x` with a literal
    /// initial value in the same type (or, when the file declares only one `x`, that one). Nil
    /// when it is known only at run time.
    func initialState(of binding: ExprSyntax, in type: DeclSyntax?) -> CheckState? {
        if let call = binding.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.memberName(call.calledExpression) == "constant",
           let value = call.arguments.first?.expression {
            return SwiftConstructs.checkState(value)
        }
        guard let reference = binding.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") else { return nil }
        let name = String(reference.baseName.text.dropFirst())
        return initialValue(of: name, in: type).flatMap(SwiftConstructs.checkState)
    }
}
