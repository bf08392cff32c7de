import SwiftSyntax

/// A row its callers tap, whose check shows a Bool member of the value each caller hands it (round
/// twenty-eight, a to-do list's row):
///
///     struct TaskRow: View {
///         let item: TaskModel
///         var body: some View {
///             HStack {
///                 Image(systemName: item.isCompleted ? "checkmark.circle" : "circle")
///                 Text(item.task)
///             }
///         }
///     }
///     …
///     ForEach($tasks) { $item in
///         TaskRow(item: item).onTapGesture { item.isCompleted.toggle() }
///     }
///
/// The row has no tap of its own and no Bool property, yet every tap on it flips the very member
/// its check shows: a two-state control VoiceOver meets as an image and a text. The row is the
/// checkbox, read at its declaration, as a chip its callers tap (`CallerTappedComponents`).
///
/// Only a stored property of the row (`let item`, `@Binding var item`) whose member the look's
/// condition is, whole (`item.isCompleted`, not `item.tasks.isEmpty`), the member named for a done
/// or chosen state (`isCompleted`, `done`, `isChecked`, `isSelected`), the look drawn like a box or
/// a check (`Indicator.looksLikeCheckbox`), and a caller's `.onTapGesture` on the row that toggles
/// that member of the value it passes for the property. A caller whose tap opens the item, or
/// flips another member, makes no checkbox.
enum CallerTappedValues {
    /// The member path the callers' taps flip (`item.isCompleted`), and the first such tap's closure.
    static func state(of view: StructDeclSyntax, file: SourceFileSyntax, shownBy indicators: [Indicator])
        -> (state: String, tap: ClosureExprSyntax)? {
        guard let (property, member) = shownMember(of: view, shownBy: indicators) else { return nil }
        for site in CallerClosureActions.callSites(named: view.name.text, in: file) {
            guard let passed = SwiftSyntaxFacts.argument(site.call, property) else { continue }
            let (modifiers, _) = ViewContext.modifierChain(above: ExprSyntax(site.call))
            for modifier in modifiers where modifier.name == "onTapGesture" {
                guard let tap = modifier.call.trailingClosure ?? SwiftSyntaxFacts.argument(modifier.call, "perform")?.as(ClosureExprSyntax.self)
                else { continue }
                if CallerFlippedLooks.toggles(member, of: passed, in: tap)
                    || flipsThroughMethod(member, of: passed, in: tap, caller: site.call, file: site.file) {
                    return (property + "." + member, tap)
                }
            }
        }
        return nil
    }

    /// The member a component's own tap flips through the closure its callers give it (round thirty,
    /// a to-do app's row mark): the tap runs `action` with nothing handed (`.onTapGesture { onToggle() }`),
    /// and a caller's closure given as `action` flips the member the check shows of the value it
    /// passes — `onToggle: { todo.isCompleted.toggle() }` through a `ForEach($todos)` binding, or a
    /// method given the value (`model.toggleCompletion(todo)` toggling the parameter's member, storing a
    /// negated copy, or flipping the element it finds by the value's key: `KeyedElementFlips.flipsFound`).
    /// A closure that opens, edits or deletes the item flips nothing and makes no checkbox.
    /// - Returns: the member flipped (`isCompleted`), as a field of a handed value is named.
    static func member(flippedByClosure action: String, of view: StructDeclSyntax, file: SourceFileSyntax,
                       shownBy indicators: [Indicator]) -> String? {
        guard let (property, member) = shownMember(of: view, shownBy: indicators) else { return nil }
        for site in CallerClosureActions.callSites(named: view.name.text, in: file) {
            guard let passed = SwiftSyntaxFacts.argument(site.call, property),
                  let closure = CallerClosureActions.closure(givenAs: action, to: site.call) else { continue }
            if CallerFlippedLooks.toggles(member, of: passed, in: closure)
                || flipsThroughMethod(member, of: passed, in: closure, caller: site.call, file: site.file) {
                return member
            }
        }
        return nil
    }

