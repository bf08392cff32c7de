import Foundation
import SwiftSyntax

/// A box whose state is the Bool answer of a method of the view's model, flipped by another method
/// of that model the tap calls with the same argument (round thirty-seven, hholdout37a pattern 1; a
/// habit tracker's daily tick), the tap's whole action that one call:
///
///     HStack { Image(systemName: vm.doneToday(habit) ? "checkmark.square.fill" : "square") }
///         .onTapGesture { vm.markDay(habit) }
///
/// with, in the model's class (the file's or the project's, `ModelMethodCalls`), `func doneToday(_ h:
/// Habit) -> Bool { … h.markedDays.last … }` and `func markDay(_ h: Habit) { … markedDays.append(Date())
/// … markedDays.removeLast() … }`. No stored Bool is shown: the answer is. It is read as the state
/// when the look's condition is that call alone (or negated), the tap calls another method on the
/// same receiver with the same arguments, the first is declared `-> Bool`, and the second's body
/// changes (toggles, inserts, appends, removes, assigns) a member the first one's body reads —
/// also through a local copy (`var days = model.markedDays; days.append(…)`). The state is the
/// answering method's name, which the look's condition names. A tap method that changes nothing
/// the answer reads, a method not found in the project's declarations, and names of a favourite,
/// a bookmark, a disclosure (`StatePassedToAView.namesSomethingElse`) are no flip; the caller asks
/// for a box-like look (`StateConditions.boxOnly`).
enum MethodAnswerStates {
    /// The name of the answering method (`doneToday`) whose call a look of `indicators` is chosen by,
    /// flipped by the tap as above; nil otherwise. A look whose condition calls no method of a
    /// receiver is passed over before anything is parsed or looked up.
    static func state(changedBy action: TapAction, shownBy indicators: [Indicator], in type: any DeclGroupSyntax,
                      file: SourceFileSyntax) -> String? {
        let answers = indicators.compactMap { indicator -> FunctionCallExprSyntax? in
            guard indicator.condition.contains("("), indicator.condition.contains(".") else { return nil }
            return answerCall(of: indicator)
        }
        guard !answers.isEmpty else { return nil }
        // The tap's whole action is the one call (inside `withAnimation { … }` too): a tap that asks the
        // answer and adds or removes by it (`if m.isInWatchlist(id) { m.removeFromWatchlist(id) } else
        // { m.addToWatchlist(item) }`) is a list's add button, a bookmark's kind, not read here.
        guard let tap = onlyCall(of: action.body), !tap.arguments.isEmpty,
              tap.calledExpression.as(MemberAccessExprSyntax.self)?.base != nil else { return nil }
        let taps = [tap]
        let types = ModelMethodCalls.modelTypes(of: type)
        guard !types.isEmpty else { return nil }
        for answer in answers {
            guard let access = answer.calledExpression.as(MemberAccessExprSyntax.self), let receiver = access.base else { continue }
            let name = access.declName.baseName.text
            let receiverText = HandMadeCheckbox.normalizedCondition(receiver.trimmedDescription)
            let argumentsText = HandMadeCheckbox.normalizedCondition(answer.arguments.trimmedDescription)
            for tap in taps {
                guard let tapAccess = tap.calledExpression.as(MemberAccessExprSyntax.self), let tapReceiver = tapAccess.base,
                      tapAccess.declName.baseName.text != name,
                      HandMadeCheckbox.normalizedCondition(tapReceiver.trimmedDescription) == receiverText,
                      HandMadeCheckbox.normalizedCondition(tap.arguments.trimmedDescription) == argumentsText,
                      !StatePassedToAView.namesSomethingElse([name, tapAccess.declName.baseName.text]) else { continue }
                guard let (model, asker) = ModelMethodCalls.modelMethod(calledBy: answer, types: types, file: file),
                      asker.signature.returnClause?.type.trimmedDescription == "Bool", let askerBody = asker.body,
                      let (flipModel, flipper) = ModelMethodCalls.modelMethod(calledBy: tap, types: types, file: file),
                      flipModel.declaration.id == model.declaration.id, let flipperBody = flipper.body else { continue }
                let read = readNames(in: Syntax(askerBody), parameters: parameterNames(of: asker))
                guard !read.isEmpty, !changedMembers(in: Syntax(flipperBody)).isDisjoint(with: read) else { continue }
                return name
            }
        }
        return nil
    }

