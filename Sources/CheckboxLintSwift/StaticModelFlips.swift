import SwiftSyntax

/// A tap that flips the shown record through a static method of another type (round thirty-seven,
/// third part, pattern 1; a habit app's history cell):
///
///     let isActive = day.isActive(for: category)
///     Rectangle().opacity(isActive ? 1.0 : 0.4)
///         .onTapGesture { DayData.toggle(category: category, for: day, context: viewContext) }
///
/// with, in another file of the project, `struct DayData { static func toggle(category: StatusCategory,
/// for day: DayMO, context: NSManagedObjectContext) { day.toggle(category: category); saveContext(context) } }`.
/// The model method path (`ModelMethodCalls`) follows `m.f(…)` on a model property of the view; a
/// namespace's `T.f(…)` is followed here, the method found as `ModelMethodCalls` finds a model
/// (`ProjectDeclarations`: the view's file, else the one other file of the project declaring `T`),
/// by its name and argument labels, and `static` (or `class`). Its body is read for what it does
/// to what it is handed:
///
/// - a Bool member of a parameter flipped (`day.isChecked.toggle()`, `day.done = !day.done`), or a
///   member of a parameter that the same key is put into and taken out of (`day.tags.insert(tag)`
///   and `remove`): that member, as the same flip written in the tap would be (the caller asks
///   whether the view shows it);
/// - a method of a parameter handed another parameter, a key, that flips (`day.toggle(category:
///   category)`, its declaration in the project — a class or an extension of the parameter's
///   type — flipping something, or, not found, named `toggle…`): the state the view shows for that
///   key, a `let` bound to (or a look reading) a method of the same argument handed the same key
///   argument (`let isActive = day.isActive(for: category)` beside `for: day` and `category:
///   category`).
///
/// A static method that only reads, or writes a field that is no flip (`day.note = ""`), changes
/// nothing shown; a flip for another key than the look's is not this look's. The call is looked
/// for only in files the byte gates admit: a `T.toggle(` spelt in the file
/// (`SwiftConstructs.holdsStaticToggleCall`) and the view's change words (`toggle`, `toggle<Name>`,
/// `insert`, `remove`).
enum StaticModelFlips {
    static func state(changedBy body: Syntax, in view: any DeclGroupSyntax, file: SourceFileSyntax, shownBy indicators: [Indicator]) -> String? {
        guard !indicators.isEmpty else { return nil }
        let isShown = { (state: String) in indicators.contains { $0.mentions(state) } }
        for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: body) {
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let typeName = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  typeName.first?.isUppercase == true else { continue }
            let name = access.declName.baseName.text
            guard let (type, typeFile) = ProjectDeclarations.typeDeclaration(named: typeName, besides: file),
                  let method = staticMethod(named: name, labels: labels(of: call), in: type, file: typeFile),
                  let methodBody = method.body else { continue }
            // Each parameter's name inside the method, with the argument the call hands it.
            var handed: [String: ExprSyntax] = [:]
            var parameterTypes: [String: String] = [:]
            for (parameter, argument) in zip(method.signature.parameterClause.parameters, call.arguments) {
                let inner = (parameter.secondName ?? parameter.firstName).text
                handed[inner] = argument.expression
                parameterTypes[inner] = parameter.type.trimmedDescription.trimmingCharacters(in: ["?", "!"])
            }
            if let (member, owner) = flippedMember(in: methodBody, parameters: Set(handed.keys), type: type, file: typeFile) {
                if isShown(member) { return member }
                // Shown through a query method of the same record that reads the member
                // (`day.isActive(for: category)`, declared `{ active }`).
                if let record = handed[owner],
                   let shown = stateShown(for: record, key: nil, in: view, flip: "", reading: (member, parameterTypes[owner] ?? ""),
                                          besides: file, isShown: isShown) {
                    return shown
                }
            }
            if let keyed = keyedFlip(in: methodBody, handed: handed, parameterTypes: parameterTypes, besides: typeFile),
               let shown = stateShown(for: keyed.record, key: keyed.key, in: view, flip: keyed.method, reading: nil, besides: file, isShown: isShown) {
                return shown
            }
        }
        return nil
    }

    /// The one `static` (or `class`) method of `type` (or of an extension of it in `file`) named
    /// `name` whose argument labels are `labels`.
    private static func staticMethod(named name: String, labels: [String], in type: any DeclGroupSyntax, file: SourceFileSyntax) -> FunctionDeclSyntax? {
        var members = Array(type.memberBlock.members)
        let typeName = ProjectDeclarations.declaredName(of: type)
        for item in file.statements {
            guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self), extensionDecl.extendedType.trimmedDescription == typeName else { continue }
            members += extensionDecl.memberBlock.members
        }
        let found = members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { function in
            function.name.text == name
                && function.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
                && function.signature.parameterClause.parameters.map(\.firstName.text) == labels
        }
        return found.count == 1 ? found[0] : nil
    }

    private static func labels(of call: FunctionCallExprSyntax) -> [String] {
        call.arguments.map { $0.label?.text ?? "_" }
    }

    /// The member of a parameter the method's body flips: a Bool toggled or negated, or a set a key
    /// is put into and taken out of. Nil for anything else (a static property of the namespace, a
    /// field set to a value).
    private static func flippedMember(in body: CodeBlockSyntax, parameters: Set<String>, type: any DeclGroupSyntax, file: SourceFileSyntax)
        -> (member: String, parameter: String)? {
        guard let state = StateChanges(type: type, file: file).stateChanged(by: Syntax(body)), !parameters.contains(state) else { return nil }
        // Reached through a parameter (`day.isChecked`), not a member of the namespace itself.
        let reached = SwiftSyntaxFacts.nodes(MemberAccessExprSyntax.self, in: Syntax(body)).lazy.compactMap { member -> String? in
            guard member.declName.baseName.text == state, let owner = root(of: member), parameters.contains(owner) else { return nil }
            return owner
        }.first
        guard let reached else { return nil }
        let toggled = SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: Syntax(body)).contains(where: { (call: FunctionCallExprSyntax) -> Bool in
            guard let toggle = call.calledExpression.as(MemberAccessExprSyntax.self), toggle.declName.baseName.text == "toggle",
                  call.arguments.isEmpty, let base = toggle.base else { return false }
            return StateChanges.lastComponent(base) == state
        })
        let negated = SwiftSyntaxFacts.nodes(SequenceExprSyntax.self, in: Syntax(body)).contains(where: { (sequence: SequenceExprSyntax) -> Bool in
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  let negation = elements[2].as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" else { return false }
            return StateChanges.lastComponent(elements[0]) == state
                && HandMadeCheckbox.normalizedCondition(negation.expression.trimmedDescription) == HandMadeCheckbox.normalizedCondition(elements[0].trimmedDescription)
        })
        let flipsBool = toggled || negated
        return flipsBool || CallerFlippedLooks.addsAndTakes(state, in: Syntax(body)) ? (state, reached) : nil
    }

    /// The name a member chain starts from (`day` of `day.tags`, `day?.flags[0]`).
    private static func root(of member: MemberAccessExprSyntax) -> String? {
        var expression = member.base
        while let current = expression {
            if let reference = current.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let inner = current.as(MemberAccessExprSyntax.self) { expression = inner.base; continue }
            if let chained = current.as(OptionalChainingExprSyntax.self) { expression = chained.expression; continue }
            if let forced = current.as(ForceUnwrapExprSyntax.self) { expression = forced.expression; continue }
            if let subscripted = current.as(SubscriptCallExprSyntax.self) { expression = subscripted.calledExpression; continue }
            return nil
        }
        return nil
    }

    /// A method of one parameter called with another parameter, the key (`day.toggle(category:
    /// category)`), that flips: the arguments the tap hands those two parameters.
    private static func keyedFlip(in body: CodeBlockSyntax, handed: [String: ExprSyntax], parameterTypes: [String: String],
                                  besides file: SourceFileSyntax) -> (record: ExprSyntax, key: ExprSyntax, method: String)? {
        for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: Syntax(body)) {
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let recordName = access.base.flatMap(SwiftSyntaxFacts.ownName), let record = handed[recordName],
                  let keyName = call.arguments.lazy.compactMap({ $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text })
                    .first(where: { $0 != recordName && handed[$0] != nil }),
                  let key = handed[keyName] else { continue }
            let method = access.declName.baseName.text
            let labels = labels(of: call)
            let declared = ProjectDeclarations.instanceMethods(named: method, labels: labels, onType: parameterTypes[recordName] ?? "", besides: file)
            let flips: Bool
            if declared.count == 1, let declaredBody = declared[0].method.body {
                flips = StateChanges(type: declared[0].owner, file: declared[0].file).stateChanged(by: Syntax(declaredBody)) != nil
            } else {
                flips = declared.isEmpty && method.hasPrefix("toggle")
            }
            if flips { return (record, key, method) }
        }
        return nil
    }

    /// The state the view shows for `key` of `record`: a `let` bound to a method of the same
    /// record handed the same key (`let isActive = day.isActive(for: category)`), or, read in a
    /// look itself, that method's name. With no key (`reading`), a method of the record whose
    /// declaration (on the record's type, in the project) reads the flipped member.
    private static func stateShown(for record: ExprSyntax, key: ExprSyntax?, in view: any DeclGroupSyntax, flip: String,
                                   reading: (member: String, type: String)?, besides file: SourceFileSyntax,
                                   isShown: (String) -> Bool) -> String? {
        let recordText = HandMadeCheckbox.normalizedCondition(record.trimmedDescription)
        let keyText = key.map { HandMadeCheckbox.normalizedCondition($0.trimmedDescription) }
        for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: Syntax(view.memberBlock)) {
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text != flip,
                  let base = access.base, HandMadeCheckbox.normalizedCondition(base.trimmedDescription) == recordText else { continue }
            if let keyText {
                guard call.arguments.contains(where: { HandMadeCheckbox.normalizedCondition($0.expression.trimmedDescription) == keyText }) else { continue }
            } else if let reading {
                let declared = ProjectDeclarations.instanceMethods(named: access.declName.baseName.text, labels: labels(of: call),
                                                                   onType: reading.type, besides: file)
                guard declared.count == 1, let body = declared[0].method.body,
                      body.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(reading.member) }) else { continue }
            } else {
                continue
            }
            let name: String
            if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
               let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                name = bound
            } else {
                name = access.declName.baseName.text
            }
            if isShown(name) { return name }
        }
        return nil
    }
}
