import CheckboxLintModel

/// Maps a parsed Kotlin file onto the model, as TalkBack meets its Compose screens (SPEC §12):
/// a `ui` root (platform android), a `screen` for each function (a `@Composable` or a `@Preview`)
/// that holds checkboxes, a `group` for each text marked `semantics { heading() }` (holding what
/// follows it in its list), a `text` for each other visible text between them, and a `checkbox`
/// for each focus stop that toggles:
/// - Material's `Checkbox`, `TriStateCheckbox`, `Switch`, `IconToggleButton` with their own
///   handler: a stop of their own, 48 dp by Material's rule, named only by a `contentDescription`;
/// - a composable made a stop by `toggleable` / `triStateToggleable` / `selectable` / `clickable` /
///   `semantics(mergeDescendants = true)` that toggles something: a role, a toggleable state, a
///   Material toggle inside it with `onCheckedChange = null`, or a drawn checkbox (an `Icon` chosen
///   by a Boolean): one stop, named by the texts it merges;
/// - a clickable drawn checkbox on its own.
///
/// Elements are collected per function and added only when the function holds a checkbox, so a
/// function's texts become elements only where they can title or name one.
final class ComposeMapper {
    let file: String
    let source: SourceText
    let parser: KotlinParser
    let comments: [KotlinComment]
    let locale: String
    let stringResources: AndroidStringResources?
    private var assembler: ModelAssembler
    private var diagnostics: [Diagnostic] = []
    private var root = 0
    private var pending: [Pending] = []
    private var screenNames: Set<String> = []
    private var fileProperties: [String: KotlinExpression] = [:]

    /// An element waiting for its function to be known to hold a checkbox.
    private struct Pending {
        var kind: Element.Kind
        var offset: Int
        /// The pending element it belongs to; nil for the screen.
        var parent: Int?
        var suppression: RawSuppression?
        var configure: (Element) -> Void
        /// A row that turned out not to toggle anything: not an element; its children go to its parent.
        var dropped = false
    }

    /// What the walk passes down.
    struct Context {
        var parent: Int?
        /// The offset of the layout the element sits in: checkboxes of different layouts are never one set.
        var layout: Int
        var repeated = false
        var hidden = false
        var row: Row?
        var locals: [String: KotlinExpression] = [:]
        var siblings: [KotlinStatement] = []
        var position = 0
        /// Whether the call being visited is a statement of a lambda (content), not an argument.
        var isStatement = false
        /// The text of the component slot beside the one being visited (`ListItem`'s
        /// `headlineContent` for a `Switch` in its `trailingContent`): a control there is beside it.
        var slotText: ComposeText?
        /// The group a heading opened earlier in this list: a new heading ends it and opens one
        /// beside it (TalkBack meets headings one after another, not one inside another).
        var section: Int?
    }

    init(file: String, source: SourceText, parser: KotlinParser, comments: [KotlinComment], locale: String,
         knownRuleIDs: Set<String>, stringResources: AndroidStringResources?) {
        self.file = file
        self.source = source
        self.parser = parser
        self.comments = comments
        self.locale = locale
        self.stringResources = stringResources
        self.assembler = ModelAssembler(source: source, knownRuleIDs: knownRuleIDs)
    }

    private var tokens: [KotlinToken] { parser.tokens }
    private var bytes: [UInt8] { source.bytes }

    func offset(_ token: Int) -> Int {
        token < tokens.count ? tokens[token].start : bytes.count
    }

    /// The document, or nil when no function holds a checkbox and nothing was skipped.
    func map(_ statements: [KotlinStatement]) -> (Document, [Diagnostic])? {
        root = assembler.add(.ui, at: 0, parent: nil) { [locale] element in
            element.platform = .android
            element.locale = locale
        }
        for statement in statements {
            if case .property(let property) = statement, let value = property.value { fileProperties[property.name] = value }
        }
        walkDeclarations(statements)
        reportSkippedConstructs()
        let hasCheckbox = assembler.elements.contains { $0.kind == .checkbox }
        guard hasCheckbox || !diagnostics.isEmpty else { return nil }
        let document = ComposeStops.document(file: file, locale: locale, elements: assembler.elements)
        return (document, assembler.diagnostics + diagnostics)
    }

