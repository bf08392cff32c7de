import SwiftSyntax

/// A project's own view that places the content its caller gives in a `Form`: `SettingsForm {
/// Section { Toggle(…) } }`, where `SettingsForm<Content: View>` (in the same file or another file
/// of the project, `ProjectDeclarations`) has `@ViewBuilder var content: Content` and the body
/// `Form { content }.formStyle(.grouped)`. SwiftUI shows the caller's closure inside that `Form`, so
/// its Toggles are in a grouped form (switches on macOS, SPEC §10) as if the `Form` were written
/// around them; a style set at the call (`SettingsForm { … }.formStyle(.grouped)`) reaches the
/// wrapper's `Form` as any environment does, and one the wrapper's body sets nearer wins.
///
/// The content is a stored property whose type is a generic parameter that is a `View` (or
/// `AnyView`), or a closure returning one (`GivenViewProperty`); the trailing closure of the call is
/// the first such property (the memberwise initialiser's order), or the only one when the type
/// declares an initialiser of its own; a closure argument or labelled trailing closure is the
/// property of its label. The property counts only when every use of it in the body is inside a
/// `Form`; the settings are what the body sets around those uses (the `Form`'s `.formStyle(…)`
/// among them), a style the uses disagree on unknown. One level: a wrapper whose body is another
/// wrapper is not followed.
final class FormWrappers {
    /// What a wrapper's body sets around each content property it places in a `Form`.
    struct Wrapper {
        /// The content properties, in declaration order.
        let contents: [String]
        let declaresInit: Bool
        /// The properties placed only inside a `Form`, with what the body sets around them.
        let inForm: [String: InheritedSettings]
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

    /// SwiftUI's containers, never a project's wrapper: not looked up.
    private static let swiftUIContainers: Set<String> = [
        "Form", "Section", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "List", "ForEach",
        "ScrollView", "NavigationStack", "NavigationView", "NavigationSplitView", "GroupBox", "LabeledContent", "Button",
        "Toggle", "Menu", "TabView", "DisclosureGroup", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ViewThatFits",
        "ControlGroup", "GeometryReader", "NavigationLink", "Picker", "Text", "Label", "HSplitView", "VSplitView",
    ]

    /// The `.formStyle(…)` and whether in a `Form`, for the view at `node` (its context `view`),
    /// when a container around it is a project's `Form` wrapper holding it; nil when none is
    /// (the view is read as before). `outer`: what the views showing its declaration set.
    func formEnvironment(of view: ViewContext, at node: Syntax, shownIn outer: ShownEnvironment.Outer?) -> (formStyle: ExprSyntax?, inForm: Bool)? {
        // Most containers are SwiftUI's or a modifier's content: nothing is looked up.
        guard view.containers.contains(where: { $0.name.map(Self.mayWrap) == true }) else { return nil }
        var formStyle = InheritedSettings(view.modifiers).formStyle
        var inForm = false
        var wrapped = false
        for container in view.containers {
            if let name = container.name, Self.mayWrap(name), let around = settings(around: node, in: container.call, named: name) {
                if formStyle == nil { formStyle = around.formStyle }
                inForm = true
                wrapped = true
            }
            if container.name == "Form" { inForm = true }
            if formStyle == nil { formStyle = container.settings.formStyle }
        }
        guard wrapped else { return nil }
        if let outer {
            if formStyle == nil { formStyle = outer.settings.formStyle }
            inForm = inForm || outer.inForm
        }
        return (formStyle, inForm)
    }

    private static func mayWrap(_ name: String) -> Bool {
        guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        return !swiftUIContainers.contains(name)
    }

    /// What the wrapper `name` called by `call` sets around the closure of the call holding `node`,
    /// when it places that closure in a `Form`.
    private func settings(around node: Syntax, in call: FunctionCallExprSyntax, named name: String) -> InheritedSettings? {
        // The closure holding the view, and the property it gives.
        var label: String?
        if let trailing = call.trailingClosure, SwiftSyntaxFacts.contains(trailing, node) {
            label = nil
        } else if let closure = call.additionalTrailingClosures.first(where: { SwiftSyntaxFacts.contains($0, node) }) {
            label = closure.label.text
        } else if let argument = call.arguments.first(where: { SwiftSyntaxFacts.contains($0, node) }),
                  argument.expression.is(ClosureExprSyntax.self), let text = argument.label?.text {
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
        return property.flatMap { wrapper.inForm[$0] }
    }

    private func wrapper(named name: String) -> Wrapper? {
        if let known = byName[name] { return known }
        var found: Wrapper?
        if let declaration = ProjectDeclarations.structDeclaration(named: name, in: tree) {
            // Byte gate: the declaration spells `Form`.
            let range = declaration.positionAfterSkippingLeadingTrivia.utf8Offset..<declaration.endPositionBeforeTrailingTrivia.utf8Offset
            if SwiftConstructs.contains(bytes, Self.formWord, in: range) { found = Self.wrapper(declaration) }
        } else if let (declaration, _) = ProjectDeclarations.structDeclarationElsewhere(named: name) {
            found = Self.elsewhere.value(forRoot: (ProjectDeclarations.currentProject?.root ?? "") + "\u{0}" + name) { _ in
                Self.spellsForm(declaration) ? Self.wrapper(declaration) : nil
            }
        }
        byName[name] = .some(found)
        return found
    }

    private static let formWord = Array("Form".utf8)
    private static let elsewhere = ProjectCache<Wrapper?>()

    private static func spellsForm(_ declaration: StructDeclSyntax) -> Bool {
        declaration.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("Form") }
    }

    /// The wrapper `declaration` is, when its body places a content property in a `Form`.
    static func wrapper(_ declaration: StructDeclSyntax) -> Wrapper? {
        guard declaration.inherits("View") else { return nil }
        var contents: [String] = []
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
                }
            }
        }
        guard let body, !contents.isEmpty else { return nil }
        var inForm: [String: InheritedSettings] = [:]
        for property in contents {
            if let settings = settings(around: property, in: body) { inForm[property] = settings }
        }
        return inForm.isEmpty ? nil : Wrapper(contents: contents, declaresInit: declaresInit, inForm: inForm)
    }

    /// What `body` sets around its uses of `property` (`content`, `content()`, `self.content`), when
    /// there is one and every one is inside a `Form`.
    private static func settings(around property: String, in body: VariableDeclSyntax) -> InheritedSettings? {
        var found: InheritedSettings?
        for reference in SwiftSyntaxFacts.nodes(DeclReferenceExprSyntax.self, in: Syntax(body)) where reference.baseName.text == property {
            var use = ExprSyntax(reference)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                // Another value's member is not the property.
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { continue }
                use = ExprSyntax(member)
            }
            if let call = use.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == use.id { use = ExprSyntax(call) }
            let context = ViewContext(of: use)
            guard context.containers.contains(where: { $0.name == "Form" }) else { return nil }
            var settings = InheritedSettings(context.modifiers)
            for container in context.containers { settings.add(outer: container.settings) }
            if let known = found, known.formStyle?.trimmedDescription != settings.formStyle?.trimmedDescription {
                settings.formStyle = nil
            }
            found = settings
        }
        return found
    }
}
