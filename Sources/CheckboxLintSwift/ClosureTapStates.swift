import SwiftSyntax

/// A component whose tap runs a closure its caller gives, and whose box is chosen by a value that
/// caller gave too (SPEC §10): the caller's closure is what changes the value, so the tap changes
/// the state the box shows, as `CallerClosureActions` reads when the callers are in the file.
///
/// - An item handed back (`let item: Item; let isTapped: (Item) -> Void` with `Button { isTapped(item) }
///   label: { Image(systemName: item.isChecked ? "checkmark.square" : "square") }`): the state is the
///   field of the value the closure is called with.
/// - A Bool handed in (`let isChoosed: Bool; let onTap: () -> Void` with `.onTapGesture { onTap() }`
///   and `if isChoosed { Image(systemName: "checkmark.circle.fill") } else { Image(systemName:
///   "circle") }`), with no caller in the file to say what its closure does: the one plain stored
///   Bool a box is chosen by.
/// - A model's subject sent (`viewModel.onCheckMarkTapped.send()`), or an action sent to a store
///   (`viewStore.send(.checkboxTapped)`, The Composable Architecture), beside a box of that model's
///   or store's field, the subject or action named for flipping it.
///
/// The tap's one call is read through what only wraps it and one helper method (`ClosureTapCall`);
/// the box may be drawn by a view of the file the tapped view hands the state (`DelegatedIndicator`).
///
/// Only a box look will do (the caller, `HandMadeCheckbox.find`, asks `looksLikeCheckbox`): a
/// closure may delete, open or favourite the item. A value the closure cannot reach (the view's
/// own `@State`) is not taken. Whether the caller keeps one choice (a radio) or many is out of the
/// file's reach; the box symbol is read as a checkbox, as for any hand-made box.
enum ClosureTapStates {
    /// Whether `type` keeps a stored closure property: the cheap test before its taps are read.
    static func holdsClosure(_ type: any DeclGroupSyntax) -> Bool {
        type.as(StructDeclSyntax.self) != nil && !CallerClosureActions.closureProperties(of: type).isEmpty
    }