    /// The stored value and its member the view's check shows (`item`, `isCompleted` for
    /// `item.isCompleted ? "checkmark.circle" : "circle"`): one member, named for a done or chosen state;
    /// or, when no member is so named, the one member a box is chosen by whose name says nothing else
    /// (`item.isNeeded ? "checkmark.circle.fill" : "circle"`): the callers' flip of it, asked next, decides.
    private static func shownMember(of view: StructDeclSyntax, shownBy indicators: [Indicator]) -> (property: String, member: String)? {
        let properties = storedProperties(of: view)
        var candidates: [(property: String, member: String)] = []
        var unnamed: [(property: String, member: String)] = []
        for indicator in indicators {
            for var read in shownPaths(indicator.condition) {
                if read.hasPrefix("self.") { read.removeFirst(5) }
                let parts = read.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                // The path first, then the look (reading what a view draws is the dearer test).
                guard parts.count == 2, properties.contains(parts[0]), !parts[1].isEmpty,
                      parts[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), indicator.looksLikeCheckbox else { continue }
                if namesAState(parts[1]) {
                    if !candidates.contains(where: { $0 == (parts[0], parts[1]) }) { candidates.append((parts[0], parts[1])) }
                } else if !ShownByLook.namesSomethingElse(parts[1]), !unnamed.contains(where: { $0 == (parts[0], parts[1]) }) {
                    unnamed.append((parts[0], parts[1]))
                }
            }
        }
        // One member shown: two looks of two members leave which one the tap flips to guessing.
        if candidates.isEmpty, unnamed.count == 1 { return unnamed.first }
        guard candidates.count == 1 else { return nil }
        return candidates.first
    }

    /// The Bool paths a look's condition shows whole: the condition read as a Bool (`item.isDone`,
    /// `!item.isDone`), or each side of a conjunction of plain paths (`asset.selected && selecting`,
    /// round thirty-three: a photo grid's check shown while a select mode is on) — the look follows
    /// the member whenever the other side holds. Anything else (`||`, a call, a comparison) is read
    /// whole, as before.
    static func shownPaths(_ condition: String) -> [String] {
        let read = ShownByLook.readBool(condition)
        guard read.contains("&&"), !read.contains("||") else { return [read] }
        let sides = read.components(separatedBy: "&&").map(ShownByLook.readBool)
        guard sides.count <= 3, sides.allSatisfy({ side in
            !side.isEmpty && side.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        }) else { return [read] }
        return sides
    }

    /// Whether a type's bytes may hold such a row: a member named for a done state or a choice
    /// (`isSelected` is `ShownByLook.mayNameAChoice`'s; a model's bare `selected` member is
    /// `elected`'s: round thirty-three, a photo grid's card) and a check or a box drawn. A type
    /// without either is not walked: it has no tap of its own, so nothing else would read it.
    static func mayShow(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        doneNeedles.contains { SwiftConstructs.contains(bytes, $0, in: range) }
            && symbolNeedles.contains { SwiftConstructs.contains(bytes, $0, in: range) }
    }

    private static let doneNeedles: [[UInt8]] = ["omplete", "done", "Done", "inished", "elected"].map { Array($0.utf8) }
    private static let symbolNeedles: [[UInt8]] = SwiftConstructs.checkboxSymbolWords.map { Array($0.utf8) }

