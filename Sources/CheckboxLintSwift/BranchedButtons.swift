import CheckboxLintKit
import SwiftSyntax

/// A checkbox spelt as two tap targets in the branches of an `if` on its state (SPEC §10):
/// `if selectedTags.contains(tag) { Button { selectedTags.remove(tag) } label: { HStack {
/// Text(tag.rawValue); Image(systemName: "checkmark") } } } else { Button(tag.rawValue) {
/// selectedTags.insert(tag) } }`. The user meets one control in one place, whose tap moves it to the
/// other branch: one checkbox, located at the `if`, named by the text beside its box.
///
/// Only an `if` whose two branches each hold exactly one tap target, both changing the state the
/// condition reads, the branch taken while the condition holds setting it off (`remove`, `= false`)
/// and the other on (`insert`, `append`, `= true`). Two buttons that do other things (a "Log in" and
/// a "Log out" button) change no state the condition reads the same way, and stay apart.
struct BranchedButtons {
    let ifExpr: IfExprSyntax
    /// The tap of the branch taken while the condition holds, and of the other.
    let whileTrue: TapAction
    let whileFalse: TapAction
    let state: String
    /// The `if`, showing the image of its branches (the first one either branch draws).
    let indicator: Indicator

    /// The name the two Buttons give it when each is named by its action (`ActionNamedStates`),
    /// written as the choice the `if` makes: `{highlighted.contains(name) ? "Remove Highlight" :
    /// "Highlight"}`. VoiceOver hears the state in the action's name, as for a Button whose one
    /// label chooses between two actions; nil when either title is not an action phrase.
    var actionNames: SourceValue? {
        guard let one = Self.title(of: whileTrue.tappedView), let other = Self.title(of: whileFalse.tappedView),
              one.lowercased() != other.lowercased(),
              ActionNamedStates.isActionPhrase(one), ActionNamedStates.isActionPhrase(other) else { return nil }
        return .dynamic("\(ifExpr.conditions.trimmedDescription) ? \"\(one)\" : \"\(other)\"")
    }

    /// A `Button`'s literal title (`Button("Highlight") { … }`) or the first `Text`'s or `Label`'s
    /// literal title in its label.
    private static func title(of tappedView: ExprSyntax) -> String? {
        guard let call = tappedView.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "Button" else { return nil }
        if let first = call.arguments.first, first.label == nil { return SwiftSyntaxFacts.stringLiteral(first.expression) }
        let label: ClosureExprSyntax? = SwiftSyntaxFacts.argument(call, "label")?.as(ClosureExprSyntax.self)
            ?? call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
            ?? (SwiftSyntaxFacts.argument(call, "action") != nil ? call.trailingClosure : nil)
        guard let label else { return nil }
        var stack = [Syntax(label)]
        var visited = 0
        while !stack.isEmpty, visited < 500 {
            let node = stack.removeFirst()
            visited += 1
            if let text = node.as(FunctionCallExprSyntax.self), ["Text", "Label"].contains(SwiftSyntaxFacts.calleeName(text)) {
                guard let first = SwiftSyntaxFacts.shownWords(text) else { return nil }
                return SwiftSyntaxFacts.stringLiteral(first.expression)
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return nil
    }

    /// The tapped view that stands for both: the `if`.
    var action: TapAction {
        TapAction(body: whileTrue.body, tappedView: ExprSyntax(ifExpr), isButton: whileTrue.isButton && whileFalse.isButton)
    }

    static func find(in collector: CallCollector, changes: StateChanges) -> [BranchedButtons] {
        var found: [BranchedButtons] = []
        for candidate in collector.indicators {
            guard let ifExpr = candidate.node.as(IfExprSyntax.self), let elseBody = ifExpr.elseBody?.as(CodeBlockSyntax.self) else { continue }
            let inBody = collector.tapActions.filter { SwiftSyntaxFacts.contains(ifExpr.body, $0.tappedView) }
            let inElse = collector.tapActions.filter { SwiftSyntaxFacts.contains(elseBody, $0.tappedView) }
            guard inBody.count == 1, inElse.count == 1, let whileTrue = inBody.first, let whileFalse = inElse.first,
                  let state = changed(by: whileTrue.body, changes: changes, shownBy: candidate),
                  changed(by: whileFalse.body, changes: changes, shownBy: candidate) == state,
                  candidate.mentions(state),
                  let offWhenTrue = direction(of: whileTrue.body), let onWhenFalse = direction(of: whileFalse.body), offWhenTrue != onWhenFalse
            else { continue }
            // `if chosen.contains(x)`: its branch turns the state off; `if !chosen.contains(x)`: on.
            let negated = ifExpr.conditions.trimmedDescription.hasPrefix("!")
            guard offWhenTrue == negated else { continue }
            let image = firstImage(in: Syntax(ifExpr.body)) ?? firstImage(in: Syntax(elseBody)) ?? candidate.shown
            let indicator = Indicator(node: Syntax(ifExpr), shown: image, condition: candidate.condition, literals: [],
                                      conditionTokens: ifExpr.conditions)
            // A flag set and cleared by two Buttons that show no box ("Log in" / "Log out") is two
            // actions; a set's membership, or a box in either branch, is one checkbox.
            guard indicator.looksLikeCheckbox || candidate.condition.contains(".contains(") else { continue }
            found.append(BranchedButtons(ifExpr: ifExpr, whileTrue: whileTrue, whileFalse: whileFalse, state: state, indicator: indicator))
        }
        return found
    }

    /// What an action changes: toggled, inserted or removed, or a flag set (`x = false`) that the
    /// `if` reads.
    private static func changed(by body: Syntax, changes: StateChanges, shownBy condition: Indicator) -> String? {
        changes.stateChanged(by: body) ?? changes.stateAssigned(by: body, shownBy: [condition])
    }

    /// Whether an action turns its state on (`insert`, `append`, `= true`) or off (`remove`,
    /// `removeAll`, `= false`); nil when it does neither or both (`toggle()`).
    private static func direction(of body: Syntax) -> Bool? {
        var on = false, off = false
        for token in body.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier("insert"), .identifier("append"): on = true
            case .identifier("remove"), .identifier("removeAll"), .identifier("filter"): off = true
            case .keyword(.true), .keyword(.false):
                guard let sequence = token.parent?.parent?.parent?.as(SequenceExprSyntax.self),
                      sequence.elements.count == 3, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true else { break }
                if token.tokenKind == .keyword(.true) { on = true } else { off = true }
            default: break
            }
        }
        return on == off ? nil : on
    }

    /// The first image (or `Label`, which shows one beside its title) in a branch.
    private static func firstImage(in node: Syntax) -> Syntax? {
        var stack = [node]
        while !stack.isEmpty {
            let current = stack.removeFirst()
            if let call = current.as(FunctionCallExprSyntax.self), ["Image", "Label"].contains(SwiftSyntaxFacts.calleeName(call)) {
                return Syntax(call)
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return nil
    }
}
