import SwiftSyntax

/// A tap on a looped view that flips the element's Bool by finding the element again by its id
/// (round twenty-four, pattern 1; supply-app's filter tags):
///
///     ForEach(tags) { tag in
///         SmallTag(name: tag.type.name, isSelected: tag.isSelected)
///             .onTapGesture { self.toggleTag(tag.type) }
///     }
///     func toggleTag(_ type: TagEnum) {
///         guard let index = tags.firstIndex(where: { $0.type == type }) else { return }
///         var tempTags = tags
///         tempTags[index].isSelected.toggle()
///         self.tags = tempTags
///     }
///
/// `tags[index]` is the `tag` the row shows, found by the key the tap hands over, so flipping
/// `tags[index].isSelected` (in place, or on a copy put back) flips the `tag.isSelected` the row
/// is given. Read exactly: the looped collection, the index found by comparing `$0`'s key with the
/// same key of the tapped element (`$0.type == type` with `type` ← `tag.type`; `$0.id == tag.id`;
/// `firstIndex(of: tag)`), the flip on that index, in the tap itself or in one method of the caller
/// it calls. A body that also sets the Bool some other way (clearing the others first: a single
/// choice) flips no option of a multiple choice.
enum KeyedElementFlips {
    /// Whether `tap` flips `passed` (`tag.isSelected`, `tag` the element of the `ForEach` around `call`).
    static func flips(_ passed: ExprSyntax, in tap: ClosureExprSyntax, at call: FunctionCallExprSyntax, file: SourceFileSyntax) -> Bool {
        guard let member = passed.as(MemberAccessExprSyntax.self), let element = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let collection = loopedCollection(of: element, around: call) else { return false }
        let property = member.declName.baseName.text
        let flip = Flip(collection: collection, property: property)
        if flip.isDone(in: Syntax(tap.statements), keys: [element: []]) { return true }
        guard let caller = call.ancestor(StructDeclSyntax.self) else { return false }
        let changes = StateChanges(type: caller, file: file)
        for helperCall in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: Syntax(tap.statements)) {
            guard let name = SwiftSyntaxFacts.ownName(helperCall.calledExpression), let function = changes.function(named: name), let body = function.body else { continue }
            let parameters = Array(function.signature.parameterClause.parameters)
            let arguments = Array(helperCall.arguments)
            guard parameters.count == arguments.count else { continue }
            var keys: [String: [String]] = [:]
            for (parameter, argument) in zip(parameters, arguments) {
                if let path = path(of: argument.expression, from: [element: []]) { keys[(parameter.secondName ?? parameter.firstName).text] = path }
            }
            if !keys.isEmpty, flip.isDone(in: Syntax(body.statements), keys: keys) { return true }
        }
        return false
    }

    /// Whether `body` (a method given a value as `parameter`) flips `member` of the element it finds
    /// by that value's key in any list (`if let index = todos.firstIndex(where: { $0.id == todo.id }) {
    /// todos[index].isCompleted.toggle() }`, or on a copy of the element put back): the element is
    /// the value handed, found again, so its `member` is what flips.
    static func flipsFound(_ member: String, of parameter: String, in body: Syntax) -> Bool {
        flipsFound(member, keys: [parameter: []], in: body)
    }

    /// The same, `keys` naming what in the body reads the tapped element: a parameter given the
    /// element whole is `[p: []]`, one given its key (`toggleStep(step.id)`) `[p: ["id"]]`.
    static func flipsFound(_ member: String, keys: [String: [String]], in body: Syntax) -> Bool {
        var lists: [String] = []
        for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: body) {
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "firstIndex",
                  let list = access.base.flatMap(plainName), !lists.contains(list) else { continue }
            lists.append(list)
        }
        return lists.contains { Flip(collection: $0, property: member).isDone(in: body, keys: keys) }
    }

    /// `tags` of `ForEach(tags) { tag in … }` (or `$tags`, `self.tags`, `ForEach(tags, id: \.id)`)
    /// when `element` is the parameter of the closure around `call` that such a `ForEach` is given.
    private static func loopedCollection(of element: String, around call: FunctionCallExprSyntax) -> String? {
        var current = Syntax(call).parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self) {
                guard parameterNames(of: closure) == [element] else { current = node.parent; continue }
                guard let loop = closure.parent?.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(loop) == "ForEach",
                      let data = loop.arguments.first, data.label == nil else { return nil }
                return plainName(data.expression)
            }
            if node.is(FunctionDeclSyntax.self) || node.kind.isDeclaration { return nil }
            current = node.parent
        }
        return nil
    }

    private static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        (SwiftSyntaxFacts.closureParameterNames(closure) ?? []).map { $0.trimmingCharacters(in: "$") }
    }

    /// `tags` of `tags`, `self.tags`, `$tags`; nil for anything else.
    static func plainName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.trimmingCharacters(in: "$") }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The key path from the element an expression reads: `tag.type` with `keys` `[tag: []]` gives
    /// `[type]`; nil when it is not rooted at a known name.
    static func path(of expression: ExprSyntax, from keys: [String: [String]]) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return keys[reference.baseName.text] }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
              let basePath = path(of: base, from: keys) else { return nil }
        return basePath + [member.declName.baseName.text]
    }


    /// The flip looked for: `property` of `collection`'s element at an index found by key.
    private struct Flip {
        let collection: String
        let property: String

        /// Whether `body` flips it, `keys` naming what in the body reads the tapped element (a
        /// parameter given `tag.type` is `[type]`), and sets `property` no other way.
        func isDone(in body: Syntax, keys: [String: [String]]) -> Bool {
            let copies = copies(in: body)
            let lists = copies.union([collection])
            let indices = indices(in: body, keys: keys, lists: lists)
            guard !indices.isEmpty else { return false }
            let elements = elementCopies(in: body, lists: lists, indices: indices)
            func isElement(_ expression: ExprSyntax?) -> Bool {
                if let name = expression?.as(DeclReferenceExprSyntax.self)?.baseName.text, elements.contains(name) { return true }
                return self.isElement(expression, lists: lists, indices: indices)
            }
            var flipped = false
            for node in nodes(in: body) {
                // `list[index].isSelected.toggle()`.
                if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                   let base = member.base, let target = base.as(MemberAccessExprSyntax.self), target.declName.baseName.text == property {
                    guard member.declName.baseName.text == "toggle", isElement(target.base) else { return false }
                    flipped = true
                }
                // `list[index].isSelected = !list[index].isSelected`; any other assignment of the Bool spoils it.
                if let sequence = node.as(SequenceExprSyntax.self) {
                    let elements = Array(sequence.elements)
                    guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
                          let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == property else { continue }
                    guard elements.count == 3, let negation = elements[2].as(PrefixOperatorExprSyntax.self), negation.operator.text == "!",
                          negation.expression.trimmedDescription == target.trimmedDescription,
                          isElement(target.base) else { return false }
                    flipped = true
                }
            }
            return flipped
        }

        /// `updated` of `var updated = tags[index]` when `tags[index] = updated` follows: a copy of the
        /// found element, flipped and put back.
        private func elementCopies(in body: Syntax, lists: Set<String>, indices: Set<String>) -> Set<String> {
            var declared: Set<String> = []
            var putBack: Set<String> = []
            for node in nodes(in: body) {
                if let binding = node.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                   isElement(binding.initializer?.value, lists: lists, indices: indices) {
                    declared.insert(name)
                }
                if let sequence = node.as(SequenceExprSyntax.self) {
                    let elements = Array(sequence.elements)
                    if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), isElement(elements[0], lists: lists, indices: indices),
                       let value = elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text {
                        putBack.insert(value)
                    }
                }
            }
            return declared.intersection(putBack)
        }

        /// `copy` of `var copy = tags` when `tags = copy` (or `self.tags = copy`) follows.
        private func copies(in body: Syntax) -> Set<String> {
            var declared: Set<String> = []
            var putBack: Set<String> = []
            for node in nodes(in: body) {
                if let binding = node.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                   let value = binding.initializer?.value, plainName(value) == collection {
                    declared.insert(name)
                }
                if let sequence = node.as(SequenceExprSyntax.self) {
                    let elements = Array(sequence.elements)
                    if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), plainName(elements[0]) == collection,
                       let value = plainName(elements[2]) {
                        putBack.insert(value)
                    }
                }
            }
            return declared.intersection(putBack)
        }

        /// The names bound to `list.firstIndex(where: { $0.key == k })` (or `firstIndex(of: element)`)
        /// where `k` reads the same key of the tapped element.
        private func indices(in body: Syntax, keys: [String: [String]], lists: Set<String>) -> Set<String> {
            var found: Set<String> = []
            for node in nodes(in: body) {
                guard let binding = node.as(OptionalBindingConditionSyntax.self).map({ ($0.pattern, $0.initializer?.value) })
                        ?? node.as(PatternBindingSyntax.self).map({ ($0.pattern, $0.initializer?.value) }),
                      let name = binding.0.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let call = binding.1?.as(FunctionCallExprSyntax.self),
                      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "firstIndex",
                      let list = member.base.flatMap(plainName), lists.contains(list) else { continue }
                if let of = SwiftSyntaxFacts.argument(call, "of"), KeyedElementFlips.path(of: of, from: keys) == [] {
                    found.insert(name)
                } else if let predicate = (SwiftSyntaxFacts.argument(call, "where") ?? call.trailingClosure.map(ExprSyntax.init))?.as(ClosureExprSyntax.self),
                          comparesKey(predicate, keys: keys) {
                    found.insert(name)
                }
            }
            return found
        }

        /// `{ $0.type == type }`, `{ $0.id == tag.id }`, `{ item in item.id == id }`: the same key on both sides.
        private func comparesKey(_ predicate: ClosureExprSyntax, keys: [String: [String]]) -> Bool {
            guard predicate.statements.count == 1, let sequence = predicate.statements.first?.item.as(SequenceExprSyntax.self) else { return false }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return false }
            let own = parameterNames(of: predicate).first ?? "$0"
            func keyOfCandidate(_ expression: ExprSyntax) -> [String]? { KeyedElementFlips.path(of: expression, from: [own: []]) }
            for (candidate, given) in [(elements[0], elements[2]), (elements[2], elements[0])] {
                if let left = keyOfCandidate(candidate), let right = KeyedElementFlips.path(of: given, from: keys),
                   keys[own] == nil, left == right { return true }
            }
            return false
        }

        /// `list[index]` with `list` one of `lists` and `index` one of `indices`.
        private func isElement(_ expression: ExprSyntax?, lists: Set<String>, indices: Set<String>) -> Bool {
            guard let subscriptCall = expression?.as(SubscriptCallExprSyntax.self), let list = plainName(subscriptCall.calledExpression),
                  lists.contains(list), subscriptCall.arguments.count == 1,
                  let index = subscriptCall.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            return indices.contains(index)
        }

        private func nodes(in body: Syntax) -> [Syntax] {
            var found: [Syntax] = []
            var stack = [body]
            while let current = stack.popLast(), found.count < 4_000 {
                found.append(current)
                stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
            }
            return found
        }
    }
}
