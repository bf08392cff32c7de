import SwiftSyntax

/// A stack combined into one accessibility element (`.accessibilityElement(children: .combine)`)
/// that holds one control: VoiceOver meets that control, named by the texts the stack shows
/// ("Wi-Fi, Switch button, off" for a title and a label-hidden `Toggle`). With two controls or
/// more, which one the texts name is not known from the file.
enum CombinedContainers {
    /// The controls a combined stack may hold; any of them makes the texts' owner uncertain.
    static let controls: Set<String> = [
        "Toggle", "Button", "Link", "NavigationLink", "ShareLink", "Menu", "Picker", "Slider", "Stepper",
        "TextField", "SecureField", "TextEditor", "DatePicker", "ColorPicker",
    ]

    /// The name the nearest combined container around `control` gives it: its texts (`Text`,
    /// `Label`) outside the control, in order; nil when no container is combined, it holds another
    /// control, or it shows no text. A `Button`, `Link` or menu around the control ends the search:
    /// that control combines its label itself (`SwiftModelMapper.textInLabel`).
    static func name(of control: FunctionCallExprSyntax, in view: ViewContext) -> SourceValue? {
        for container in view.containers {
            if let name = container.name, ["Button", "Link", "NavigationLink", "Menu"].contains(name) { return nil }
            guard container.modifiers.contains(where: isCombine) else { continue }
            var texts: [SourceValue] = []
            // In source order, one child at a time: pushing every child of a stack of thousands of
            // Toggles, once per Toggle, was quadratic; the walk stops at the first other control.
            var iterators: [SyntaxChildren.Iterator] = []
            var next: [Syntax] = contentOf(container.call)
            // `LabeledContent("Wi-Fi") { Toggle(…) }`: its title is the first text it shows.
            if container.name == "LabeledContent", let title = container.call.arguments.first, title.label == nil,
               !title.expression.is(ClosureExprSyntax.self) {
                texts.append(SourceValue(title.expression))
                next.removeLast()
            }
            while true {
                let node: Syntax
                // A part's views all come before the next part's.
                if var top = iterators.popLast() {
                    guard let child = top.next() else { continue }
                    iterators.append(top)
                    node = child
                } else if let part = next.popLast() {
                    node = part
                } else {
                    break
                }
                if node.id == control.id { continue }
                if let call = node.as(FunctionCallExprSyntax.self) {
                    // `.accessibilityHidden(true)`: VoiceOver leaves that text out of the combined label.
                    if SwiftSyntaxFacts.modifierName(call) == "accessibilityHidden",
                       call.arguments.first.flatMap({ SwiftSyntaxFacts.booleanLiteral($0.expression) }) == true { continue }
                    // `.hidden()`: kept in the layout, left out of what VoiceOver reads.
                    if SwiftSyntaxFacts.modifierName(call) == "hidden", call.arguments.isEmpty { continue }
                    if let name = SwiftSyntaxFacts.calleeName(call), SwiftSyntaxFacts.modifierName(call) == nil {
                        // Another control: which one the texts name is not known.
                        if controls.contains(name) { return nil }
                        if let first = SwiftSyntaxFacts.shownWords(call),
                           !first.expression.is(ClosureExprSyntax.self) {
                            let value = SourceValue(first.expression)
                            if value != .literal("") { texts.append(value) }
                            continue
                        }
                    }
                }
                // A view the type is given (`let label: Label`, shown as `label` or `self.label`): a
                // name its callers spell, known at run time.
                if let given = givenView(node) {
                    texts.append(.dynamic(given))
                    continue
                }
                iterators.append(node.children(viewMode: .sourceAccurate).makeIterator())
            }
            guard !texts.isEmpty else { return nil }
            return .joinedAsSpoken(texts)
        }
        return nil
    }

    /// `label` or `self.label` standing alone as a statement of a view builder: a view held in a
    /// property (a kit's row given its label by its callers).
    private static func givenView(_ node: Syntax) -> String? {
        guard node.parent?.is(CodeBlockItemSyntax.self) == true else { return nil }
        if let reference = node.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return reference.baseName.text
        }
        if let member = node.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// `.accessibilityElement(children: .combine)`.
    private static func isCombine(_ modifier: ViewContext.Modifier) -> Bool {
        modifier.name == "accessibilityElement"
            && SwiftSyntaxFacts.argument(modifier.call, "children").flatMap(SwiftSyntaxFacts.memberName) == "combine"
    }

    /// The views a container shows: its closures and view arguments, not its modifiers.
    private static func contentOf(_ call: FunctionCallExprSyntax) -> [Syntax] {
        var parts: [Syntax] = call.arguments.map { Syntax($0.expression) }
        if let trailing = call.trailingClosure { parts.append(Syntax(trailing)) }
        parts += call.additionalTrailingClosures.map { Syntax($0.closure) }
        return parts.reversed()
    }
}