    /// The state the tap `body` changes through a closure property of `type`, as the indicators read it.
    /// - Parameter changes: what the type's own methods change (`StateChanges` of `type` in `file`).
    static func state(changedBy body: Syntax, in type: any DeclGroupSyntax, shownBy indicators: [Indicator],
                      tappedView: ExprSyntax, changes: StateChanges, file: SourceFileSyntax) -> String? {
        guard let stored = type.as(StructDeclSyntax.self), let call = ClosureTapCall(body, changes: changes) else { return nil }
        let typeName = stored.name.text
        // A value handed to the closure may be shown by a view of the file the tapped view is given
        // it (`TimelineMark(isChecked: isConsumed)` drawing a check): that view's box.
        let paths: [String] = call.arguments + call.fieldArguments + call.negatedArguments
        let handed: Set<String> = Set(paths.map(lastName))
        let delegated: [Indicator] = handed.sorted().compactMap { name in
            DelegatedIndicator.find(in: tappedView, state: name, declaration: type, file: file)
        }
        let boxes = (indicators + delegated).filter(\.looksLikeCheckbox).filter { !isRadioSymbol($0) }
        // A `@State` flag the tap sets beside the call (`isPressed = true`, `ClosureTapCall.flags`) is a
        // press animation's only while no box reads it (a press's size or shadow, `.scaleEffect(isPressed
        // ? 0.97 : 1)`, shows no state): a box of that flag is the view's own.
        guard call.flags.isEmpty || boxes.allSatisfy({ box in
            box.conditionNames.isDisjoint(with: call.flags) || box.modifier.map(pressModifiers.contains) == true
        }) else { return nil }
        // A model's subject sent (`viewModel.onCheckMarkTapped.send()`) beside a box of one of its
        // fields (`viewModel.isDone`): the model flips it when the subject is named for that (a
        // subject named otherwise may open or delete the item).
        if let sender = call.sender {
            guard StoredProperties.typed(of: stored, where: { _, _ in true }).contains(sender)
                || isClosureParameter(sender, around: body) else { return nil }
            let fields = Set(boxes.compactMap { field(of: sender, readBy: $0) })
            guard fields.count == 1, let field = fields.first, namesAFlip(call.property, of: field) else { return nil }
            return field
        }
        guard CallerClosureActions.closureProperties(of: stored).contains(call.property) else { return nil }
        if !call.arguments.isEmpty, let field = fieldOfArgument(call.arguments, shownBy: boxes) { return field }
        // `action(index)` in `ForEach(0..<items.count) { index in … }` (or `items.indices`): the index
        // stands for the element `items[index]`, read as the element itself would be — its field
        // (`items[index].isCompleted`), or, in a list of Bools, the element (`items[index] ? … : …`).
        if !call.arguments.isEmpty, !boxes.isEmpty {
            let elements = call.arguments.compactMap { LoopElements.element(indexedBy: $0, at: Syntax(tappedView)) }
            if let field = fieldOfArgument(elements, shownBy: boxes) { return field }
            if let whole = elements.first(where: { element in boxes.contains { ShownByLook.readBool($0.condition) == element } }) {
                return whole
            }
        }
        // `onToggle(!isSelected)`: the caller is handed the state flipped, so the tap asks for that
        // change itself, whoever the callers are and whatever the closure is named.
        if let flipped = flippedState(call.negatedArguments, in: stored, shownBy: boxes) { return flipped }
        // `onToggle(isConsumed)`, `onToggle(item.isConsumed)`: handed the state as it is, by a closure
        // named for flipping it — again the tap asks for the change.
        if let handed = flippedState(call.arguments + call.fieldArguments, in: stored, shownBy: boxes),
           namesAFlip(call.property, of: handed) {
            return handed
        }
        // `onToggle()` handing nothing, beside a check of a member of a value the callers give
        // (`let todo: TodoItem`, `todo.isCompleted`): a caller's closure that flips that member of
        // the value it passes (`CallerTappedValues.member(flippedByClosure:)`), in the file or the project.
        if call.arguments.isEmpty, call.fieldArguments.isEmpty, call.negatedArguments.isEmpty,
           let member = CallerTappedValues.member(flippedByClosure: call.property, of: stored, file: file, shownBy: boxes) {
            return member
        }
        // With callers in the file, their closures say what the tap changes (`CallerClosureActions`).
        // A caller that hands an item back is read above, callers or not.
        // A caller that only hands on the Bool and the closure it was handed itself is none
        // (`CallerClosureActions.isPassThrough`).
        guard !hasCalls(named: typeName, of: stored, in: file) else { return nil }
        // With callers only in the project's other files (`ProjectCallers`), each keeping one choice
        // (`order = item`; `isSelected: idx == selection` beside `selection = idx; …`,
        // `SingleChoiceCallers.keepsOneChoice`): a radio's rows. Callers that flip through a model's
        // methods (`model.toggle(item)`) are not all read, so any other caller leaves the row to its box.
        let elsewhere = ProjectCallers.sites(of: typeName)
        guard elsewhere.isEmpty || !elsewhere.allSatisfy({ site in
            SingleChoiceCallers.keepsOneChoice(site.call, action: call.property)
        }) else { return nil }
        // A row of a single choice says so by its name (`RadioButton`, `onSelect`) or its symbol
        // (`largecircle.fill.circle`, `circle.inset.filled`): a radio, not a checkbox. A choosing word
        // is outweighed by a type named as a checkbox (`CheckboxSelection`, `CheckboxRow`:
        // `CallerClosureActions.namesACheckbox`) or a square box ticked and empty (`checkmark.square.fill`
        // / `square`, `CheckMarkPairs.isSquareBoxPair`), which no radio draws: `onSelectionChange` there
        // reports a multiple selection's change.
        let names = (typeName + " " + call.property).lowercased()
        guard !names.contains("radio") else { return nil }
        guard !["select", "choose", "pick"].contains(where: names.contains)
            || CallerClosureActions.namesACheckbox(typeName) || boxes.contains(where: CheckMarkPairs.isSquareBoxPair) else { return nil }
        let shown = plainBoolProperties(of: stored).filter { bool in boxes.contains { $0.mentions(bool) } }
        if !shown.isEmpty { return shown.count == 1 ? shown.first : nil }
        // A field of a value handed in (`let item: Item`, a box of `item.isPacked`) when the closure
        // is named for flipping it (`onTogglePacked`, `onCheck`): a closure named otherwise (`onTap`)
        // may open or edit the item, and the box then only reports its status.
        let fields = Set(plainValueProperties(of: stored).flatMap { value in boxes.compactMap { field(of: value, readBy: $0) } })
        guard fields.count == 1, let field = fields.first, namesAFlip(call.property, of: field) else { return nil }
        return field
    }

