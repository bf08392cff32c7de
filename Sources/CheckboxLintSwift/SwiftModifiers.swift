import CheckboxLintKit
import SwiftSyntax

/// What SwiftUI modifiers on a construct (and the views around it) mean in the model (SPEC §10).
struct SwiftModifiers {
    var disabled: Bool?
    var hidden = false
    var accessibilityLabel: ExprSyntax?
    var accessibilityValue: ExprSyntax?
    var hint: ExprSyntax?
    var identifier: String?
    var addedTraits: [String] = []
    /// `.accessibilityAddTraits(on ? [.isButton, .isSelected] : .isButton)`: the condition, and the
    /// traits the first branch adds to the second's.
    var traitsCondition: String?
    var addedTraitsWhenTrue: [String] = []
    var removedTraits: [String] = []
    var combined: Bool?
    var insideButton = false
    var size: (width: Double?, height: Double?) = (nil, nil)
    /// The nearest `.toggleStyle(…)` argument.
    var toggleStyle: ExprSyntax?
    /// Inside a `Form` styled `.formStyle(.grouped)` (or `GroupedFormStyle()`).
    var inGroupedForm = false

    /// - Parameter outer: what the views of the file that show the view's declaration set around
    ///   it (`ShownEnvironment`); the view's own settings are nearer and win.
    init(_ context: ViewContext, shownIn outer: ShownEnvironment.Outer? = nil) {
        size = Self.size(from: context.modifiers)
        // Each modifier spelt as today's once, for this and for the environment it sets.
        let normalizedModifiers = context.modifiers.map { Self.normalized($0.name, $0.call) }
        for (name, argument) in normalizedModifiers {
            switch name {
            case "accessibilityLabel": accessibilityLabel = argument
            case "accessibilityValue": accessibilityValue = argument
            case "accessibilityHint": hint = argument
            case "accessibilityIdentifier": identifier = argument.flatMap(SwiftSyntaxFacts.stringLiteral)
            case "accessibilityAddTraits":
                guard let argument else { break }
                if let ternary = SwiftSyntaxFacts.ternary(argument), ternary.branches.count == 2 {
                    let whenTrue = SwiftConstructs.traitWords(ternary.branches[0])
                    let whenFalse = SwiftConstructs.traitWords(ternary.branches[1])
                    addedTraits += whenFalse
                    traitsCondition = ternary.condition
                    addedTraitsWhenTrue += whenTrue.filter { !whenFalse.contains($0) }
                } else {
                    addedTraits += SwiftConstructs.traitWords(argument)
                }
            case "accessibilityRemoveTraits": removedTraits += argument.map(SwiftConstructs.traitWords) ?? []
            default: break
            }
        }
        // The environment reaches everything inside: the nearest setting wins. `.disabled(true)`
        // anywhere up disables; a value known only at run time is unknown. Each container's
        // settings are read once for all the views inside it (read again for each, a stack of
        // thousands of Toggles under hundreds of modifiers read them all for each Toggle).
        var environment = InheritedSettings(normalized: normalizedModifiers)
        for container in context.containers { environment.add(outer: container.settings) }
        if let outer { environment.add(outer: outer.settings) }
        if environment.disabled { disabled = true }
        if environment.hidden { hidden = true }
        if toggleStyle == nil { toggleStyle = environment.toggleStyle }
        // Or a project's own modifier that applies a style (`.checkboxToggle()`, `ToggleStyleHelpers`)
        // nearer the view than any `.toggleStyle(…)`: the innermost style applies, as in SwiftUI
        // (`Toggle(…).checkboxStyle()` in a stack styled `.switch` is a checkbox; a Toggle's own
        // `.toggleStyle(.switch)` in a stack given `.checkboxStyle()` a switch). Read on the view
        // itself, then on the containers around it, innermost first; a `.toggleStyle(…)` met first
        // is the one the environment already gave.
        // The chains are read where they are (an array of them made for each view cost ~1,400
        // instructions a view).
        if !Self.endsStyleSearch(context.modifiers, setting: &toggleStyle) {
            for index in context.containers.indices where Self.endsStyleSearch(context.containers[index].modifiers, setting: &toggleStyle) {
                break
            }
        }
        if let style = environment.formStyle, context.containers.contains(where: { $0.name == "Form" }) || outer?.inForm == true {
            inGroupedForm = Self.isGrouped(style)
        }
        // A Button beyond a presentation's content (`.popover { … }` on its label's image) holds
        // another screen, not the view.
        insideButton = context.sameScreenContainers.contains { $0.name == "Button" }
    }

    /// `.grouped` or `GroupedFormStyle()`: a `.formStyle(…)` argument that draws macOS 13's settings look.
    static func isGrouped(_ style: ExprSyntax) -> Bool {
        let name = style.as(FunctionCallExprSyntax.self).flatMap(SwiftSyntaxFacts.calleeName) ?? SwiftSyntaxFacts.memberName(style)
        return name == "grouped" || name == "GroupedFormStyle"
    }