    /// Constructs nested too deep to read that may hold a checkbox: a parse-error says so.
    private func reportSkippedConstructs() {
        for range in parser.skippedTooDeep where range.lowerBound < tokens.count {
            let start = tokens[range.lowerBound].start
            let end = tokens[min(range.upperBound, tokens.count) - 1].end
            guard ComposeControls.mayHoldCheckbox(bytes, in: start..<end) else { continue }
            diagnostics.append(Diagnostic(.parseError, message: "Kotlin nested deeper than \(KotlinParser.maximumDepth) levels: what starts here was not read, and it may hold a checkbox",
                                          location: source.location(ofOffset: start), element: nil))
        }
    }

    // MARK: - Declarations

    private func walkDeclarations(_ statements: [KotlinStatement]) {
        for statement in statements {
            switch statement {
            case .function(let function):
                walkFunction(function)
            case .type(_, let members, _):
                walkDeclarations(members)
            case .property(let property):
                // `val content: @Composable () -> Unit = { … }`, `val x = @Composable { … }`.
                guard let value = property.value, case .lambda(let lambda) = value else { continue }
                walkBody(name: property.name, firstToken: property.token, endToken: lambda.endToken, nameToken: property.token) { mapper, context in
                    _ = mapper.walk(lambda.statements, context)
                }
            case .expression, .assignment:
                continue
            }
        }
    }

    private func walkFunction(_ function: KotlinFunction) {
        guard let body = function.body else { return }
        walkBody(name: function.name, firstToken: function.firstToken, endToken: function.endToken, nameToken: function.nameToken) { mapper, context in
            _ = mapper.walk(body, context)
        }
    }

    /// Walks one function's body into pending elements, and adds them under a screen of its own
    /// when one of them is a checkbox.
    private func walkBody(name: String, firstToken: Int, endToken: Int, nameToken: Int, _ walk: (ComposeMapper, Context) -> Void) {
        guard firstToken < tokens.count else { return }
        let range = offset(firstToken)..<(endToken > firstToken ? tokens[min(endToken, tokens.count) - 1].end : bytes.count)
        guard ComposeControls.mayHoldCheckbox(bytes, in: range) else { return }
        let outer = pending
        pending = []
        walk(self, Context(parent: nil, layout: offset(nameToken)))
        let collected = pending
        pending = outer
        guard collected.contains(where: { $0.kind == .checkbox && !$0.dropped }) else { return }
        // A name in backticks (a test's `fun \`box is shown\`()`) is named without them, as Kotlin does.
        let name = name.utf8.count >= 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
        let screenName = screenNames.insert(name).inserted ? name : nil
        let screen = assembler.add(.screen, at: offset(firstToken), parent: root, suppression: suppression(before: firstToken)) { screen in
            screen.id = screenName
            screen.title = name
        }
        var indices: [Int] = []
        indices.reserveCapacity(collected.count)
        for item in collected {
            var parent = item.parent
            while let current = parent, collected[current].dropped { parent = collected[current].parent }
            guard !item.dropped else {
                indices.append(-1)
                continue
            }
            let parentIndex = parent.map { indices[$0] } ?? screen
            indices.append(assembler.add(item.kind, at: item.offset, parent: parentIndex, suppression: item.suppression, configure: item.configure))
        }
    }

    // MARK: - Statements and expressions

    /// Walks statements in order; returns the group a heading among them opened, for a caller
    /// whose lambda is part of the list around it (`item { Text(…, heading) }`).
    private func walk(_ statements: [KotlinStatement], _ context: Context) -> Int? {
        var context = context
        var opened: Int?
        for (position, statement) in statements.enumerated() {
            context.siblings = statements
            context.position = position
            switch statement {
            case .property(let property):
                if let value = property.value {
                    if !property.name.isEmpty { context.locals[property.name] = value }
                    _ = visit(value, context)
                }
            case .function(let function):
                walkFunction(function)
            case .type(_, let members, _):
                walkDeclarations(members)
            case .assignment(_, let value, _):
                _ = visit(value, context)
            case .expression(let expression):
                context.isStatement = true
                defer { context.isStatement = false }
                if let group = visit(expression, context) {
                    context.parent = group
                    context.section = group
                    opened = group
                }
            }
        }
        return opened
    }

