import SwiftSyntax

/// What an `.accessibilityRepresentation { … }` on a hand-made checkbox stands in for it (round
/// thirty-one, third part, `representation-read-as-toggle`): assistive technologies meet the view
/// its closure holds, not the drawn one. VoiceOver reads that view:
///
///     .accessibilityRepresentation { Toggle(title, isOn: $isOn) }          // "Milk, Switch button, off"
///     .accessibilityRepresentation {
///         Button(isComplete ? "checked \(title)" : "unchecked \(title)") { … }
///     }                                                                   // "checked Milk, Button"
///     .accessibilityRepresentation { Text(title).accessibilityLabel(…) }  // that label, no role
///
/// A `Toggle` gives the toggle trait (role and state) and its title or label text as the name; a
/// `Button` gives the button trait and its title (or its label's one `Text`) as the name — no toggle
/// trait, so a state said only in its words is still role-missing; any other view gives no role
/// and the name of its `Text`. `.accessibilityLabel`, `.accessibilityValue` and
/// `.accessibilityAddTraits` on the view in the closure say what they say. A closure whose view is
/// none of these (a view of the project, an `if`) is read as before: a Toggle.
enum AccessibilityRepresentations {
    struct Read {
        var traits: [String]
        var traitsWhenOn: [String] = []
        var name: ExprSyntax?
        var value: ExprSyntax?
    }

    static func read(_ modifier: FunctionCallExprSyntax) -> Read {
        let asToggle = Read(traits: ["toggle"])
        guard let closure = modifier.trailingClosure ?? modifier.arguments.first?.expression.as(ClosureExprSyntax.self),
              closure.statements.count == 1, let item = closure.statements.first?.item,
              let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression else { return asToggle }
        // The modifiers on the view, outermost first, down to the view itself.
        var view = expression
        var label: ExprSyntax?, value: ExprSyntax?
        var added: [String] = [], addedWhenOn: [String] = []
        while let call = view.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            let (name, argument) = SwiftModifiers.normalized(member.declName.baseName.text, call)
            switch name {
            case "accessibilityLabel": if label == nil { label = argument }
            case "accessibilityValue": if value == nil { value = argument }
            case "accessibilityAddTraits":
                if let argument {
                    if let ternary = SwiftSyntaxFacts.ternary(argument), ternary.branches.count == 2 {
                        let whenOff = SwiftConstructs.traitWords(ternary.branches[1])
                        added += whenOff
                        addedWhenOn += SwiftConstructs.traitWords(ternary.branches[0]).filter { !whenOff.contains($0) }
                    } else {
                        added += SwiftConstructs.traitWords(argument)
                    }
                }
            default: break
            }
            view = base
        }
        guard let call = view.as(FunctionCallExprSyntax.self), let callee = SwiftSyntaxFacts.calleeName(call) else { return asToggle }
        var read: Read
        switch callee {
        case "Toggle":
            read = Read(traits: ["toggle"], name: title(of: call))
        case "Button":
            read = Read(traits: ["button"], name: title(of: call))
        case "Text", "Label":
            read = Read(traits: [], name: call.arguments.first.map(\.expression))
        default:
            // A view the representation names itself (`Rectangle().accessibilityLabel(…)`): its label
            // and traits; else a view of the project, read as before.
            guard label != nil || !added.isEmpty else { return asToggle }
            read = Read(traits: [])
        }
        if let label { read.name = label }
        read.value = value
        read.traits += added.filter { !read.traits.contains($0) }
        read.traitsWhenOn = addedWhenOn
        return read
    }

    /// A `Toggle`'s or `Button`'s title (`Button("Save") { … }`), else the one `Text` of its label
    /// closure (`Button { … } label: { Text(title) }`).
    private static func title(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
            return first.expression
        }
        let labelClosure = SwiftSyntaxFacts.labelClosure(of: call)
            ?? (call.arguments.isEmpty || call.arguments.contains { $0.label?.text == "isOn" } ? call.trailingClosure : nil)
        guard let closure = labelClosure else { return nil }
        let texts = SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: Syntax(closure)).filter {
            SwiftSyntaxFacts.calleeName($0) == "Text"
        }
        guard texts.count == 1, let text = texts.first, let first = text.arguments.first else { return nil }
        return first.expression
    }
}