    /// The deprecated `.accessibility(label: …)` family spelt as today's modifiers
    /// (`accessibilityLabel`), with its argument; other modifiers as they are, with their first.
    static func normalized(_ name: String, _ call: FunctionCallExprSyntax) -> (name: String, argument: ExprSyntax?) {
        let (name, argument) = spelled(name, call)
        switch name {
        case "accessibilityLabel", "accessibilityValue", "accessibilityHint":
            return (name, argument.map(textContent))
        default:
            return (name, argument)
        }
    }

    /// `Text(title)`, `Text(LocalizedStringKey(title))` → `title`: the text a `Text` of an
    /// expression shows (a literal `Text("…")` is read as a literal already).
    static func textContent(_ expression: ExprSyntax) -> ExprSyntax {
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call),
              name == "Text" || name == "LocalizedStringKey", call.arguments.count == 1, let only = call.arguments.first,
              only.label == nil || SwiftSyntaxFacts.isShownWords(only, of: name), !only.expression.is(StringLiteralExprSyntax.self) else { return expression }
        return textContent(only.expression)
    }

    private static func spelled(_ name: String, _ call: FunctionCallExprSyntax) -> (name: String, argument: ExprSyntax?) {
        guard name == "accessibility", let first = call.arguments.first, let label = first.label?.text else {
            return (name, call.arguments.first?.expression)
        }
        let modern: String = switch label {
        case "label": "accessibilityLabel"
        case "value": "accessibilityValue"
        case "hint": "accessibilityHint"
        case "identifier": "accessibilityIdentifier"
        case "addTraits": "accessibilityAddTraits"
        case "removeTraits": "accessibilityRemoveTraits"
        case "hidden": "accessibilityHidden"
        default: name
        }
        return (modern, first.expression)
    }

    /// One chain of the search for a project's own style modifier: true when the search ends there,
    /// at a `.toggleStyle(…)` (the environment's style stands) or at a helper whose style is set.
    private static func endsStyleSearch(_ chain: [ViewContext.Modifier], setting toggleStyle: inout ExprSyntax?) -> Bool {
        for modifier in chain {
            if modifier.name == "toggleStyle" { return true }
            guard ToggleStyleHelpers.mayApplyAStyle(modifier.name), let file = Syntax(modifier.call).root.as(SourceFileSyntax.self),
                  let style = ToggleStyleHelpers.style(appliedBy: modifier.name, in: file) else { continue }
            toggleStyle = style
            return true
        }
        return false
    }

    /// Literal `.frame(width:height:)` / `.frame(minWidth:minHeight:)`, with literal padding applied
    /// after it; a size set by anything not literal, or default padding, is unknown.
    static func size(from modifiers: [ViewContext.Modifier]) -> (width: Double?, height: Double?) {
        var width: Double?
        var height: Double?
        var framed = false
        for modifier in modifiers {
            switch modifier.name {
            case "frame":
                let call = modifier.call
                let w = SwiftSyntaxFacts.argument(call, "width") ?? SwiftSyntaxFacts.argument(call, "minWidth")
                let h = SwiftSyntaxFacts.argument(call, "height") ?? SwiftSyntaxFacts.argument(call, "minHeight")
                if let w { width = SwiftSyntaxFacts.numberLiteral(w) }
                if let h { height = SwiftSyntaxFacts.numberLiteral(h) }
                framed = framed || w != nil || h != nil
            case "padding" where framed:
                let arguments = Array(modifier.call.arguments)
                // `.padding()` and `.padding(.horizontal)`: the system's default, not known here.
                let length = arguments.last.flatMap { $0.label == nil ? SwiftSyntaxFacts.numberLiteral($0.expression) : nil }
                let edges = arguments.count == 2 ? SwiftSyntaxFacts.memberName(arguments[0].expression) : "all"
                guard let length else {
                    width = nil
                    height = nil
                    continue
                }
                (width, height) = padded(width, height, by: length, on: edges)
            default:
                break
            }
        }
        return (width, height)
    }

    /// A size with `.padding(edges, length)` added: twice on `all`, `horizontal` and `vertical`,
    /// once on one edge; an edge set it does not know adds nothing.
    static func padded(_ width: Double?, _ height: Double?, by length: Double, on edges: String?) -> (width: Double?, height: Double?) {
        var (width, height) = (width, height)
        if ["all", "horizontal", "leading", "trailing"].contains(edges ?? "") {
            width = width.map { $0 + (edges == "all" || edges == "horizontal" ? 2 * length : length) }
        }
        if ["all", "vertical", "top", "bottom"].contains(edges ?? "") {
            height = height.map { $0 + (edges == "all" || edges == "vertical" ? 2 * length : length) }
        }
        return (width, height)
    }
}
