import SwiftSyntax

/// A project's own view that places the content its caller gives in a `Form`: `SettingsForm {
/// Section { Toggle(…) } }`, where `SettingsForm<Content: View>` (in the same file or another file
/// of the project, `ProjectDeclarations`) has `@ViewBuilder var content: Content` and the body
/// `Form { content }.formStyle(.grouped)`. SwiftUI shows the caller's closure inside that `Form`, so
/// its Toggles are in a grouped form (switches on macOS, SPEC §10) as if the `Form` were written
/// around them; a style set at the call (`SettingsForm { … }.formStyle(.grouped)`) reaches the
/// wrapper's `Form` as any environment does, and one the wrapper's body sets nearer wins.
///
/// The content is read as `ContentWrapper` reads it. The property counts only when every use of it
/// in the body is inside a `Form`; the settings are what the body sets around those uses (the
/// `Form`'s `.formStyle(…)` among them), a style the uses disagree on unknown.
final class FormWrappers {
    /// What a wrapper's body sets around each content property it places in a `Form`.
    struct Wrapper {
        let content: ContentWrapper
        /// The properties placed only inside a `Form`, with what the body sets around them.
        let inForm: [String: InheritedSettings]
    }

    private let lookup: ContentWrapperLookup<Wrapper>

    init(tree: SourceFileSyntax, bytes: [UInt8]) {
        lookup = ContentWrapperLookup(tree: tree, bytes: bytes, word: "Form", elsewhere: Self.elsewhere, read: Self.wrapper)
    }

    private static let elsewhere = ProjectCache<Wrapper?>()

    /// The `.formStyle(…)` and whether in a `Form`, for the view at `node` (its context `view`),
    /// when a container around it is a project's `Form` wrapper holding it; nil when none is
    /// (the view is read as before). `outer`: what the views showing its declaration set.
    func formEnvironment(of view: ViewContext, at node: Syntax, shownIn outer: ShownEnvironment.Outer?) -> (formStyle: ExprSyntax?, inForm: Bool)? {
        // Most containers are SwiftUI's or a modifier's content: nothing is looked up.
        guard view.containers.contains(where: { $0.name.map(ContentWrapper.mayWrap) == true }) else { return nil }
        var formStyle = InheritedSettings(view.modifiers).formStyle
        var inForm = false
        var wrapped = false
        for container in view.containers {
            if let name = container.name, ContentWrapper.mayWrap(name), let around = settings(around: node, in: container.call, named: name) {
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

    /// What the wrapper `name` called by `call` sets around the argument or closure of the call
    /// holding `node`, when it places that content in a `Form`.
    private func settings(around node: Syntax, in call: FunctionCallExprSyntax, named name: String) -> InheritedSettings? {
        guard let wrapper = lookup.wrapper(named: name),
              let property = wrapper.content.property(givenBy: call, holding: node) else { return nil }
        return wrapper.inForm[property]
    }

    /// The wrapper `declaration` is, when its body places a content property in a `Form`.
    static func wrapper(_ declaration: StructDeclSyntax) -> Wrapper? {
        guard let content = ContentWrapper(declaration) else { return nil }
        var inForm: [String: InheritedSettings] = [:]
        for property in content.contents {
            if let settings = settings(around: content.uses(of: property)) { inForm[property] = settings }
        }
        return inForm.isEmpty ? nil : Wrapper(content: content, inForm: inForm)
    }

    /// What the body sets around `uses` of a property, when there is one and every one is inside a
    /// `Form`.
    private static func settings(around uses: [ExprSyntax]) -> InheritedSettings? {
        var found: InheritedSettings?
        for use in uses {
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