    private func visit(_ expression: KotlinExpression, _ context: Context) -> Int? {
        switch expression {
        case .call(let call):
            return visitCall(call, context)
        case .lambda(let lambda):
            _ = walk(lambda.statements, context)
            return nil
        case .conditional(let condition, let branches, _):
            for part in condition { _ = visit(part, context) }
            var opened: Int?
            for branch in branches {
                if let group = visit(branch, context) { opened = group }
            }
            return opened
        case .member(let base, _, _):
            return visit(base, context)
        case .other(let parts, _):
            var opened: Int?
            for part in parts {
                if let group = visit(part, context) { opened = group }
            }
            return opened
        case .name, .string, .literal, .skipped:
            return nil
        }
    }

    private func visitCall(_ call: KotlinCall, _ context: Context) -> Int? {
        guard let name = call.name else {
            _ = visit(call.callee, context)
            return nil
        }
        // A modifier chain is read where it is used, not walked: its lambdas are handlers.
        if ModifierFacts.isModifierChain(.call(call)) { return nil }
        if case .member(let base, _, _) = call.callee, case .call = base { _ = visit(base, context) }
        let modifiers = ModifierFacts(modifierOf: call, mapper: self, context: context)
        var context = context
        if modifiers.hidesFromAccessibility { context.hidden = true }

        if name == "Text" || name == "BasicText" {
            return text(call, name: name, modifiers: modifiers, context)
        }
        if ComposeControls.materialToggles.contains(name), isToggleCall(call, name: name) {
            materialToggle(call, name: name, modifiers: modifiers, context)
            return nil
        }
        let drawn = (name == "Icon" || name == "Image") ? drawnCheckbox(call, context) : nil
        // A component with an `onClick` and content of its own (`ListItem(onClick = …)`,
        // `Card(onClick = …)`, a `Surface(checked = …, onCheckedChange = …)`) is a clickable stop.
        let clickableComponent = Self.clickableComponents.contains(name) && (call.argument("onClick") != nil || call.argument("onCheckedChange") != nil)
            && (call.trailingLambda != nil || call.arguments.contains { if case .lambda = $0.value { true } else { false } })
        // A button (`IconButton`, Wear's `Button`) showing a checkbox drawing is a checkbox to its
        // user and a button to TalkBack; a button that shows none is dropped as a row.
        let isButton = name.hasSuffix("Button") && call.argument("onClick") != nil
        if modifiers.makesFocusStop || isButton || clickableComponent {
            var facts = modifiers
            if clickableComponent && !modifiers.makesFocusStop {
                // The component's own parameters make it toggleable, selectable or clickable.
                if let checked = call.argument("checked") {
                    facts.toggleKind = "toggleable"
                    facts.value = checked
                } else if let selected = call.argument("selected") {
                    // A component selected by a parameter (TV's `ListItem`, a `Surface`) sets the
                    // selected property: TalkBack says `Selected` / `Not selected` by it, whatever
                    // the control inside shows.
                    facts.toggleKind = "selectable"
                    facts.value = selected
                } else {
                    facts.isClickable = true
                }
                if Self.isFalse(call.argument("enabled")) { facts.disabled = true }
            }
            row(call, name: name, modifiers: facts, drawn: drawn, context)
            return nil
        }
        if let drawn, let row = context.row {
            row.drawn = drawn
            if let description = contentDescription(of: call, context) { row.texts.append(description) }
            return nil
        }
        if (name == "Icon" || name == "Image"), let row = context.row {
            if let description = contentDescription(of: call, context) { row.texts.append(description) }
            return nil
        }
        // A composable of the app's own inside a row (`PreferenceItemTitle(text = title)`): its
        // text is known only where it is defined, so the row's name is taken as set there.
        if context.isStatement, let row = context.row, let part = customContent(call, name: name, context) {
            row.customTexts.append(part)
        }
        // A container: its lambdas are its content.
        var inner = context
        inner.isStatement = false
        if ComposeControls.repeatingCalls.contains(name) { inner.repeated = true }
        let transparent = ComposeControls.transparentCalls.contains(name)
        if !transparent, call.trailingLambda != nil || call.arguments.contains(where: { if case .lambda = $0.value { true } else { false } }) {
            inner.layout = offset(call.nameToken)
        }
        // A heading inside a layout of its own titles what follows it there, within this section.
        if !transparent { inner.section = nil }
        let slots = call.arguments.filter { if case .lambda = $0.value { $0.label != nil } else { false } }
        if slots.count >= 2 {
            inner.slotText = slots.lazy.compactMap { self.firstText(in: $0.value, context, budget: 32) }.first
        }
        for argument in call.arguments where !ModifierFacts.isModifierArgument(argument) {
            _ = visit(argument.value, inner)
        }
        inner.slotText = context.slotText
        var opened: Int?
        if let lambda = call.trailingLambda {
            opened = walk(lambda.statements, inner)
        }
        return transparent ? opened : nil
    }

