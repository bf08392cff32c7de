@_spi(RawSyntax) import SwiftSyntax

/// What surrounds a view expression in a SwiftUI body: the modifiers applied to it, and the
/// views that contain it (`VStack { … }`, `Section("…") { … }`, `Button { … } label: { … }`)
/// with their own modifiers, nearest first, up to the declaration that holds it.
struct ViewContext {
    struct Modifier {
        let name: String
        let call: FunctionCallExprSyntax
    }

    /// The modifiers written on `expression` itself, in the order they apply (innermost first:
    /// `Circle().frame(…).offset(…)` gives `frame`, `offset`), and the view they modify.
    static func ownModifiers(of expression: ExprSyntax) -> (modifiers: [Modifier], base: ExprSyntax) {
        var found: [Modifier] = []
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            found.append(Modifier(name: modifierName(member), call: call))
            current = base
        }
        return (found.reversed(), current)
    }

    struct Container {
        /// The called name (`Section`, `VStack`); nil for a modifier's content (`.overlay { … }`).
        let name: String?
        let call: FunctionCallExprSyntax
        /// The closure or argument the view sits in (`header` for `Section { } header: { }`).
        let slot: String?
        /// Modifiers applied to the container, innermost first.
        let modifiers: [Modifier]
        /// What those modifiers set for the views inside.
        let settings: InheritedSettings
    }

    /// Each container's modifier chain, read once for all the views inside it: read again for
    /// each, a stack of thousands of Toggles under thousands of modifiers was quadratic (8,000 ×
    /// 8,000 in 300 KB took 50 s).
    final class Chains {
        private var byCall: [SyntaxIdentifier: (modifiers: [Modifier], top: ExprSyntax, settings: InheritedSettings)] = [:]
        /// The containers above a container, and the declaration the climb ends at: the same for
        /// every view inside it, climbed once.
        /// `presented`: where, among those containers, the nearest presented content ends
        /// (`ViewContext.presented`), counted from the first of them.
        var above: [SyntaxIdentifier: (containers: [Container], declaration: Syntax?, isInMenu: Bool, presented: Int?)] = [:]

        init() {}

        func chain(above call: FunctionCallExprSyntax) -> (modifiers: [Modifier], top: ExprSyntax, settings: InheritedSettings) {
            if let known = byCall[call.id] { return known }
            let (modifiers, top) = ViewContext.modifierChain(above: ExprSyntax(call))
            let made = (modifiers, top, InheritedSettings(modifiers))
            byCall[call.id] = made
            return made
        }
    }

    /// Modifiers applied to the view itself, innermost first.
    private(set) var modifiers: [Modifier] = []
    /// The expression with all its modifiers.
    private(set) var outermost: ExprSyntax
    private(set) var containers: [Container] = []
    /// The declaration the climb stopped at (`var body`, a function, a type): where the type and
    /// member that hold the view are looked up from, without climbing again.
    private(set) var declaration: Syntax?
    /// Whether the view is an item of a menu (`SwiftContainers.isMenuStep` at some step up to the
    /// declaration): the nodes the climb passes over (a container's modifier chain) never make one.
    private(set) var isInMenu = false
    /// When the view sits in what a presentation modifier shows (`.popover { … }`, `.sheet { … }`,
    /// an alert's actions), attached somewhere inside a container: how many of `containers`, from
    /// the nearest, lie inside that content. What it shows is another screen (a popover's switches
    /// are not in the `Button` whose label image carries the `.popover`), so the containers beyond
    /// hold the view for the environment they hand down, not as a control or row around it.
    private(set) var presented: Int?

    /// The containers on the view's own screen: up to the content of a presentation, if any.
    var sameScreenContainers: ArraySlice<Container> { containers[..<(presented ?? containers.count)] }

    /// Modifiers whose content is shown as another screen or window, over the view they are written on.
    static let presentationModifiers: Set<String> = ["popover", "sheet", "fullScreenCover", "inspector", "alert", "confirmationDialog"]

    init(of view: ExprSyntax, chains: Chains = Chains()) {
        let (chain, top) = Self.modifierChain(above: view)
        modifiers = chain
        outermost = top
        var current = Syntax(top)
        var known: (containers: [Container], declaration: Syntax?, isInMenu: Bool, presented: Int?)?
        // The highest index of a container (-1: none) at or below a node that makes a menu; -2: no such node.
        var menuAbove = -2
        // Each content of a presentation climbed out of: the count of containers inside it.
        var crossings: [Int] = []
        while let parent = current.parent {
            // Read once per step (~70 instructions each time), not once per question.
            let kind = parent.kind
            // A view's context ends at the declaration that holds it (`var body`, a function, a type).
            // A `#if` is a declaration to the parser, but among a container's views it only picks
            // which of them are built: the views of its clause stay in that container.
            if kind.isDeclaration && kind != .ifConfigDecl {
                declaration = parent
                break
            }
            let container = kind == .functionCallExpr ? parent.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id != current.id ? $0 : nil } : nil
            // A container's name, read once for the menu step and the container (~520 instructions).
            let containerName = container.map(SwiftSyntaxFacts.calleeName)
            if SwiftContainers.isMenuStep(parent, kind: kind, from: current, callName: containerName) {
                menuAbove = max(menuAbove, container == nil ? containers.count - 1 : containers.count)
            }
            // A modifier's content (no called name): a presentation's shows another screen.
            if let call = container, case .some(nil) = containerName,
               let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               Self.presentationModifiers.contains(Self.modifierName(member)) {
                crossings.append(containers.count)
            }
            if let call = container, let name = containerName {
                // Only a section's or a button's slot matters (`header:`, `label:`): the others are
                // not looked for.
                let slot = name == "Section" || name == "GroupBox" || name == "Button" ? Self.slot(of: current, in: call) : nil
                let (chain, top, settings) = chains.chain(above: call)
                containers.append(Container(name: name, call: call, slot: slot, modifiers: chain, settings: settings))
                // From a container up, an earlier view inside it climbed already.
                if let above = chains.above[call.id] {
                    known = above
                    if above.isInMenu { menuAbove = max(menuAbove, containers.count - 1) }
                    break
                }
                current = Syntax(top)
                continue
            }
            current = parent
        }
        let climbed = containers.count
        if let known {
            if let above = known.presented { crossings.append(climbed + above) }
            containers += known.containers
            declaration = known.declaration
        }
        // The last container climbed, when the climb stopped at it, is known already.
        isInMenu = menuAbove >= -1
        presented = crossings.first
        for index in 0..<(known == nil ? climbed : climbed - 1) {
            // The nearest content above it (the crossings climb outwards, the known one last).
            let presentedAbove = crossings.first { $0 > index }.map { $0 - index - 1 }
            chains.above[containers[index].call.id] = (Array(containers[(index + 1)...]), declaration, menuAbove >= index, presentedAbove)
        }
    }

    /// The modifiers called on `view` (`view.disabled(true).frame(…)`), innermost first, and the
    /// expression they end at.
    static func modifierChain(above view: ExprSyntax) -> ([Modifier], ExprSyntax) {
        var chain: [Modifier] = []
        var current = view
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
            chain.append(Modifier(name: modifierName(member), call: call))
            current = ExprSyntax(call)
        }
        return (chain, current)
    }

    /// `member.declName.baseName.text`, read on the raw tree: through the nodes, the name's node, its
    /// token's and the text through the token's kind cost ~850 instructions a modifier. A missing
    /// name's text is read through the node, as `text` reads it.
    private static func modifierName(_ member: MemberAccessExprSyntax) -> String {
        if let raw = member.raw.as(RawMemberAccessExprSyntax.self), raw.declName.baseName.presence == .present {
            return String(syntaxText: raw.declName.baseName.tokenText)
        }
        return member.declName.baseName.text
    }

    /// The label of the argument or trailing closure `node` is (part of) in `call`.
    private static func slot(of node: Syntax, in call: FunctionCallExprSyntax) -> String? {
        if let trailing = call.trailingClosure, trailing.id == node.id { return nil }
        for closure in call.additionalTrailingClosures where SwiftSyntaxFacts.contains(closure, node) {
            return closure.label.text
        }
        for argument in call.arguments where SwiftSyntaxFacts.contains(argument, node) {
            return argument.label?.text
        }
        return nil
    }

    /// Every modifier that applies, the view's own first, then each container's.
    var allModifiers: [Modifier] { modifiers + containers.flatMap(\.modifiers) }

    /// Modifiers whose effect reaches the views inside (the environment: `.disabled`,
    /// `.toggleStyle`, `.accessibilityHidden`): the view's own first, then the containers'.
    func inherited(_ name: String) -> [Modifier] {
        // Each chain looked at in place: `allModifiers` copied every modifier of every container
        // into a new array, for each view, to find none most of the time.
        var found: [Modifier] = []
        for modifier in modifiers where modifier.name == name { found.append(modifier) }
        for container in containers {
            for modifier in container.modifiers where modifier.name == name { found.append(modifier) }
        }
        return found
    }
}

