import Foundation
import SwiftSyntax

/// A Bool member of a value the tapped view shows only by a look, flipped by the tap through what
/// the value stands for (round thirty-five: hholdout35a pattern 2, hholdout35b pattern 3):
///
/// - a loop's bound element, `ForEach($hints) { $hint in Text(hint.text).strikethrough(hint.used)
///   .onTapGesture { hint.used.toggle() } }`: `hint` is the caller's value, as a `@Binding` is;
/// - a dictionary's (or a list's) value bound by `if let hint = hints[slug]` around the tapped view,
///   the tap's whole action flipping that entry's member, `hints[slug]?.used.toggle()`, or calling a
///   `mutating func` of the value's type (the file's or the project's struct) whose whole body flips
///   it, `hints[slug]?.toggleUsed()` with `mutating func toggleUsed() { used = !used }`;
/// - a `@Binding` value, or a loop's element, handed whole or by its key to a method of the view's
///   model (`ModelMethodCalls`: a class of the file or the project the view holds) that finds the
///   element again by that key and flips the member, the tap's whole action:
///   `.onTapGesture { model.toggleItem(item) }` with `func toggleItem(_ item: ShoppingItem) { if let
///   index = items.firstIndex(where: { $0.id == item.id }) { items[index].isBought.toggle() } }`.
///
/// `ToggledChoiceLooks` asks it for a member named for a choice or a thing done; the look is
/// still its to judge (a colour, a shape over the row, a strike through the text).
enum ElementMemberFlips {
    /// The member `body` flips through a mutating method of a value it reaches by a subscript
    /// (`hints[slug]?.toggleUsed()`), the tap's whole action; nil when no indicator shows it.
    static func state(changedBy body: Syntax, in type: any DeclGroupSyntax, file: SourceFileSyntax, shownBy indicators: [Indicator]) -> String? {
        guard !indicators.isEmpty, let call = onlyStatement(of: body)?.as(FunctionCallExprSyntax.self),
              let flip = mutatingFlip(call, in: type, file: file), indicators.contains(where: { $0.mentions(flip.member) }) else { return nil }
        return flip.member
    }

