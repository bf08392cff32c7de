import SwiftSyntax

/// A project's own view that places a view its caller gives inside a `Button`'s label: a settings
/// row `RowBase<Accessory: View>` whose body is `Button(action: { action?() }) { HStack {
/// Text(title); Spacer(); accessory } }`, called `RowBase(title: title, action: { isOn.toggle() },
/// accessory: Toggle("", isOn: $isOn).labelsHidden())`.
/// SwiftUI shows the caller's `Toggle` inside that `Button`'s label, so VoiceOver meets the
/// `Button` and never the `Toggle` (nested-interactive), as if the `Toggle` were written there; the
/// `Button` is named by its label's texts, joined, each of the wrapper's properties (`title`) as the
/// call gives it (`title: title`).
///
/// The content is read as `ContentWrapper` reads it (the wrapper in the same file or another file
/// of the project, looked at only when its declaration spells `Button`). The property counts only
/// when every use of it in the body is inside a `Button`'s label (`label:`, or the trailing closure
/// after `action:`).
final class ButtonWrappers {
    /// A text of the label of the `Button` a wrapper places a content property in.
    enum Name: Equatable {
        /// A text showing another stored property of the wrapper (`Text(title)`): what the call gives it.
        case property(String)
        /// Anything else the text shows (a literal, an expression): as written in the wrapper.
        case shown(SourceValue)
    }

    struct Wrapper {
        let content: ContentWrapper
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

    private let lookup: ContentWrapperLookup<Wrapper>

    init(tree: SourceFileSyntax, bytes: [UInt8]) {
        lookup = ContentWrapperLookup(tree: tree, bytes: bytes, word: "Button", elsewhere: Self.elsewhere, read: Self.wrapper)
    }

    private static let elsewhere = ProjectCache<Wrapper?>()

    /// The wrapper call that places the view at `node` (its context `view`) inside a `Button`'s
    /// label, the nearest project container of the view that does; nil when none does.
    func placement(of view: ViewContext, at node: Syntax) -> Placed? {
        for container in view.sameScreenContainers {
            guard let name = container.name, ContentWrapper.mayWrap(name), let wrapper = lookup.wrapper(named: name),
                  let property = wrapper.content.property(givenBy: container.call, holding: node),
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

    /// The wrapper `declaration` is, when its body places a content property in a `Button`'s label.
    static func wrapper(_ declaration: StructDeclSyntax) -> Wrapper? {
        guard let content = ContentWrapper(declaration) else { return nil }
        var inButton: [String: [Name]] = [:]
        for property in content.contents {
            if let names = buttonNames(around: content.uses(of: property), stored: content.stored) { inButton[property] = names }
        }
        return inButton.isEmpty ? nil : Wrapper(content: content, inButton: inButton)
    }

    /// The texts of the `Button` whose label holds every one of a property's `uses`, in order,
    /// besides the property; nil when a use is outside one (or there is none).
    private static func buttonNames(around uses: [ExprSyntax], stored: Set<String>) -> [Name]? {
        var found: [Name]?
        for use in uses {
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