    // MARK: - Texts and headings

    /// A `Text`: part of the row it is in, a heading that opens a group, or a text element.
    private func text(_ call: KotlinCall, name: String, modifiers: ModifierFacts, _ context: Context) -> Int? {
        guard let value = call.argument("text", at: 0).map({ textValue($0, context) }) else { return nil }
        if let row = context.row {
            // A text hidden from TalkBack (`clearAndSetSemantics {}`, `invisibleToUser()`) names nothing.
            if !modifiers.hidesFromAccessibility { row.texts.append(value) }
            return nil
        }
        let hidden = context.hidden
        if modifiers.isHeading {
            let parent = context.section.map { pending[$0].parent } ?? context.parent
            pending.append(Pending(kind: .group, offset: offset(call.callee.firstToken), parent: parent,
                                   suppression: suppression(before: call.callee.firstToken)) { group in
                group.header = value.modelText
                group.isHiddenFromAccessibility = hidden
            })
            return pending.count - 1
        }
        let layout = context.layout
        pending.append(Pending(kind: .text, offset: offset(call.callee.firstToken), parent: context.parent, suppression: nil) { text in
            text.label = value.modelText
            text.layoutParent = layout
            text.isHiddenFromAccessibility = hidden
        })
        return nil
    }

    /// A text as TalkBack speaks it: a literal, a resolved `stringResource(R.string.x)`, or an
    /// expression known only at run time.
    func textValue(_ expression: KotlinExpression, _ context: Context?) -> ComposeText {
        switch expression {
        case .string(let value?, _):
            return .literal(value)
        case .call(let call) where call.name == "stringResource" || call.name == "getString" || call.name == "pluralStringResource":
            if let reference = call.argument("id", at: 0), let name = Self.resourceName(reference) {
                let written = "@string/" + name
                let language = String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
                if let resolved = stringResources?.resolve(written, layoutPath: file, language: language) { return .literal(resolved) }
                return .literal(written)
            }
        case .name(let name, _):
            if let value = context?.locals[name] ?? fileProperties[name], case .string(let literal?, _) = value { return .literal(literal) }
        default:
            break
        }
        return .dynamic(parser.source(from: expression.firstToken))
    }

    /// `R.string.name` → `name`.
    static func resourceName(_ expression: KotlinExpression) -> String? {
        guard case .member(let base, let name, _) = expression, case .member(_, "string", _) = base else { return nil }
        return name
    }

    // MARK: - Material toggles

    /// `Checkbox(checked, onCheckedChange)` rather than a class of the same name built otherwise.
    private func isToggleCall(_ call: KotlinCall, name: String) -> Bool {
        if name == "TriStateCheckbox" { return call.argument("state", at: 0) != nil }
        return call.argument("checked", at: 0) != nil
    }

