import SwiftSyntax

/// A daily check-in mark: a `Button` whose label is a mark with no words of its own, coloured by a
/// Bool named for being done, whose tap marks it done (round thirty-three, Streak-House's flame):
///
///     var isCompleted: Bool { streak.isCompletedToday }
///     …
///     Button(action: { DispatchQueue.main.asyncAfter(…) { viewModel.completeStreak(streak) } }) {
///         HStack {
///             Image(systemName: "flame.fill").foregroundColor(isCompleted ? .orange : .gray)
///             Text("\(streak.streakCount)").foregroundColor(isCompleted ? .orange : .gray)
///         }
///     }
///
/// VoiceOver says "12, Button" done or not: the state is only the colour. The tap marks the day done
/// once (75Soft's ruling, round thirty-two: a mark that can only be set is still a state VoiceOver
/// must say), through a method of the view's model.
///
/// Read only where nothing else is possible (asked for a tap that made no checkbox otherwise):
/// - the look is in the Button's label (a colour, a fill, a symbol's name) chosen by a Bool whose
///   name says done — `done`, `complete(d)`, `finished`, `accomplished` among its words
///   (`isCompletedToday`): no choice, no on state, no like, cheer, pin or favourite;
/// - that Bool is a stored one, or a computed Bool of the view of one expression read one level
///   (`var isCompleted: Bool { streak.isCompletedToday }`, `{ checkedAt != nil }`): the path it reads;
/// - the action, anywhere in it (after an animation, in `asyncAfter`), sets that path: to `true`,
///   toggles it, negates it (any assignment, for the path a computed Bool reads), or hands the value
///   it is a member of to a method of the view's model (a class of the project) named for completing
///   or toggling (`completeStreak(streak)`, `markDone(task)`, `toggle(item)`);
/// - the label spells no words of its own (a title names an action: "Cheer", "Done", "Complete") and
///   draws no symbol of another control (a heart, a star, a pin, a bookmark, a bell: `ColouredModeButtons`).
enum DoneCheckInMarks {
    struct Mark {
        /// The Bool the look reads (`isCompleted`).
        let state: String
        let indicator: Indicator
    }

    /// Whether any tap is left to ask: a Button that made no checkbox.
    static func mayAsk(_ taps: [TapAction], found: [HandMadeCheckbox]) -> Bool {
        taps.contains { tap in tap.isButton && !found.contains { $0.tappedView.id == tap.tappedView.id } }
    }

    static func mark(of action: TapAction, among indicators: [Indicator], in type: any DeclGroupSyntax, file: SourceFileSyntax) -> Mark? {
        guard action.isButton, !indicators.isEmpty else { return nil }
        for indicator in indicators where action.covers(indicator.node) {
            let shown = ShownByLook.readBool(indicator.condition)
            guard isPath(shown), namesDone(String(shown.split(separator: ".").last ?? "")), !ShownByLook.namesSomethingElse(shown) else { continue }
            // The path the tap must set: the Bool itself, or what its one-expression getter reads.
            let computed = computedPath(of: shown, in: type)
            let target = computed?.path ?? shown
            guard changes(target, anyWrite: computed?.isBool == false, in: action.body, type: type, file: file) else { continue }
            guard !spellsWords(action), !ColouredModeButtons.marksOtherControl(Syntax(action.tappedView)) else { return nil }
            return Mark(state: shown, indicator: indicator)
        }
        return nil
    }

    /// Whether a type's bytes may hold such a mark: a Button and a done word (`isCompleted`,
    /// `isDone`, `item.done`, `finished`). Most views spell neither: they are not walked for it.
    static func mayHold(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        let range = range.clamped(to: 0..<bytes.count)
        return SwiftConstructs.contains(bytes, buttonNeedle, in: range) && doneNeedles.contains { SwiftConstructs.contains(bytes, $0, in: range) }
    }

    private static let buttonNeedle = Array("Button".utf8)
    private static let doneNeedles: [[UInt8]] = ["omplete", "isDone", ".done", "inished", "ccomplished"].map { Array($0.utf8) }

    /// Words of a Bool named for being done.
    private static func namesDone(_ name: String) -> Bool {
        NameWords.of(name).contains { doneWords.contains($0) }
    }