    /// Modifiers a press animation's flag moves or sizes the row by: no state shown.
    private static let pressModifiers: Set<String> = [
        "scaleEffect", "offset", "rotationEffect", "rotation3DEffect", "shadow", "blur", "brightness", "animation",
    ]

    /// Whether `name` is a parameter of a closure `body` is in (`WithViewStore(store) { viewStore in
    /// … }`), a few closures out at most.
    private static func isClosureParameter(_ name: String, around body: Syntax) -> Bool {
        var current = body.parent
        var depth = 0
        while let node = current, depth < 64 {
            depth += 1
            current = node.parent
            guard let closure = node.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause else { continue }
            switch parameters {
            case .simpleInput(let names):
                if names.contains(where: { $0.name.text == name }) { return true }
            case .parameterClause(let clause):
                if clause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
            }
        }
        return false
    }

    /// `isConsumed` in `item.isConsumed`.
    private static func lastName(_ path: String) -> String {
        path.split(separator: ".").last.map(String.init) ?? path
    }

    /// A radio's symbol, a dot in a ring (`largecircle.fill.circle`, `circle.inset.filled`,
    /// `record.circle`, `smallcircle.filled.circle`, `dot.circle`, `circle.circle`): one choice of several.
    static func isRadioSymbol(_ box: Indicator) -> Bool {
        (box.branchLiterals + CallCollector.literals(in: box.node)).contains { literal in
            let parts = literal.split(separator: ".")
            return ["largecircle", "smallcircle", "record", "dot"].contains(parts.first ?? "") || literal.contains("inset")
                || parts.starts(with: ["circle", "circle"])
        }
    }

    /// The stored Bool (`isSelected`) or field of a stored value (`item.isDone` → `isDone`) that a
    /// closure is handed negated (`!isSelected`, `!self.isSelected`, `!item.isDone`), when a box shows it.
    private static func flippedState(_ negated: [String], in type: any DeclGroupSyntax, shownBy boxes: [Indicator]) -> String? {
        let bools = plainBoolProperties(of: type)
        let values = plainValueProperties(of: type)
        for operand in negated {
            let path = operand.hasPrefix("self.") ? String(operand.dropFirst("self.".count)) : operand
            let parts = path.split(separator: ".").map(String.init)
            if parts.count == 1, bools.contains(path), boxes.contains(where: { $0.mentions(path) }) { return path }
            if parts.count == 2, values.contains(parts[0]),
               boxes.contains(where: { field(of: parts[0], readBy: $0) == parts[1] }) { return parts[1] }
        }
        return nil
    }

