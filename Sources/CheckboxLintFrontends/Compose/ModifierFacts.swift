import CheckboxLintModel

/// What a composable's `Modifier` chain tells TalkBack: whether it is a focus stop that toggles
/// (`toggleable`, `triStateToggleable`, `selectable`, `clickable`), its role, value and
/// availability, the semantics it sets (`contentDescription`, `stateDescription`,
/// `toggleableState`, `heading()`, `invisibleToUser()`), whether it clears its children's
/// (`clearAndSetSemantics`), and its size.
struct ModifierFacts {
    /// `toggleable`, `triStateToggleable` or `selectable`, when one is applied.
    var toggleKind: String?
    var isClickable = false
    /// `Role.Checkbox` → `Checkbox`.
    var role: String?
    /// The toggle modifier's value (`value`, `state`, `selected`).
    var value: KotlinExpression?
    var toggleableState: KotlinExpression?
    var disabled = false
    var contentDescription: ComposeText?
    var stateDescription: ComposeText?
    var isHeading = false
    var mergesDescendants = false
    var clearsChildren = false
    var invisible = false
    var enforcesMinimumSize = false
    var size: (Double?, Double?) = (nil, nil)

    init() {}

    /// The facts of the modifier `call` is given (its `modifier =` argument, or a positional one
    /// that starts with `Modifier`).
    init(modifierOf call: KotlinCall, mapper: ComposeMapper, context: ComposeMapper.Context?) {
        guard var chain = call.arguments.first(where: Self.isModifierArgument)?.value else { return }
        // `modifier = rowModifier` for `val rowModifier = Modifier.toggleable(…)`.
        if case .name(let name, _) = chain, let local = context?.locals[name] { chain = local }
        for link in Self.links(of: chain) { read(link, mapper: mapper, context: context) }
    }

    /// A focus stop of its own, whose content TalkBack merges into it.
    var makesFocusStop: Bool {
        toggleKind != nil || isClickable || mergesDescendants || (clearsChildren && role != nil)
    }

    /// Hidden from TalkBack with everything inside (when it is not a stop that speaks for it).
    var hidesFromAccessibility: Bool {
        invisible || (clearsChildren && !makesFocusStop && contentDescription == nil)
    }

    func applySemantics(to checkbox: Element) {
        if let contentDescription {
            checkbox.accessibilityLabel = contentDescription.modelText
            if contentDescription.isDynamic { checkbox.isNameDynamic = true }
        }
        if let stateDescription {
            checkbox.accessibilityValue = stateDescription.modelText
            if stateDescription.isDynamic { checkbox.isValueDynamic = true }
        }
        if disabled { checkbox.disabled = true }
    }

    // MARK: - Reading the chain

    static func isModifierArgument(_ argument: KotlinArgument) -> Bool {
        if argument.label == "modifier" { return true }
        return argument.label == nil && isModifierChain(argument.value)
    }

    /// Whether an expression is a modifier chain: it starts at `Modifier` or a parameter named
    /// like one (`modifier`, `rowModifier`).
    static func isModifierChain(_ expression: KotlinExpression) -> Bool {
        var current = expression
        for _ in 0..<256 {
            switch current {
            case .name(let name, _):
                return name == "Modifier" || name.hasSuffix("odifier")
            case .member(let base, _, _):
                current = base
            case .call(let call):
                guard case .member = call.callee else { return false }
                current = call.callee
            default:
                return false
            }
        }
        return false
    }

    /// The calls of a chain, first applied first; `then(…)` chains inlined. Bounded.
    static func links(of chain: KotlinExpression) -> [KotlinCall] {
        var links: [KotlinCall] = []
        var pendingChains = [chain]
        var budget = 512
        while let next = pendingChains.popLast(), budget > 0 {
            var current = next
            if case .conditional(_, let branches, _) = current {
                pendingChains += branches
                continue
            }
            var reversed: [KotlinCall] = []
            while budget > 0 {
                budget -= 1
                if case .call(let call) = current {
                    reversed.append(call)
                    if case .member(let base, _, _) = call.callee { current = base; continue }
                    break
                } else if case .member(let base, _, _) = current {
                    current = base
                    continue
                }
                break
            }
            for call in reversed.reversed() {
                links.append(call)
                // Modifiers chosen in code: `then(if (x) Modifier.toggleable(…) else Modifier)`,
                // `run { if (…) combinedClickable(…) else then(this.toggleable(…)) }`: every branch read.
                guard let name = call.name, name == "then" || name == "run" || name == "let" || name == "apply" || name == "also" else { continue }
                var nested = call.arguments.map(\.value)
                if let lambda = call.trailingLambda { nested += lambda.statements.compactMap(ComposeMapper.expression) }
                while let inner = nested.popLast(), budget > 0 {
                    budget -= 1
                    switch inner {
                    case .conditional(_, let branches, _): nested += branches
                    case .lambda(let lambda): nested += lambda.statements.compactMap(ComposeMapper.expression)
                    case .call, .member: pendingChains.append(inner)
                    default: break
                    }
                }
            }
        }
        return links
    }

