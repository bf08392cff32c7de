import CheckboxLintKit
import SwiftSyntax

/// What SwiftUI modifiers on a construct (and the views around it) mean in the model (SPEC §10).
struct SwiftModifiers {
    var disabled: Bool?
    var hidden = false
    var accessibilityLabel: SourceValue?
    var accessibilityValue: SourceValue?
    var hint: SourceValue?
    var identifier: String?
    var addedTraits: [String] = []
    var removedTraits: [String] = []
    var combined: Bool?
    var insideButton = false
    var size: (width: Double?, height: Double?) = (nil, nil)
    /// The nearest `.toggleStyle(…)` argument.
    var toggleStyle: ExprSyntax?

    init(_ context: ViewContext) {
        size = Self.size(from: context.modifiers)
        for modifier in context.modifiers {
            let argument = modifier.call.arguments.first?.expression
            switch modifier.name {
            case "accessibilityLabel": accessibilityLabel = argument.map(SourceValue.init)
            case "accessibilityValue": accessibilityValue = argument.map(SourceValue.init)
            case "accessibilityHint": hint = argument.map(SourceValue.init)
            case "accessibilityIdentifier": identifier = argument.flatMap(SwiftSyntaxFacts.stringLiteral)
            case "accessibilityAddTraits": addedTraits += argument.map(SwiftConstructs.traitWords) ?? []
            case "accessibilityRemoveTraits": removedTraits += argument.map(SwiftConstructs.traitWords) ?? []
            default: break
            }
        }
        // The environment reaches everything inside: the nearest setting wins. Each container's
        // settings are read once for all the views inside it (`ViewContext.Chains`).
        var settings = InheritedSettings(context.modifiers)
        for container in context.containers { settings.add(outer: container.settings) }
        // `.disabled(true)` anywhere up disables; a value known only at run time is unknown.
        if settings.disabled { disabled = true }
        hidden = settings.hidden
        toggleStyle = settings.toggleStyle
        insideButton = context.containers.contains { $0.name == "Button" }
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
                if ["all", "horizontal", "leading", "trailing"].contains(edges ?? "") {
                    width = width.map { $0 + (edges == "all" || edges == "horizontal" ? 2 * length : length) }
                }
                if ["all", "vertical", "top", "bottom"].contains(edges ?? "") {
                    height = height.map { $0 + (edges == "all" || edges == "vertical" ? 2 * length : length) }
                }
            default:
                break
            }
        }
        return (width, height)
    }
}