/// What a chain of modifiers sets for everything inside the view (the environment): the nearest
/// setting wins, as SwiftUI's environment does.
struct InheritedSettings {
    /// `.disabled(true)`; a value known only at run time is unknown, not false.
    var disabled = false
    /// `.accessibilityHidden(true)`.
    var hidden = false
    /// The nearest `.toggleStyle(…)` argument.
    var toggleStyle: ExprSyntax?
    /// The nearest `.formStyle(…)` argument.
    var formStyle: ExprSyntax?

    init(_ modifiers: [ViewContext.Modifier]) {
        // The deprecated `.accessibility(hidden:)` spelt as today's modifier, as `SwiftModifiers` reads it.
        self.init(normalized: modifiers.map { SwiftModifiers.normalized($0.name, $0.call) })
    }

    /// From modifiers spelt as today's already (`SwiftModifiers.normalized`), innermost first.
    init(normalized modifiers: [(name: String, argument: ExprSyntax?)]) {
        for (name, argument) in modifiers {
            switch name {
            case "disabled":
                if argument.flatMap(SwiftSyntaxFacts.booleanLiteral) == true { disabled = true }
            case "accessibilityHidden":
                if argument.flatMap(SwiftSyntaxFacts.booleanLiteral) == true { hidden = true }
            case "toggleStyle":
                if toggleStyle == nil { toggleStyle = argument }
            case "formStyle":
                if formStyle == nil { formStyle = argument }
            default: break
            }
        }
    }

    /// These settings, under those of an enclosing view (`outer`): a style set nearer wins.
    mutating func add(outer: InheritedSettings) {
        disabled = disabled || outer.disabled
        hidden = hidden || outer.hidden
        if toggleStyle == nil { toggleStyle = outer.toggleStyle }
        if formStyle == nil { formStyle = outer.formStyle }
    }
}

extension SyntaxKind {
    /// Declarations, by kind (a generic cast per node costs a protocol-conformance lookup).
    var isDeclaration: Bool {
        switch self {
        case .accessorDecl, .actorDecl, .associatedTypeDecl, .classDecl, .deinitializerDecl, .enumCaseDecl, .enumDecl,
             .extensionDecl, .functionDecl, .ifConfigDecl, .importDecl, .initializerDecl, .macroDecl, .macroExpansionDecl,
             .operatorDecl, .precedenceGroupDecl, .protocolDecl, .structDecl, .subscriptDecl, .typeAliasDecl, .variableDecl:
            true
        default:
            false
        }
    }
}