    private func materialToggle(_ call: KotlinCall, name: String, modifiers: ModifierFacts, _ context: Context) {
        let isTriState = name == "TriStateCheckbox"
        let value = isTriState ? call.argument("state", at: 0) : call.argument("checked", at: 0)
        let handler = isTriState ? call.argument("onClick", at: 1) : call.argument("onCheckedChange", at: 1)
        let controlClass = ComposeControls.componentClass(name, imports: parser.imports)
        let isSwitch = name == "Switch"
        var handlerIsNull = handler == nil
        if case .name("null", _)? = handler { handlerIsNull = true }
        // Hidden from TalkBack inside a row (`Modifier.clearAndSetSemantics {}`): the row speaks for it.
        if handlerIsNull || (context.row != nil && modifiers.hidesFromAccessibility) {
            // Not a focus stop: the row around it toggles it (SPEC §12's recommended pattern); with
            // no row in this file, the composable that does is elsewhere.
            context.row?.absorbed = Absorbed(controlClass: controlClass, value: value, isTriState: isTriState, isSwitch: isSwitch)
            return
        }
        let state = value.map { self.state(of: $0, context) }
        let disabled = Self.isFalse(call.argument("enabled"))
        let untied = modifiers.contentDescription == nil && call.argument("text") == nil && call.argument("label") == nil
            && call.argument("title") == nil ? untiedText(context) : nil
        var iconName: ComposeText?
        if name.hasSuffix("ToggleButton"), let content = call.trailingLambda ?? call.argument("content").flatMap(Self.lambda) {
            iconName = firstIconDescription(in: content.statements, context)
                ?? firstText(in: .lambda(content), context, budget: 64)
                ?? passedInContent(content.statements)
        }
        // Glance's `CheckBox(…, text = "Apples")` and `Switch(…, text = …)` show their own label, as
        // does a design system's `Checkbox(…, label = …)` of the same name.
        let labelArgument = call.argument("text") ?? call.argument("label") ?? call.argument("title")
        let label = labelArgument.map { argument -> ComposeText in
            if case .lambda = argument { return firstText(in: argument, context, budget: 32) ?? .dynamic(parser.source(from: argument.firstToken)) }
            return textValue(argument, context)
        }
        let hidden = context.hidden
        let repeated = context.repeated
        let layout = context.layout
        pending.append(Pending(kind: .checkbox, offset: offset(call.callee.firstToken), parent: context.parent,
                               suppression: suppression(before: call.callee.firstToken)) { checkbox in
            checkbox.controlClass = controlClass
            checkbox.triState = isTriState ? true : nil
            if let state { Self.apply(state, to: checkbox) }
            if isSwitch { checkbox.traits = ["toggle"] }
            if disabled { checkbox.disabled = true }
            if let iconName { Self.name(checkbox, label: [iconName]) }
            if let label { Self.name(checkbox, label: [label]) }
            modifiers.applySemantics(to: checkbox)
            if checkbox.accessibleName == nil, let untied { checkbox.untiedText = untied.modelText }
            checkbox.isHiddenFromAccessibility = hidden
            checkbox.isRepeated = repeated
            checkbox.layoutParent = layout
        })
    }

    /// The text right beside a control in its list (the statement before or after it, or inside
    /// that statement's content), which TalkBack does not tie to it.
    private func untiedText(_ context: Context) -> ComposeText? {
        for position in [context.position - 1, context.position + 1] where context.siblings.indices.contains(position) {
            guard case .expression(let expression) = context.siblings[position] else { continue }
            if let text = firstText(in: expression, context, budget: 64) { return text }
        }
        return context.slotText
    }

    /// The first `Text(…)` in an expression, searched breadth-bounded (`budget` calls).
    private func firstText(in expression: KotlinExpression, _ context: Context, budget: Int) -> ComposeText? {
        var stack = [expression]
        var budget = budget
        while let current = stack.popLast(), budget > 0 {
            budget -= 1
            switch current {
            case .call(let call):
                if call.name == "Text", let value = call.argument("text", at: 0) { return textValue(value, context) }
                if let name = call.name, ComposeControls.materialToggles.contains(name) { continue }
                if let lambda = call.trailingLambda { stack += lambda.statements.reversed().compactMap(Self.expression) }
                stack += call.arguments.reversed().map(\.value)
            case .lambda(let lambda):
                stack += lambda.statements.reversed().compactMap(Self.expression)
            default:
                continue
            }
        }
        return nil
    }

    /// Content the caller passes in (`icon()`, `content()`, `if (checked) checkedIcon() else icon()`):
    /// whatever names it is set where the composable is used, known only at run time.
    private func passedInContent(_ statements: [KotlinStatement]) -> ComposeText? {
        for statement in statements {
            guard let expression = Self.expression(statement) else { continue }
            var calls: [KotlinCall] = []
            if case .call(let call) = expression { calls = [call] }
            if case .conditional(_, let branches, _) = expression {
                calls = branches.compactMap { if case .call(let call) = $0 { call } else { nil } }
            }
            for call in calls {
                guard case .name(let name, _) = call.callee, let first = name.first, first.isLowercase else { continue }
                return .dynamic(parser.source(from: expression.firstToken))
            }
        }
        return nil
    }

    private func firstIconDescription(in statements: [KotlinStatement], _ context: Context) -> ComposeText? {
        for case .expression(.call(let call)) in statements where call.name == "Icon" || call.name == "Image" {
            if let description = contentDescription(of: call, context) { return description }
        }
        return nil
    }

    private func contentDescription(of call: KotlinCall, _ context: Context) -> ComposeText? {
        guard let value = call.argument("contentDescription", at: 1) else { return nil }
        if case .name("null", _) = value { return nil }
        return textValue(value, context)
    }