    /// The one call a tap's closure is, through `withAnimation { … }`; nil for anything more.
    private static func onlyCall(of body: Syntax) -> FunctionCallExprSyntax? {
        guard let closure = body.as(ClosureExprSyntax.self), closure.statements.count == 1,
              var call = closure.statements.first?.item.as(FunctionCallExprSyntax.self) else { return nil }
        if SwiftSyntaxFacts.calleeName(call) == "withAnimation",
           let inner = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) {
            guard inner.statements.count == 1, let only = inner.statements.first?.item.as(FunctionCallExprSyntax.self) else { return nil }
            call = only
        }
        return call
    }

    /// The call `recv.m(args)` the look's condition is, alone or negated (`vm.done(x)`, `!vm.done(x)`),
    /// in a ternary's condition or an `if`'s one condition.
    private static func answerCall(of indicator: Indicator) -> FunctionCallExprSyntax? {
        var expression: ExprSyntax?
        if let sequence = indicator.node.as(SequenceExprSyntax.self) {
            let before = sequence.elements.prefix { !$0.is(UnresolvedTernaryExprSyntax.self) }
            guard before.count == 1 else { return nil }
            expression = before.first
        } else if let ifExpr = indicator.node.as(IfExprSyntax.self), ifExpr.conditions.count == 1,
                  case .expression(let condition) = ifExpr.conditions.first?.condition {
            expression = condition
        }
        if let negated = expression?.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!" { expression = negated.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self), !call.arguments.isEmpty, call.trailingClosure == nil,
              call.calledExpression.as(MemberAccessExprSyntax.self)?.base != nil else { return nil }
        return call
    }

    private static func parameterNames(of function: FunctionDeclSyntax) -> Set<String> {
        Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
    }

    /// What the answering method reads: the members of its parameters (`h.markedDays`) and the names
    /// it reads bare or through `self` that are no parameter (the model's own properties).
    private static func readNames(in body: Syntax, parameters: Set<String>) -> Set<String> {
        var names: Set<String> = []
        // Its own locals (`guard let lastDay = …`) are no member.
        var locals: Set<String> = []
        for pattern in SwiftSyntaxFacts.nodes(IdentifierPatternSyntax.self, in: body) { locals.insert(pattern.identifier.text) }
        for access in SwiftSyntaxFacts.nodes(MemberAccessExprSyntax.self, in: body) {
            guard let base = access.base else { continue }
            if let reference = base.as(DeclReferenceExprSyntax.self),
               parameters.contains(reference.baseName.text) || reference.baseName.tokenKind == .keyword(.self) {
                names.insert(access.declName.baseName.text)
            }
        }
        for reference in SwiftSyntaxFacts.nodes(DeclReferenceExprSyntax.self, in: body) {
            guard case .identifier(let name) = reference.baseName.tokenKind, !parameters.contains(name), !locals.contains(name),
                  reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id,
                  name.first?.isLowercase == true else { continue }
            names.insert(name)
        }
        return names
    }

    /// The members the flipping method changes: the last member of a path toggled, inserted into,
    /// appended to, removed from or assigned (`list[i].markedDays.append(…)`, `done = !done`), a local
    /// `var` copied from a member standing for that member (`var days = model.markedDays`).
    private static func changedMembers(in body: Syntax) -> Set<String> {
        var copies: [String: ExprSyntax] = [:]
        for variable in SwiftSyntaxFacts.nodes(VariableDeclSyntax.self, in: body) where variable.bindingSpecifier.tokenKind == .keyword(.var) {
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                    copies[name] = value
                }
            }
        }
        func member(_ expression: ExprSyntax, depth: Int = 0) -> String? {
            var expression = expression
            while true {
                if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression; continue }
                if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression; continue }
                if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { expression = subscriptCall.calledExpression; continue }
                break
            }
            if let access = expression.as(MemberAccessExprSyntax.self) { return access.base == nil ? nil : access.declName.baseName.text }
            guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
            if depth == 0, let copied = copies[reference.baseName.text] { return member(copied, depth: 1) }
            return depth == 0 ? reference.baseName.text : nil
        }
        var changed: Set<String> = []
        for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: body) {
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
                  changingMethods.contains(access.declName.baseName.text), let name = member(base) else { continue }
            changed.insert(name)
        }
        for sequence in SwiftSyntaxFacts.nodes(SequenceExprSyntax.self, in: body) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self)
                || elements[1].as(BinaryOperatorExprSyntax.self).map({ ["+=", "-="].contains($0.operator.text) }) == true,
                  let name = member(elements[0]) else { continue }
            changed.insert(name)
        }
        return changed
    }

    private static let changingMethods: Set<String> = [
        "toggle", "insert", "append", "remove", "removeAll", "removeLast", "removeFirst", "formUnion", "subtract",
        "formSymmetricDifference", "removeValue", "updateValue",
    ]
}