    /// Whether `closure` hands `passed` to a method — the caller view's own, or its model's
    /// (`ModelMethodCalls`) — whose body flips `member` of that parameter: toggles it
    /// (`task.isCompleted.toggle()`), or stores a copy made by a method of the value's type that
    /// negates it (`tasks[index] = task.updateTaskCompletion()`, with `func updateTaskCompletion() ->
    /// TaskModel { TaskModel(id: id, task: task, isCompleted: !isCompleted) }`).
    private static func flipsThroughMethod(_ member: String, of passed: ExprSyntax, in closure: ClosureExprSyntax,
                                           caller: FunctionCallExprSyntax, file: SourceFileSyntax) -> Bool {
        guard let view = caller.ancestor(StructDeclSyntax.self) else { return false }
        let value = HandMadeCheckbox.normalizedCondition(passed.trimmedDescription)
        let types = ModelMethodCalls.modelTypes(of: view)
        for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: Syntax(closure)) {
            guard let position = call.arguments.firstIndex(where: { HandMadeCheckbox.normalizedCondition($0.expression.trimmedDescription) == value })
            else { continue }
            let method: FunctionDeclSyntax?
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                method = ownMethod(named: name, arguments: call.arguments.count, in: view)
            } else {
                method = ModelMethodCalls.modelMethod(calledBy: call, types: types, file: file)?.1
            }
            let index = call.arguments.distance(from: call.arguments.startIndex, to: position)
            guard let method, let body = method.body else { continue }
            let parameters = Array(method.signature.parameterClause.parameters)
            guard index < parameters.count else { continue }
            let parameter = (parameters[index].secondName ?? parameters[index].firstName).text
            let called = calls(onMemberOf: parameter, in: Syntax(body))
            if called.contains(member + ".toggle") { return true }
            // The element found again by the parameter's key and flipped there
            // (`if let index = todos.firstIndex(where: { $0.id == todo.id }) { todos[index].isCompleted.toggle() }`).
            if KeyedElementFlips.flipsFound(member, of: parameter, in: Syntax(body.statements)) { return true }
            let typeName = parameters[index].type.trimmedDescription
            for copier in called where !copier.contains(".") {
                if negatingCopier(named: copier, of: typeName, member: member, file: file) { return true }
            }
        }
        return false
    }

    /// The view's method `name` taking `arguments` parameters.
    private static func ownMethod(named name: String, arguments: Int, in view: StructDeclSyntax) -> FunctionDeclSyntax? {
        view.memberBlock.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first {
            $0.name.text == name && $0.signature.parameterClause.parameters.count == arguments
        }
    }

    /// The methods called on `base` or on one of its members in `node`: `task.copy()` gives `copy`,
    /// `task.isCompleted.toggle()` gives `isCompleted.toggle`.
    private static func calls(onMemberOf base: String, in node: Syntax) -> [String] {
        SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: node).compactMap { call in
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let receiver = access.base else { return nil }
            let path = HandMadeCheckbox.normalizedCondition(receiver.trimmedDescription)
            let method = access.declName.baseName.text
            if path == base { return method }
            guard path.hasPrefix(base + ".") else { return nil }
            return String(path.dropFirst(base.count + 1)) + "." + method
        }
    }

    /// Whether the struct `typeName` (declared in the file or, alone, elsewhere in the project) has a
    /// method `name` taking nothing that makes a copy with `member: !member`.
    private static func negatingCopier(named name: String, of typeName: String, member: String, file: SourceFileSyntax) -> Bool {
        guard let type = ProjectDeclarations.structDeclaration(named: typeName, in: file)
                ?? ProjectDeclarations.structDeclarationElsewhere(named: typeName)?.0,
              let method = ownMethod(named: name, arguments: 0, in: type), let body = method.body else { return false }
        return SwiftSyntaxFacts.nodes(LabeledExprSyntax.self, in: Syntax(body)).contains { argument in
            argument.label?.text == member
                && argument.expression.as(PrefixOperatorExprSyntax.self).map {
                    $0.operator.text == "!" && HandMadeCheckbox.normalizedCondition($0.expression.trimmedDescription) == member
                } == true
        }
    }

    private static func namesAState(_ member: String) -> Bool {
        ShownByLook.namesAChoice(member) || CallerToggledColours.namesADoneState(member)
    }

    /// The names of the view's stored properties that are not Bools (a value handed in whole).
    private static func storedProperties(of view: StructDeclSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in view.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil && binding.initializer == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type.trimmedDescription, type != "Bool" else { continue }
                names.insert(name)
            }
        }
        return names
    }
}