    /// Whether the tap flips `read` (`hint.used`, `item.isBought`), a member of a loop's bound
    /// element, of a value bound from a subscript around the tapped view, or of a bound value or
    /// loop element that a model's method flips, as above.
    static func flips(_ read: String, member: String, action: TapAction, in type: any DeclGroupSyntax) -> Bool {
        let parts = read.split(separator: ".").map(String.init)
        guard parts.count == 2, parts[1] == member else { return false }
        let value = parts[0]
        let loop = loopElement(value, around: action.tappedView)
        if loop == .bound, BoundModelMembers.toggledPaths(in: action.body).contains(read) { return true }
        guard let statement = onlyStatement(of: action.body) else { return false }
        let file = Syntax(type).root.as(SourceFileSyntax.self)
        // `if let hint = hints[slug] { … }`: the entry flipped in place or by its mutating method.
        if let entry = subscriptBinding(of: value, around: action.tappedView) {
            if let call = statement.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
               let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
                if access.declName.baseName.text == "toggle", let target = base.as(MemberAccessExprSyntax.self),
                   target.declName.baseName.text == member, let receiver = target.base, unwrapped(receiver) == entry {
                    return true
                }
                if let file, let flip = mutatingFlip(call, in: type, file: file), flip.member == member, flip.receiver == entry { return true }
            }
            return false
        }
        // A bound value or a loop's element handed to the model's method.
        guard loop != nil || BoundModelMembers.isBinding(value, in: type), let file,
              let call = statement.as(FunctionCallExprSyntax.self) else { return false }
        let types = ModelMethodCalls.modelTypes(of: type)
        guard !types.isEmpty, let (_, method) = ModelMethodCalls.modelMethod(calledBy: call, types: types, file: file),
              let body = method.body else { return false }
        let parameters = Array(method.signature.parameterClause.parameters)
        let arguments = Array(call.arguments)
        guard parameters.count == arguments.count else { return false }
        var keys: [String: [String]] = [:]
        for (parameter, argument) in zip(parameters, arguments) {
            if let path = KeyedElementFlips.path(of: argument.expression, from: [value: []]), path.count <= 1 {
                keys[(parameter.secondName ?? parameter.firstName).text] = path
            }
        }
        return !keys.isEmpty && KeyedElementFlips.flipsFound(member, keys: keys, in: Syntax(body.statements))
    }

    /// The computed Bool property of `type` that mirrors the membership `set` a method of the view's
    /// model flips at the tap, asked by another method of the same model (round thirty-five,
    /// hholdout35a: a step's tick): `var isCompleted: Bool { vm.isCompleted(stepId: step.id) }` with
    /// `func isCompleted(stepId: Int) -> Bool { completedSteps.contains(stepId) }`, the tap's whole
    /// action `vm.toggleStep(step.id)` whose body inserts and removes in `completedSteps`.
    static func property(mirroring set: String, action: TapAction, in type: any DeclGroupSyntax, file: SourceFileSyntax) -> String? {
        for item in type.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock != nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      binding.typeAnnotation?.type.trimmedDescription == "Bool" else { continue }
                if mirroredMembership(of: name, action: action, in: type, file: file) == set { return name }
            }
        }
        return nil
    }

    /// The membership (`completedSteps`) the computed Bool `property` of `type` reads through its
    /// model's method, when the tap's whole action flips it through another method of the same
    /// model handed the same key; nil otherwise.
    static func mirroredMembership(of property: String, action: TapAction, in type: any DeclGroupSyntax, file: SourceFileSyntax) -> String? {
        guard let tap = onlyStatement(of: action.body)?.as(FunctionCallExprSyntax.self), tap.arguments.count == 1,
              let tapBase = tap.calledExpression.as(MemberAccessExprSyntax.self)?.base,
              let getter = getterCall(of: property, in: type), getter.arguments.count == 1,
              let getterBase = getter.calledExpression.as(MemberAccessExprSyntax.self)?.base,
              HandMadeCheckbox.normalizedCondition(tapBase.trimmedDescription) == HandMadeCheckbox.normalizedCondition(getterBase.trimmedDescription),
              HandMadeCheckbox.normalizedCondition(tap.arguments.first!.expression.trimmedDescription)
                == HandMadeCheckbox.normalizedCondition(getter.arguments.first!.expression.trimmedDescription) else { return nil }
        let types = ModelMethodCalls.modelTypes(of: type)
        guard !types.isEmpty, let (_, flipper) = ModelMethodCalls.modelMethod(calledBy: tap, types: types, file: file), let flipperBody = flipper.body,
              let (_, asker) = ModelMethodCalls.modelMethod(calledBy: getter, types: types, file: file),
              let parameter = asker.signature.parameterClause.parameters.first,
              let askerBody = asker.body, askerBody.statements.count == 1, let statement = askerBody.statements.first else { return nil }
        let returned = statement.item.as(ReturnStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
        guard let contains = returned?.as(FunctionCallExprSyntax.self), contains.arguments.count == 1,
              let access = contains.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "contains",
              let setExpression = access.base,
              contains.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == (parameter.secondName ?? parameter.firstName).text
        else { return nil }
        let set = HandMadeCheckbox.normalizedCondition(setExpression.trimmedDescription)
        let member = set.hasPrefix("self.") ? String(set.dropFirst(5)) : set
        guard !member.contains("."), CallerFlippedLooks.addsAndTakes(member, in: Syntax(flipperBody)) else { return nil }
        return member
    }

    /// Whether `property` mirrors such a membership (`mirroredMembership(of:action:in:file:)`), in the type's file.
    static func mirrorsMembership(_ property: String, action: TapAction, in type: any DeclGroupSyntax) -> Bool {
        guard let file = Syntax(type).root.as(SourceFileSyntax.self) else { return false }
        return mirroredMembership(of: property, action: action, in: type, file: file) != nil
    }

    /// The one call a computed property's getter is (`{ vm.isCompleted(stepId: step.id) }`, `get { return … }`).
    private static func getterCall(of property: String, in type: any DeclGroupSyntax) -> FunctionCallExprSyntax? {
        SwiftSyntaxFacts.onlyGetterExpression(of: property, in: type)?.expression?.as(FunctionCallExprSyntax.self)
    }

    /// The one statement of a tap's closure, through `withAnimation { … }`; nil for more.
    private static func onlyStatement(of body: Syntax) -> ExprSyntax? {
        guard let closure = body.as(ClosureExprSyntax.self), closure.statements.count == 1,
              var expression = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "withAnimation",
           let inner = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) {
            guard inner.statements.count == 1, let only = inner.statements.first?.item.as(ExprSyntax.self) else { return nil }
            expression = only
        }
        return expression
    }

    enum Loop { case bound, plain }

    /// Whether `name` is the parameter of a `ForEach` closure around `view`: `.bound` for `ForEach($xs)
    /// { $x in … }` (the element's members are the caller's list's), `.plain` for `ForEach(xs) { x in … }`.
    private static func loopElement(_ name: String, around view: ExprSyntax) -> Loop? {
        var current = Syntax(view).parent
        while let node = current {
            if node.kind.isDeclaration { return nil }
            if let closure = node.as(ClosureExprSyntax.self), let names = SwiftSyntaxFacts.closureParameterNames(closure),
               names.count == 1, names[0].trimmingCharacters(in: "$") == name {
                guard let loop = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                      SwiftSyntaxFacts.calleeName(loop) == "ForEach", let data = loop.arguments.first, data.label == nil else { return nil }
                return names[0].hasPrefix("$") && data.expression.trimmedDescription.hasPrefix("$") ? .bound : .plain
            }
            current = node.parent
        }
        return nil
    }

    /// `hints[slug]` of `if let hint = hints[slug]` (or `hints[slug]!`) around `view`, `hints` a
    /// name of the type: the entry `name` is a copy of.
    private static func subscriptBinding(of name: String, around view: ExprSyntax) -> String? {
        var current = Syntax(view).parent
        while let node = current {
            if node.kind.isDeclaration { return nil }
            if let ifExpr = node.as(IfExprSyntax.self), SwiftSyntaxFacts.contains(ifExpr.body, view) {
                for condition in ifExpr.conditions {
                    guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                          binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
                    guard let value = binding.initializer?.value, let entry = subscriptEntry(value) else { return nil }
                    return entry
                }
            }
            current = node.parent
        }
        return nil
    }

    /// `hints[slug]` of `hints[slug]`, `self.hints[slug]`, `hints[slug]?`, `hints[slug]!`: one subscript
    /// of a name of the type; nil for anything else.
    private static func subscriptEntry(_ expression: ExprSyntax) -> String? {
        var expression = expression
        if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        guard let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
              let collection = KeyedElementFlips.plainName(subscriptCall.calledExpression) else { return nil }
        return collection + "[" + HandMadeCheckbox.normalizedCondition(subscriptCall.arguments.trimmedDescription) + "]"
    }

    private static func unwrapped(_ expression: ExprSyntax) -> String? { subscriptEntry(expression) }

    /// `x[k]?.m()` (or `x[k].m()`, `x[k]!.m()`), `x` a stored property of `type` holding values of
    /// a struct of the file or the project (`[String: Hint]`, `[Hint]`), `m` a `mutating func` of
    /// that struct taking nothing whose whole body flips one of its members (`used = !used`,
    /// `used.toggle()`): the entry and the member.
    private static func mutatingFlip(_ call: FunctionCallExprSyntax, in type: any DeclGroupSyntax,
                                     file: SourceFileSyntax) -> (receiver: String, member: String)? {
        guard call.arguments.isEmpty, call.trailingClosure == nil, let access = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = access.base, let entry = subscriptEntry(base),
              let collection = entry.split(separator: "[").first.map(String.init) else { return nil }
        let name = access.declName.baseName.text
        // The entry's type as the view spells it (`[String: Hint]`), else the one struct of the
        // project declaring the method (`@Default(.hints) var hints` spells none).
        let valueDecl: StructDeclSyntax?
        if let valueType = elementType(of: collection, in: type) {
            valueDecl = ProjectDeclarations.structDeclaration(named: valueType, in: file)
                ?? ProjectDeclarations.structDeclarationElsewhere(named: valueType)?.0
        } else if declaresProperty(collection, in: type) {
            valueDecl = ProjectDeclarations.structDeclaringMutatingMethod(named: name, in: file)
        } else {
            valueDecl = nil
        }
        guard let valueDecl else { return nil }
        let methods = valueDecl.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { $0.name.text == name }
        guard methods.count == 1, let method = methods.first, method.signature.parameterClause.parameters.isEmpty,
              method.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) }),
              let statements = method.body?.statements, statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self),
              let member = flippedMember(only), storesBool(member, in: valueDecl) else { return nil }
        return (entry, member)
    }

    /// `f` of `f.toggle()`, `self.f.toggle()`, `f = !f`, `self.f = !self.f`.
    private static func flippedMember(_ expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "toggle",
           let base = access.base {
            return SwiftSyntaxFacts.ownName(base)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let target = SwiftSyntaxFacts.ownName(elements[0]),
              let negation = elements[2].as(PrefixOperatorExprSyntax.self), negation.operator.text == "!",
              SwiftSyntaxFacts.ownName(negation.expression) == target else { return nil }
        return target
    }

    /// Whether the struct declares a stored `var member` that is a Bool (`: Bool` or `= false`/`true`).
    private static func storesBool(_ member: String, in declaration: StructDeclSyntax) -> Bool {
        declaration.memberBlock.members.contains { item in
            guard let variable = item.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var) else { return false }
            return variable.bindings.contains { binding in
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == member && binding.accessorBlock == nil
                    && (binding.typeAnnotation?.type.trimmedDescription == "Bool" || binding.initializer?.value.is(BooleanLiteralExprSyntax.self) == true)
            }
        }
    }

    /// Whether the type declares a property `name`.
    private static func declaresProperty(_ name: String, in type: any DeclGroupSyntax) -> Bool {
        type.memberBlock.members.contains { item in
            item.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } == true
        }
    }

    /// `Hint` of a stored property `hints: [String: Hint]` or `hints: [Hint]` (or `= [String: Hint]()`,
    /// `= [Hint]()`) of the type.
    private static func elementType(of name: String, in type: any DeclGroupSyntax) -> String? {
        for item in type.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                var annotated = binding.typeAnnotation?.type
                if annotated == nil, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty {
                    if let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1 {
                        return array.elements.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    }
                    if let dictionary = call.calledExpression.as(DictionaryExprSyntax.self),
                       case .elements(let elements) = dictionary.content, elements.count == 1 {
                        return elements.first?.value.as(DeclReferenceExprSyntax.self)?.baseName.text
                    }
                }
                if let optional = annotated?.as(OptionalTypeSyntax.self) { annotated = optional.wrappedType }
                if let dictionary = annotated?.as(DictionaryTypeSyntax.self) { return dictionary.value.as(IdentifierTypeSyntax.self)?.name.text }
                if let array = annotated?.as(ArrayTypeSyntax.self) { return array.element.as(IdentifierTypeSyntax.self)?.name.text }
                return nil
            }
        }
        return nil
    }
}