    private static let doneWords: Set<String> = ["done", "complete", "completed", "finished", "accomplished"]

    /// Words of a method that marks a value done or flips it.
    private static func marksDone(_ method: String) -> Bool {
        NameWords.of(method).contains { markingWords.contains($0) }
    }

    private static let markingWords: Set<String> = ["complete", "finish", "done", "accomplish", "toggle"]

    /// `x` or `x.m`: a name or a member path, nothing called or compared.
    private static func isPath(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
    }

    /// The path a computed `Bool` of the view reads, when its getter is one expression: the path
    /// itself (`streak.isCompletedToday`: a Bool), or one compared with `nil` (`checkedAt != nil`:
    /// a value any write of which changes the Bool).
    private static func computedPath(of name: String, in type: any DeclGroupSyntax) -> (path: String, isBool: Bool)? {
        guard !name.contains(".") else { return nil }
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                  binding.typeAnnotation?.type.trimmedDescription == "Bool", let accessors = binding.accessorBlock,
                  case .getter(let items) = accessors.accessors, items.count == 1, let item = items.first?.item else { continue }
            guard let expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression else { return nil }
            var text = HandMadeCheckbox.normalizedCondition(expression.trimmedDescription)
            if text.hasPrefix("self.") { text.removeFirst(5) }
            for suffix in ["!=nil", "==nil"] where text.hasSuffix(suffix) {
                let path = String(text.dropLast(suffix.count))
                return isPath(path) ? (path, false) : nil
            }
            let read = ShownByLook.readBool(text)
            return isPath(read) ? (read, true) : nil
        }
        return nil
    }

    /// Whether `body` sets `path` (`x = true`, `x.toggle()`, `x = !x`; any `x = …` with `anyWrite`),
    /// or hands `x`'s owner (`streak` of `streak.isCompletedToday`) to a method of the view's model
    /// named for marking it done or flipping it.
    private static func changes(_ path: String, anyWrite: Bool, in body: Syntax, type: any DeclGroupSyntax, file: SourceFileSyntax) -> Bool {
        for sequence in SwiftSyntaxFacts.nodes(SequenceExprSyntax.self, in: body) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), normalized(elements[0]) == path else { continue }
            if anyWrite { return true }
            let value = elements.count == 3 ? normalized(elements[2]) : ""
            if value == "true" || value == "!" + path { return true }
        }
        let owner = path.split(separator: ".").count == 2 ? String(path.split(separator: ".")[0]) : nil
        var types: [String: String]?
        for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: body) {
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base else { continue }
            if access.declName.baseName.text == "toggle", call.arguments.isEmpty, normalized(base) == path { return true }
            guard let owner, marksDone(access.declName.baseName.text),
                  call.arguments.contains(where: { normalized($0.expression) == owner }) else { continue }
            if types == nil { types = ModelMethodCalls.modelTypes(of: type) }
            if let types, ModelMethodCalls.modelMethod(calledBy: call, types: types, file: file) != nil { return true }
        }
        return false
    }

    private static func normalized(_ node: some SyntaxProtocol) -> String {
        var text = HandMadeCheckbox.normalizedCondition(node.trimmedDescription)
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }

    /// Whether the label spells words of its own: a string literal with a letter outside an
    /// interpolation, not an image's name (`Text("Cheer")`, `Button("Done")`, `Label("Complete", …)`).
    private static func spellsWords(_ action: TapAction) -> Bool {
        SwiftSyntaxFacts.nodes(StringLiteralExprSyntax.self, in: Syntax(action.tappedView)).contains { literal in
            // The action's own strings (a log line) are not shown.
            if SwiftSyntaxFacts.contains(action.body, literal) { return false }
            // An image's name, alone or chosen (`Image(systemName: done ? "flame.fill" : "flame")`).
            if let argument = literal.ancestor(LabeledExprSyntax.self) {
                if argument.label?.text == "systemName" || argument.label?.text == "systemImage" { return false }
                if let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "Image" { return false }
            }
            return literal.segments.contains { segment in
                segment.as(StringSegmentSyntax.self)?.content.text.contains(where: \.isLetter) == true
            }
        }
    }
}
