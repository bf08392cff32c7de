import SwiftSyntax

/// A project's own view that places a view its caller gives inside a `Button`'s label: a settings
/// row `RowBase<Accessory: View>` whose body is `Button(action: { action?() }) { HStack {
/// Text(title); Spacer(); accessory } }`, called `RowBase(title: title, action: { isOn.toggle() },
/// accessory: Toggle("", isOn: $isOn).labelsHidden())` (round thirty-three, second part, pattern 4).
/// SwiftUI shows the caller's `Toggle` inside that `Button`'s label, so VoiceOver meets the
/// `Button` and never the `Toggle` (nested-interactive), as if the `Toggle` were written there; the
/// `Button` is named by its label's first text, which is the wrapper's property (`title`) the call
/// gives (`title: title`).
///
/// The content is a stored property whose type is a generic parameter that is a `View` (or
/// `AnyView`), or a closure of no parameters returning one (`GivenViewProperty`); the argument
/// labelled with its name (a view value or a closure) gives it, and the trailing closure gives the
/// first such property (the memberwise initialiser's order), or the only one when the type declares
/// an initialiser of its own. The property counts only when every use of it in the body is inside a
/// `Button`'s label (`label:`, or the trailing closure after `action:`). One level, as
/// `FormWrappers`: a wrapper whose body is another wrapper is not followed. The wrapper is in the
/// same file or another file of the project (`ProjectDeclarations`), and is looked at only when its
/// declaration spells `Button`.
final class ButtonWrappers {
    /// What names the `Button` a wrapper places a content property in: its label's first text.
    enum Name: Equatable {
        /// A text showing another stored property of the wrapper (`Text(title)`): what the call gives it.
        case property(String)
        /// Anything else the text shows (a literal, an expression): as written in the wrapper.
        case shown(SourceValue)
    }

    struct Wrapper {
        /// The content properties, in declaration order.
        let contents: [String]
        let declaresInit: Bool
        /// The properties placed only inside a `Button`'s label, with the texts that name that
        /// `Button` (none: its label shows no text besides the property).
        let inButton: [String: [Name]]
    }

    /// A view given to a wrapper that places it in a `Button`: the call that holds it, and the
    /// `Button`'s name as the call gives it.
    struct Placed {
        let call: FunctionCallExprSyntax
        let name: SourceValue?
    }

    private let tree: SourceFileSyntax
    private let bytes: [UInt8]
    /// By the called name: found once per file (another file's declaration is parsed once a run,
    /// `ProjectDeclarations`).
    private var byName: [String: Wrapper?] = [:]

    init(tree: SourceFileSyntax, bytes: [UInt8]) {
        self.tree = tree
        self.bytes = bytes
    }

    /// The wrapper call that places the view at `node` (its context `view`) inside a `Button`'s
    /// label, the nearest project container of the view that does; nil when none does.
    func placement(of view: ViewContext, at node: Syntax) -> Placed? {
        for container in view.containers {
            guard let name = container.name, Self.mayWrap(name) else { continue }
            guard let (property, wrapper) = property(holding: node, in: container.call, named: name),
                  let texts = wrapper.inButton[property] else { continue }
            // Joined as VoiceOver joins the Button's combined label (`{title}, {subtitle}`).
            let parts = texts.compactMap { Self.value(of: $0, given: container.call) }
            return Placed(call: container.call, name: parts.isEmpty ? nil : SourceValue.joinedAsSpoken(parts))
        }
        return nil
    }

    /// The `Button`'s name as the call gives it: a property's argument when the call passes it.
    private static func value(of name: Name, given call: FunctionCallExprSyntax) -> SourceValue? {
        switch name {
        case .shown(let value): return value
        case .property(let property):
            if let argument = call.arguments.first(where: { $0.label?.text == property }) {
                if argument.expression.is(ClosureExprSyntax.self) { return nil }
                // `nil` for an optional title: no name.
                if argument.expression.is(NilLiteralExprSyntax.self) { return nil }
                return SourceValue(argument.expression)
            }
            // Not given (a default): the wrapper's property, known at run time.
            return .dynamic(property)
        }
    }

    /// SwiftUI's containers, never a project's wrapper: not looked up.
    static func mayWrap(_ name: String) -> Bool {
        guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        return !swiftUIViews.contains(name)
    }

    private static let swiftUIViews: Set<String> = [
        "Form", "Section", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "List", "ForEach",
        "ScrollView", "NavigationStack", "NavigationView", "NavigationSplitView", "GroupBox", "LabeledContent", "Button",
        "Toggle", "Menu", "TabView", "DisclosureGroup", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ViewThatFits",
        "ControlGroup", "GeometryReader", "NavigationLink", "Picker", "Text", "Label", "HSplitView", "VSplitView",
        "AnyView", "Link", "Image", "Color", "Binding", "ShareLink", "PhotosPicker", "Stepper", "Slider",
    ]