    static func expression(_ statement: KotlinStatement) -> KotlinExpression? {
        if case .expression(let expression) = statement { return expression }
        return nil
    }

    static func lambda(_ expression: KotlinExpression) -> KotlinLambda? {
        if case .lambda(let lambda) = expression { return lambda }
        return nil
    }

    // MARK: - Rows: composables made a focus stop by their modifiers

    /// A Material toggle inside a row with `onCheckedChange = null`.
    struct Absorbed {
        var controlClass: String
        var value: KotlinExpression?
        var isTriState: Bool
        var isSwitch: Bool
    }

    /// A focus stop being read: what its content adds to it.
    final class Row {
        var texts: [ComposeText] = []
        /// What composables of the app's own inside the row may say (their text argument).
        var customTexts: [ComposeText] = []
        var absorbed: Absorbed?
        /// The condition a drawn checkbox inside it is chosen by.
        var drawn: KotlinExpression?
    }

    private func row(_ call: KotlinCall, name: String, modifiers: ModifierFacts, drawn: KotlinExpression?, _ context: Context) {
        let row = Row()
        row.drawn = drawn
        if drawn != nil, let description = contentDescription(of: call, context) { row.texts.append(description) }
        let slot = pending.count
        pending.append(Pending(kind: .checkbox, offset: offset(call.callee.firstToken), parent: context.parent,
                               suppression: suppression(before: call.callee.firstToken)) { _ in })
        var inner = context
        inner.isStatement = false
        inner.row = row
        inner.section = nil
        inner.parent = slot
        inner.layout = offset(call.nameToken)
        for argument in call.arguments where !ModifierFacts.isModifierArgument(argument) {
            _ = visit(argument.value, inner)
        }
        if let lambda = call.trailingLambda { _ = walk(lambda.statements, inner) }

        let isIconButton = name.hasSuffix("Button")
        let togglingRole = modifiers.role == "Checkbox" || modifiers.role == "Switch"
        let toggles = togglingRole || modifiers.toggleKind != nil || modifiers.toggleableState != nil
            || row.absorbed != nil || row.drawn != nil
        // A selectable row with no checkbox role and nothing toggling in it is a radio button or a tab.
        if !toggles || (modifiers.toggleKind == "selectable" && modifiers.role == nil && row.absorbed == nil && row.drawn == nil)
            || modifiers.role == "RadioButton" || modifiers.role == "Tab" {
            pending[slot].dropped = true
            return
        }
        let controlClass: String
        var traits: [String]?
        // A selectable is said `Selected` / `Not selected` whatever its role (but a tab's).
        let isSelectable = modifiers.toggleKind == "selectable"
        switch modifiers.role {
        case "Checkbox": controlClass = isSelectable ? ComposeControls.selectableCheckbox : ComposeControls.roleCheckbox
        case "Switch":
            controlClass = isSelectable ? ComposeControls.selectableSwitch : ComposeControls.roleSwitch
            traits = ["toggle"]
        case "Button":
            controlClass = ComposeControls.iconButton
            traits = ["button"]
        default:
            if isSelectable {
                controlClass = row.absorbed?.isSwitch == true ? ComposeControls.selectableSwitchWithoutRole : ComposeControls.selectableWithoutRole
                traits = []
            } else if modifiers.toggleKind != nil || modifiers.toggleableState != nil {
                controlClass = row.absorbed?.isSwitch == true ? ComposeControls.toggleableSwitchWithoutRole : ComposeControls.toggleableWithoutRole
                traits = []
            } else if isIconButton {
                controlClass = ComposeControls.iconButton
                traits = ["button"]
            } else {
                controlClass = ComposeControls.clickable
                traits = []
            }
        }
        let value = modifiers.value ?? modifiers.toggleableState ?? row.absorbed?.value ?? row.drawn
        let state = value.map { self.state(of: $0, context) }
        let isTriState = modifiers.toggleKind == "triStateToggleable" || row.absorbed?.isTriState == true
        let disabled = modifiers.disabled
        // Material's IconButton and components given minimumInteractiveComponentSize have 48 dp.
        let size = isIconButton || modifiers.enforcesMinimumSize ? (nil, nil) : modifiers.size
        var texts = modifiers.clearsChildren ? [] : row.texts.isEmpty ? Array(row.customTexts.prefix(1)) : row.texts
        // A row whose content is not in the file (`Row(…) { /* … */ }`, content passed in): its
        // name is set where the content is.
        if texts.isEmpty, !modifiers.clearsChildren, row.drawn == nil, row.absorbed == nil,
           call.trailingLambda.map({ $0.statements.isEmpty }) ?? !call.arguments.contains(where: { if case .lambda = $0.value { true } else { false } }) {
            texts = [.dynamic("content not in this file")]
        }
        let hidden = context.hidden
        let repeated = context.repeated
        let layout = context.layout
        pending[slot].configure = { checkbox in
            checkbox.controlClass = controlClass
            checkbox.traits = traits
            checkbox.triState = isTriState ? true : nil
            if let state { Self.apply(state, to: checkbox) }
            if disabled { checkbox.disabled = true }
            Self.name(checkbox, label: texts)
            modifiers.applySemantics(to: checkbox)
            checkbox.width = size.0
            checkbox.height = size.1
            checkbox.isHiddenFromAccessibility = hidden
            checkbox.isRepeated = repeated
            checkbox.layoutParent = layout
        }
    }