    /// `isPacked` when the box's condition reads `item.isPacked` (`value` is `item`).
    private static func field(of value: String, readBy box: Indicator) -> String? {
        let condition = HandMadeCheckbox.normalizedCondition(box.condition)
        for prefix in [value + ".", "self." + value + "."] {
            guard let range = condition.range(of: prefix), isWordStart(range.lowerBound, in: condition) else { continue }
            let field = condition[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !field.isEmpty, box.mentions(String(field)) { return String(field) }
        }
        return nil
    }

    /// Whether a closure's name says it flips `field`: `onToggle…`, `onCheck…`, `toggleItem`, or
    /// the field's own word (`onPacked`, `markPacked` for `isPacked`).
    private static func namesAFlip(_ closure: String, of field: String) -> Bool {
        let name = closure.lowercased()
        if ["toggle", "check", "tick"].contains(where: name.contains) { return true }
        var word = field
        for prefix in ["is", "has"] where word.hasPrefix(prefix) && word.dropFirst(prefix.count).first?.isUppercase == true {
            word = String(word.dropFirst(prefix.count))
        }
        return word.count >= 4 && name.contains(word.lowercased())
    }

    /// `item.isChecked` read by a box, `item` handed to the closure: `isChecked`, as a toggle of
    /// `item.isChecked` names it (`StateChanges.lastComponent`).
    private static func fieldOfArgument(_ arguments: [String], shownBy boxes: [Indicator]) -> String? {
        for box in boxes {
            for argument in arguments where !marksTheChoice(argument, box: box) {
                if let field = field(of: argument, readBy: box) { return field }
            }
        }
        return nil
    }

    /// Whether `box` is chosen by the handed value's field compared with a value the component was
    /// given (`if selectedStoryId == story.id { checkmark }`, `onSelect(story)`): it marks the one item
    /// equal to a choice kept by the caller, and the tap hands the item back to become that choice — a
    /// single choice, not the item's own state (round twenty-seven, InterviewReady's `StoryPickerSheet`).
    /// A field compared with a Bool literal (`item.isDone == true`) is still the item's state.
    private static func marksTheChoice(_ value: String, box: Indicator) -> Bool {
        let sides = HandMadeCheckbox.normalizedCondition(box.condition).components(separatedBy: "==")
        guard sides.count == 2 else { return false }
        let others = sides.filter { side in
            !(side.hasPrefix(value + ".") || side.hasPrefix("self." + value + ".") || side == value)
        }
        guard others.count == 1, let other = others.first else { return false }
        return other != "true" && other != "false"
    }

    private static func isWordStart(_ index: String.Index, in text: String) -> Bool {
        guard index > text.startIndex else { return true }
        let before = text[text.index(before: index)]
        return !(before.isLetter || before.isNumber || before == "_" || before == ".")
    }

    /// `perform: onTap` or `perform: self.onTap`, the last argument of `.onTapGesture` (no closure):
    /// the function the tap runs, named rather than called.
    static func functionNamed(asPerformed call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard call.trailingClosure == nil, let last = call.arguments.last, last.label?.text == "perform" else { return nil }
        if SwiftSyntaxFacts.ownName(last.expression) != nil { return last.expression }
        // `perform: style.action`: a closure member of a value the view holds (`StructMemberStates`).
        guard let member = last.expression.as(MemberAccessExprSyntax.self), let base = member.base,
              SwiftSyntaxFacts.ownName(base) != nil else { return nil }
        return last.expression
    }

    /// Stored `Bool` properties with no wrapper (`let isChoosed: Bool`): values the caller gives.
    private static func plainBoolProperties(of type: any DeclGroupSyntax) -> Set<String> {
        StoredProperties.typed(of: type) { annotation, variable in
            annotation.trimmedDescription == "Bool" && variable.attributes.isEmpty
        }
    }

    /// Stored properties with no wrapper and of no function type (`let item: Item`): values the
    /// caller gives, whose fields a box may show.
    private static func plainValueProperties(of type: any DeclGroupSyntax) -> Set<String> {
        StoredProperties.typed(of: type) { annotation, variable in
            variable.attributes.isEmpty && StoredProperties.functionType(annotation) == nil && annotation.trimmedDescription != "Bool"
        }
    }

    /// `{ order = item }`, `{ group in opened = group }`: a closure that only assigns values, none
    /// the negation of what it replaces — one choice set, nothing flipped.
    static func assignsOneChoice(_ closure: ClosureExprSyntax) -> Bool {
        !closure.statements.isEmpty && closure.statements.allSatisfy { statement in
            guard let sequence = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
                    ?? statement.item.as(SequenceExprSyntax.self),
                  sequence.elements.count == 3, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                  let value = sequence.elements.last else { return false }
            return !value.is(PrefixOperatorExprSyntax.self)
        }
    }

    private static func hasCalls(named name: String, of type: StructDeclSyntax, in file: SourceFileSyntax) -> Bool {
        file.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let call = reference.parent?.as(FunctionCallExprSyntax.self) else { return false }
            // An Xcode preview's call (`OptionCardView(title: "Astrology", isChoosed: true, onTap: {})`)
            // is no caller a user meets, nor is a pass-through's.
            return call.calledExpression.id == reference.id && !XcodePreviews.contains(Syntax(call))
                && !CallerClosureActions.isPassThrough(call, of: type)
        }
    }
}