    private mutating func read(_ call: KotlinCall, mapper: ComposeMapper, context: ComposeMapper.Context?) {
        guard let name = call.name else { return }
        switch name {
        case "toggleable", "triStateToggleable", "selectable":
            toggleKind = name
            let label = name == "toggleable" ? "value" : name == "triStateToggleable" ? "state" : "selected"
            value = call.argument(label, at: 0)
            readRoleAndEnabled(call)
        case "clickable", "combinedClickable":
            isClickable = true
            readRoleAndEnabled(call)
        case "semantics", "clearAndSetSemantics":
            if name == "clearAndSetSemantics" { clearsChildren = true }
            if case .name("true", _)? = call.argument("mergeDescendants", at: 0) { mergesDescendants = true }
            if let lambda = call.trailingLambda ?? call.argument("properties").flatMap(ComposeMapper.lambda) {
                readSemantics(lambda.statements, mapper: mapper, context: context)
            }
        case "minimumInteractiveComponentSize", "minimumTouchTargetSize":
            enforcesMinimumSize = true
        case "size", "requiredSize":
            let dp = { (expression: KotlinExpression) in Self.dp(expression, mapper.parser) }
            if let both = call.argument("size").flatMap(dp) {
                size = (both, both)
            } else {
                if let width = call.argument("width", at: 0).flatMap(dp) { size.0 = width }
                if let height = call.argument("height").flatMap(dp) ?? (call.positional(1) ?? call.positional(0)).flatMap(dp) {
                    size.1 = height
                }
            }
        case "width", "requiredWidth":
            if let width = call.argument("width", at: 0).flatMap({ Self.dp($0, mapper.parser) }) { size.0 = width }
        case "height", "requiredHeight":
            if let height = call.argument("height", at: 0).flatMap({ Self.dp($0, mapper.parser) }) { size.1 = height }
        default:
            break
        }
    }

    private mutating func readRoleAndEnabled(_ call: KotlinCall) {
        if let role = call.argument("role"), case .member(.name("Role", _), let member, _) = role { self.role = member }
        if ComposeMapper.isFalse(call.argument("enabled")) { disabled = true }
    }

    private mutating func readSemantics(_ statements: [KotlinStatement], mapper: ComposeMapper, context: ComposeMapper.Context?) {
        for statement in statements {
            switch statement {
            case .assignment(let target, let value, _):
                // `contentDescription = …`, `this.contentDescription = …`.
                let property: String
                switch target {
                case .name(let name, _): property = name
                case .member(.name("this", _), let name, _): property = name
                default: continue
                }
                switch property {
                case "contentDescription": contentDescription = mapper.textValue(value, context)
                case "stateDescription": stateDescription = mapper.textValue(value, context)
                case "role":
                    if case .member(.name("Role", _), let member, _) = value { role = member }
                case "toggleableState": toggleableState = value
                case "selected" where toggleKind == nil:
                    // The property `selectable` sets: TalkBack says `Selected` / `Not selected` by it.
                    toggleKind = "selectable"
                    self.value = value
                default: break
                }
            case .expression(.call(let call)):
                switch call.name {
                case "heading": isHeading = true
                case "disabled": disabled = true
                case "invisibleToUser", "hideFromAccessibility": invisible = true
                default: break
                }
            default:
                continue
            }
        }
    }

    /// `24.dp`, `24f.dp`, `(24).dp` → 24.
    static func dp(_ expression: KotlinExpression, _ parser: KotlinParser) -> Double? {
        guard case .member(let base, "dp", _) = expression else { return nil }
        return number(base, parser)
    }

    private static func number(_ expression: KotlinExpression, _ parser: KotlinParser) -> Double? {
        switch expression {
        case .literal(let token):
            var text = parser.text(token).filter { $0 != "_" }
            while let last = text.last, last == "f" || last == "F" || last == "L" { text.removeLast() }
            return Double(text)
        case .other(let parts, _) where parts.count == 1:
            return number(parts[0], parser)
        default:
            return nil
        }
    }
}