    /// Material (and TV Material) components that are a clickable, toggleable or selectable stop
    /// through their own `onClick` / `checked` / `selected` parameters. Components of the app's
    /// own with such parameters are judged where they are defined, not guessed at.
    static let clickableComponents: Set<String> = ["ListItem", "Card", "OutlinedCard", "ElevatedCard", "Surface", "DropdownMenuItem", "NavigationDrawerItem"]

    /// Compose's own layouts and decorations, which show no text of their own.
    static let silentComposables: Set<String> = [
        "Row", "Column", "Box", "Spacer", "Surface", "Card", "Divider", "HorizontalDivider", "VerticalDivider",
        "AnimatedVisibility", "AnimatedContent", "Crossfade", "CompositionLocalProvider", "Badge", "BadgedBox",
        "CircularProgressIndicator", "LinearProgressIndicator", "ProvideTextStyle", "FlowRow", "FlowColumn",
    ]

    /// The text a composable of the app's own may show: its `text`/`title`/`label` argument, else
    /// its first positional one, as an expression known only at run time.
    private func customContent(_ call: KotlinCall, name: String, _ context: Context) -> ComposeText? {
        guard let first = name.first, first.isUppercase, !Self.silentComposables.contains(name),
              !ComposeControls.materialToggles.contains(name) else { return nil }
        for label in ["text", "title", "label", "headline", "name", "summary", "description"] {
            if let value = call.argument(label) { return textValue(value, context).asDynamic(parser) }
        }
        if let value = call.positional(0), !ModifierFacts.isModifierChain(value) { return textValue(value, context).asDynamic(parser) }
        return nil
    }

    /// Names a checkbox by the texts it merges, joined as TalkBack joins them.
    static func name(_ checkbox: Element, label texts: [ComposeText]) {
        guard !texts.isEmpty else { return }
        checkbox.label = texts.map(\.modelText).joined(separator: ", ")
        if texts.contains(where: \.isDynamic) { checkbox.isNameDynamic = true }
    }

    // MARK: - Drawn checkboxes

    /// The condition a checkbox drawing is chosen by (`Icon(if (checked) Icons.Filled.CheckBox
    /// else Icons.Filled.CheckBoxOutlineBlank, …)`), when the icon is one.
    private func drawnCheckbox(_ call: KotlinCall, _ context: Context) -> KotlinExpression? {
        guard var icon = call.argument("imageVector") ?? call.argument("painter") ?? call.argument("bitmap") ?? call.argument("image") ?? call.positional(0) else { return nil }
        if case .name(let name, _) = icon, let local = context.locals[name] { icon = local }
        // `painterResource(if (…) R.drawable.a else R.drawable.b)`.
        if case .call(let inner) = icon, inner.name == "painterResource" || inner.name == "vectorResource", let argument = inner.argument("id", at: 0) {
            icon = argument
        }
        // `if (checked) A else B`, `when { done -> A; else -> B }`: the first condition chooses.
        guard case .conditional(let condition, let branches, _) = icon, branches.count >= 2, let first = condition.first,
              ComposeControls.looksLikeCheckboxIcon(branches.map { parser.source(from: $0.firstToken) }.joined(separator: " ")) else { return nil }
        return first
    }

    // MARK: - State