    /// The content property the argument or closure of `call` holding `node` gives, and the wrapper.
    private func property(holding node: Syntax, in call: FunctionCallExprSyntax, named name: String) -> (String, Wrapper)? {
        var label: String?
        if let trailing = call.trailingClosure, SwiftSyntaxFacts.contains(trailing, node) {
            label = nil
        } else if let closure = call.additionalTrailingClosures.first(where: { SwiftSyntaxFacts.contains($0, node) }) {
            label = closure.label.text
        } else if let argument = call.arguments.first(where: { SwiftSyntaxFacts.contains($0, node) }), let text = argument.label?.text {
            label = text
        } else {
            return nil
        }
        guard let wrapper = wrapper(named: name) else { return nil }
        let property: String?
        if let label {
            property = wrapper.contents.contains(label) && (!wrapper.declaresInit || wrapper.contents.count == 1) ? label : nil
        } else {
            property = wrapper.declaresInit && wrapper.contents.count != 1 ? nil : wrapper.contents.first
        }
        return property.map { ($0, wrapper) }
    }

    private func wrapper(named name: String) -> Wrapper? {
        if let known = byName[name] { return known }
        var found: Wrapper?
        if let declaration = ProjectDeclarations.structDeclaration(named: name, in: tree) {
            // Byte gate: the declaration spells `Button`.
            let range = declaration.positionAfterSkippingLeadingTrivia.utf8Offset..<declaration.endPositionBeforeTrailingTrivia.utf8Offset
            if SwiftConstructs.contains(bytes, Self.buttonWord, in: range) { found = Self.wrapper(declaration) }
        } else if let (declaration, _) = ProjectDeclarations.structDeclarationElsewhere(named: name) {
            found = Self.elsewhere.value(forRoot: (ProjectDeclarations.currentProject?.root ?? "") + "\u{0}" + name) { _ in
                Self.spellsButton(declaration) ? Self.wrapper(declaration) : nil
            }
        }
        byName[name] = .some(found)
        return found
    }

    private static let buttonWord = Array("Button".utf8)
    private static let elsewhere = ProjectCache<Wrapper?>()

    private static func spellsButton(_ declaration: StructDeclSyntax) -> Bool {
        declaration.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("Button") }
    }

    /// The wrapper `declaration` is, when its body places a content property in a `Button`'s label.
    static func wrapper(_ declaration: StructDeclSyntax) -> Wrapper? {
        guard declaration.inherits("View") else { return nil }
        var contents: [String] = []
        var stored: Set<String> = []
        var declaresInit = false
        var body: VariableDeclSyntax?
        for member in declaration.memberBlock.members {
            if member.decl.is(InitializerDeclSyntax.self) { declaresInit = true; continue }
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if name == "body" {
                    body = variable
                } else if let given = GivenViewProperty.of(name, in: declaration), given == .view || given == .builder(parameterCount: 0) {
                    contents.append(name)
                } else if binding.accessorBlock == nil {
                    stored.insert(name)
                }
            }
        }
        guard let body, !contents.isEmpty else { return nil }
        var inButton: [String: [Name]] = [:]
        for property in contents {
            if let names = buttonNames(around: property, in: body, stored: stored) { inButton[property] = names }
        }
        return inButton.isEmpty ? nil : Wrapper(contents: contents, declaresInit: declaresInit, inButton: inButton)
    }

    /// The texts of the `Button` whose label holds every use of `property` in `body` (`content`,
    /// `content()`, `self.content`), in order, besides the property; nil when a use is outside one
    /// (or there is none).
    private static func buttonNames(around property: String, in body: VariableDeclSyntax, stored: Set<String>) -> [Name]? {
        var found: [Name]?
        for reference in SwiftSyntaxFacts.nodes(DeclReferenceExprSyntax.self, in: Syntax(body)) where reference.baseName.text == property {
            var use = ExprSyntax(reference)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { continue }
                use = ExprSyntax(member)
            }
            if let call = use.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == use.id { use = ExprSyntax(call) }
            let context = ViewContext(of: use)
            guard let button = context.containers.first(where: { $0.name == "Button" })?.call,
                  let label = SwiftSyntaxFacts.labelClosure(of: button), SwiftSyntaxFacts.contains(label, Syntax(use)) else { return nil }
            let names = SwiftModelMapper.textsInLabel(Syntax(label), besides: Syntax(use)).map { text -> Name in
                if let reference = text.as(DeclReferenceExprSyntax.self), stored.contains(reference.baseName.text) {
                    return .property(reference.baseName.text)
                }
                return .shown(SourceValue(text))
            }
            if let known = found, known != names { return nil }
            found = names
        }
        return found
    }
}