    enum StateValue {
        case known(CheckState)
        case binding(String)
    }

    static func apply(_ state: StateValue, to checkbox: Element) {
        switch state {
        case .known(let value):
            checkbox.state = value
            if value == .indeterminate { checkbox.triState = true }
        case .binding(let binding): checkbox.stateBinding = binding
        }
    }

    /// The initial state of a value: a literal, `ToggleableState.On`, or a local or file property
    /// whose initial value is one (`var checked by remember { mutableStateOf(false) }`); else
    /// the expression, shown in braces by the preview.
    func state(of expression: KotlinExpression, _ context: Context) -> StateValue {
        if let known = literalState(expression) { return .known(known) }
        // `ToggleableState(isChecked)`: the Boolean is the state.
        if case .call(let call) = expression, call.name == "ToggleableState", let value = call.positional(0) {
            return state(of: value, context)
        }
        var name: String?
        if case .name(let written, _) = expression { name = written }
        if case .member(.name(let written, _), "value", _) = expression { name = written }
        if let name, let initial = context.locals[name] ?? fileProperties[name], let known = initialState(initial) {
            return .known(known)
        }
        return .binding(parser.source(from: expression.firstToken))
    }

    private func literalState(_ expression: KotlinExpression) -> CheckState? {
        switch expression {
        case .name("true", _): return .checked
        case .name("false", _): return .unchecked
        case .member(.name("ToggleableState", _), let member, _):
            switch member {
            case "On": return .checked
            case "Off": return .unchecked
            case "Indeterminate": return .indeterminate
            default: return nil
            }
        case .call(let call) where call.name == "ToggleableState":
            return call.positional(0).flatMap(literalState)
        default:
            return nil
        }
    }

    /// The literal inside `mutableStateOf(…)` / `remember { mutableStateOf(…) }`, bounded.
    private func initialState(_ expression: KotlinExpression) -> CheckState? {
        if let literal = literalState(expression) { return literal }
        var stack = [expression]
        var budget = 16
        while let current = stack.popLast(), budget > 0 {
            budget -= 1
            guard case .call(let call) = current else { continue }
            if let name = call.name, name.hasPrefix("mutableStateOf") || name == "MutableStateFlow" || name == "mutableStateOf" {
                return call.argument("value", at: 0).flatMap(literalState)
            }
            if let lambda = call.trailingLambda { stack += lambda.statements.compactMap(Self.expression) }
            stack += call.arguments.map(\.value)
        }
        return nil
    }

    static func isFalse(_ expression: KotlinExpression?) -> Bool {
        if case .name("false", _)? = expression { return true }
        return false
    }

    // MARK: - Suppression

    /// The inline suppression in the comments right before `token` (SPEC §6), in `//` or `/* */`.
    func suppression(before token: Int) -> RawSuppression? {
        guard token < tokens.count, !comments.isEmpty else { return nil }
        var previous = token - 1
        while previous >= 0, tokens[previous].kind == .newline { previous -= 1 }
        let from = previous >= 0 ? tokens[previous].end : 0
        let to = tokens[token].start
        // The first comment at or after `from`.
        var low = 0, high = comments.count
        while low < high {
            let middle = (low + high) / 2
            if comments[middle].start < from { low = middle + 1 } else { high = middle }
        }
        var found: RawSuppression?
        while low < comments.count, comments[low].end <= to {
            let comment = comments[low]
            let text = String(decoding: bytes[comment.textStart..<max(comment.textStart, comment.textEnd)], as: UTF8.self)
            if let parsed = RawSuppression.parse(comment: text, offset: comment.start) { found = parsed }
            low += 1
        }
        return found
    }
}

/// A text as the model shows it: a literal (resolved resource) or an expression in braces.
enum ComposeText {
    case literal(String)
    case dynamic(String)

    /// What the model holds: the text, or `{expression}` for one known only at run time.
    var modelText: String {
        switch self {
        case .literal(let text): text
        case .dynamic(let source): "{" + (source.count > 60 ? String(source.prefix(59)) + "…" : source) + "}"
        }
    }

    /// A text shown through a composable of the app's own: kept as it is passed (a literal is
    /// what it will show; an expression is known at run time).
    func asDynamic(_ parser: KotlinParser) -> ComposeText {
        switch self {
        case .literal, .dynamic: self
        }
    }

    var isDynamic: Bool {
        if case .dynamic = self { return true }
        return false
    }
}
