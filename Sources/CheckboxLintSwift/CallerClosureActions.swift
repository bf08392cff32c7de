import SwiftSyntax

/// A selection row whose tap runs an action its caller gives (SPEC §10; round nine, pattern 2, the
/// "MultipleSelectionRow" of the wild): `struct Row: View { var title: String; var isSelected: Bool;
/// var action: () -> Void; var body: some View { Button(action: self.action) { HStack {
/// Text(self.title); if self.isSelected { Image(systemName: "checkmark") } } } } }`, called in the
/// same file as `Row(title: …, isSelected: self.selections[i]) { self.selections[i].toggle() }`.
/// The row changes nothing itself, but every call of it toggles the value it passes as the Bool:
/// the row is a checkbox of that Bool property.
///
/// Only when the tap runs the closure property itself (`self.action`, `action`, `{ action() }`),
/// the property given the changed value is a `Bool` property of the row, and the closure given to
/// the call changes exactly that value (as `StateChanges` reads a change in the caller's type).
enum CallerClosureActions {
    /// Whether `type` keeps a stored property of a function type that takes no argument (an
    /// action): the cheap test before the type is walked for its taps.
    static func holdsAction(_ type: any DeclGroupSyntax) -> Bool {
        type.as(StructDeclSyntax.self) != nil && !actionProperties(of: type).isEmpty
    }

    /// The Bool property of `type` that the callers' closure, run by the tap `body`, toggles.
    static func state(changedBy body: Syntax, in type: any DeclGroupSyntax, file: SourceFileSyntax) -> String? {
        guard let rowName = type.as(StructDeclSyntax.self)?.name.text else { return nil }
        let bools = boolProperties(of: type)
        // `onToggle()`, or `onToggle(group)` handing back a value the row was given (`let group:
        // Group`, `let onToggle: (Group) -> Void`): either way the caller's closure is the change.
        let handable = storedValues(of: type).subtracting(bools)
        let closures = closureProperties(of: type)
        let called = (calledProperty(body) ?? calledProperty(body, handing: handable)).flatMap { closures.contains($0) ? $0 : nil }
        if let property = called, let state = state(changedThrough: property, bools: bools, rowName: rowName, type: type, file: file) {
            return state
        }
        // Or a Bool member of a struct value the view holds (`style.isSelected`, `item.isComplete`),
        // the tap running the view's closure or the value's (`perform: style.action`): `StructMemberStates`.
        return memberState(changedBy: body, called: called, rowName: rowName, in: type, file: file)
    }

    private static func state(changedThrough property: String, bools: Set<String>, rowName: String,
                              type: any DeclGroupSyntax, file: SourceFileSyntax) -> String? {
        for site in callSites(named: rowName, in: file) {
            let (call, file) = (site.call, site.file)
            guard let closure = closure(givenAs: property, to: call), let caller = call.ancestor(StructDeclSyntax.self) else { continue }
            // The member of the element the row is given, toggled at its index (`options[index].isEnabled.toggle()`
            // beside `option.isEnabled`): `IndexedElementFlips`.
            if let member = IndexedElementFlips.member(toggledBy: closure, in: call, row: type) { return member }
            guard !bools.isEmpty else { continue }
            let given = GivenBools(call: call, closure: closure, caller: caller, file: file, bools: bools)
            // What the closure changes in the caller; else what it changes through a method of the
            // caller's model (`viewModel.toggleSelection(for: app)` inserting and removing in its set;
            // `model.toggle(app)`, read by its word as flipping `model`, gives no Bool): `CallerModelSelections`.
            if let changed = StateChanges(type: caller, file: file).stateChanged(by: Syntax(closure)),
               let label = given.label(reading: changed) {
                return label
            }
            if let changed = CallerModelSelections.state(changedBy: closure, in: caller, file: file), let label = given.label(reading: changed) {
                return label
            }
        }
        return nil
    }

    /// The Bool member of a struct value the view holds that the callers' closure, run by the tap,
    /// changes: read as a Bool property of the view is (`state(changedBy:in:file:)`), its value given
    /// by the member's label — in the view's call (an initialiser taking it: `ToggleSwitch(isSelected:
    /// on) { on.toggle() }`) or in the value made there (`style: .init(isSelected: on) { on.toggle() }`)
    /// — or whole (`item: item`, the closure flipping `isComplete` of the element it finds by the item).
    /// - Parameter called: the view's own closure property the tap runs, if any; else the tap runs a
    ///   closure member of the held value (`perform: style.action`).
    private static func memberState(changedBy body: Syntax, called: String?, rowName: String, in type: any DeclGroupSyntax,
                                    file: SourceFileSyntax) -> String? {
        // A tap that runs no closure at all (the view's own flip) is read elsewhere: no struct search.
        guard called != nil || body.as(ClosureExprSyntax.self) != nil || body.is(MemberAccessExprSyntax.self) else { return nil }
        let held = StructMemberStates.held(by: type, file: file)
        guard held.contains(where: { !$0.bools.isEmpty }) else { return nil }
        let closureName: String
        var through: StructMemberStates.Held?
        if let called {
            closureName = called
        } else if let member = StructMemberStates.calledMember(body, among: held) {
            (closureName, through) = (member.closure, member.held)
        } else {
            return nil
        }
        for site in callSites(named: rowName, in: file) {
            let (call, file) = (site.call, site.file)
            let given = through.flatMap { StructMemberStates.givenArguments(for: $0, in: call)?.call } ?? call
            guard let closure = closure(givenAs: closureName, to: given), let caller = call.ancestor(StructDeclSyntax.self) else { continue }
            let changes = StateChanges(type: caller, file: file)
            guard let changed = changes.stateChanged(by: Syntax(closure)) ?? CallerModelSelections.state(changedBy: closure, in: caller, file: file)
            else { continue }
            for value in held where !value.bools.isEmpty {
                guard let arguments = StructMemberStates.givenArguments(for: value, in: call) else { continue }
                let members = GivenBools(call: arguments.call, closure: closure, caller: caller, file: file, bools: value.bools)
                if let label = members.label(reading: changed) { return label }
                // The value given whole (`item: item`), the closure flipping a member of it: by its
                // path (`item.isComplete.toggle()` on a binding) or by the member's name, the closure
                // reading the value (`items[i].isComplete.toggle()`, `i` found by `item.id`).
                guard arguments.own, let passed = SwiftSyntaxFacts.argument(call, value.property) else { continue }
                let path = boundValue(HandMadeCheckbox.normalizedCondition(passed.trimmedDescription))
                let target = changedExpression(in: closure)
                let root = path.split(separator: ".").first.map(String.init) ?? path
                for member in value.bools.sorted() {
                    if let target, target == path + "." + member { return member }
                    if target == nil, member == changed,
                       closure.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(root) }) {
                        return member
                    }
                }
            }
        }
        return nil
    }

    /// The Bool arguments a call of the row gives, beside the closure it gives for the tap.
    private struct GivenBools {
        let call: FunctionCallExprSyntax
        let closure: ClosureExprSyntax
        let caller: StructDeclSyntax
        let file: SourceFileSyntax
        let bools: Set<String>

        /// The label of the Bool argument that reads `changed`, what the closure changes; nil when none does.
        func label(reading changed: String) -> String? {
            let target = changedExpression(in: closure)
            // `let isSelected = chosen.contains(item)` in the loop's body (or the helper method that
            // makes the call), then `isSelected: isSelected`.
            let lets = LoopBodyLets(around: call, function: true)
            for argument in call.arguments {
                guard let label = argument.label?.text, bools.contains(label) else { continue }
                let expression = lets.resolved(argument.expression)
                // The same value: `self.selections[i]` passed, `self.selections[i].toggle()` run.
                // A binding passed for a `@Binding` property (`$first`) is the value `first`.
                let passed = boundValue(HandMadeCheckbox.normalizedCondition(expression.trimmedDescription))
                if let target, passed == target { return label }
                if target == nil, boundValue(StateChanges.lastComponent(expression)) == changed { return label }
                // A membership passed (`isSelected: selectedLists.contains(list)`), its collection
                // the one the closure changes (`toggleSelection(for: list)` appending and removing).
                if let collection = membershipBase(expression), boundValue(StateChanges.lastComponent(collection)) == changed
                    || derives(collection, from: changed, in: caller) {
                    return label
                }
                // A membership read by a method of the caller's model (`viewModel.isSelected(app)`,
                // `func isSelected(_ app: String) -> Bool { selected.contains(app) }`): `CallerModelSelections`.
                if CallerModelSelections.readsMembership(expression, of: changed, in: caller, file: file) { return label }
                // A membership read by a function of the caller (`selected(id: id)`, `if case .anyOf(let ids) =
                // selection { return ids.contains(id) }`), the closure rewriting that list (`MembershipRewrites`).
                if MembershipRewrites.readsMembership(expression, of: changed, changes: StateChanges(type: caller, file: file)),
                   MembershipRewrites.list(flippedBy: Syntax(closure), changes: StateChanges(type: caller, file: file)) == changed {
                    return label
                }
            }
            return nil
        }
    }

    /// With no call of the type in the file (a design system's component, used by other files): the
    /// one Bool property of a type named as a checkbox (`Checkbox`, `SMSCheckbox`, `TaskCheckBox`)
    /// whose tap runs a closure property (`.onTapGesture { action() }`). The file cannot show that
    /// the callers' closures toggle it, so the name stands in for them, as it does for a state shown
    /// by colour only (`HandMadeCheckbox.namesACheckbox`); `HandMadeCheckbox` also asks the view to
    /// show an image chosen by that Bool that looks like a box (`"checkbox-selected"`). A type with
    /// callers in the file is left to them (`state(changedBy:in:file:)`), and with two Bool
    /// properties which one is the state is not known.
    static func stateOfNamedCheckbox(changedBy body: Syntax, in type: any DeclGroupSyntax, file: SourceFileSyntax) -> String? {
        guard let rowName = type.as(StructDeclSyntax.self)?.name.text, namesACheckbox(rowName),
              let property = calledProperty(body), actionProperties(of: type).contains(property) else { return nil }
        let bools = boolProperties(of: type)
        guard bools.count == 1, !hasDecidingCalls(of: type, named: rowName, in: file) else { return nil }
        return bools.first
    }

    /// A type name that holds `Checkbox` or `CheckBox`, at its end or anywhere (`Checkbox`, `SMSCheckbox`,
    /// `CheckboxRow`, `CheckboxSelection`): the word says what the view is wherever it stands.
    static func namesACheckbox(_ typeName: String) -> Bool {
        typeName.lowercased().contains("checkbox")
    }

    /// Whether a call of `type` (named `name`) in `file` says what its tap changes: any but a
    /// pass-through's (`isPassThrough`). A component whose only calls in its file hand on what their
    /// function was handed is judged as one with no caller there. (An Xcode preview's call still counts
    /// here, as it did: a chip previewed as `isSelected: true` beside a single choice's callers stays out.)
    static func hasDecidingCalls(of type: any DeclGroupSyntax, named name: String, in file: SourceFileSyntax) -> Bool {
        calls(named: name, in: Syntax(file)).contains { call in !isPassThrough(call, of: type) }
    }

    /// Whether `call`, a call of the component `type`, only hands on the Bool and the closure it was
    /// handed itself (round thirty-seven, hholdout37b, pattern 1): `func withSelectionIndicator(isSelected:
    /// Bool, onSelectionChange: @escaping () -> Void) -> some View { modifier(CheckboxSelection(isSelected:
    /// isSelected, onSelectionChange: onSelectionChange)) }`, or a view forwarding its own passed-in
    /// properties. Such a caller neither toggles nor sets a value — what the tap changes is decided by
    /// the pass-through's own callers, elsewhere — so it neither confirms nor vetoes the component: it is
    /// judged as with no caller. Every argument for a `Bool` or closure property of `type` must be the
    /// same-named parameter of the enclosing function or initialiser, or the same-named passed-in stored
    /// property of the enclosing type, and at least one such closure is handed on; a closure literal, a
    /// constant (`isSelected: false`) or another value (`isSelected: selection == item`) decides, as before.
    static func isPassThrough(_ call: FunctionCallExprSyntax, of type: any DeclGroupSyntax) -> Bool {
        guard mayPassThrough(call) else { return false }
        let closures = closureProperties(of: type)
        let decisive = closures.union(boolProperties(of: type))
        var handsOnClosure = false
        for argument in call.arguments {
            guard let label = argument.label?.text, decisive.contains(label) else { continue }
            guard SwiftSyntaxFacts.ownName(argument.expression) == label, isHandedIn(label, around: Syntax(call)) else { return false }
            if closures.contains(label) { handsOnClosure = true }
        }
        return handsOnClosure
    }

    /// The cheap tests of `isPassThrough`, before the component's properties are read: no closure
    /// literal given, and some argument spelt as its label (`onTap: onTap`).
    private static func mayPassThrough(_ call: FunctionCallExprSyntax) -> Bool {
        call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty
            && !call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) })
            && call.arguments.contains(where: { argument in
                argument.label.map { SwiftSyntaxFacts.ownName(argument.expression) == $0.text } == true
            })
    }

    /// Whether `name` is a parameter of the function or initialiser `node` is in, or a stored property
    /// of the type around it that whoever makes it gives (`SelectedLookComponents.isPassedIn`).
    private static func isHandedIn(_ name: String, around node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            if let initializer = ancestor.as(InitializerDeclSyntax.self) {
                return initializer.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            if let group = ancestor.asProtocol(DeclGroupSyntax.self) {
                return SelectedLookComponents.isPassedIn(name, group)
            }
            current = ancestor.parent
        }
        return false
    }

    /// Whether `collection` is a member of a computed property of the caller built from `changed`:
    /// `snapshot.templateIds` with `private var snapshot: Snapshot { Snapshot(groups: groups) }`, the
    /// closure changing `groups`. The set tested is a projection of the one the closure changes.
    private static func derives(_ collection: ExprSyntax, from changed: String, in caller: StructDeclSyntax) -> Bool {
        guard let member = collection.as(MemberAccessExprSyntax.self),
              let base = member.base.flatMap(SwiftSyntaxFacts.ownName) else { return false }
        for item in caller.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == base {
                guard let accessors = binding.accessorBlock else { return false }
                return accessors.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(changed) }
            }
        }
        return false
    }

    /// `self.action`, `action`, `{ action() }`, `{ self.action() }`: the property the tap runs.
    /// With `handing`, the call may hand back values the row holds (`{ onToggle(group) }`): each
    /// argument unlabelled and one of those stored properties.
    static func calledProperty(_ body: Syntax, handing handable: Set<String> = []) -> String? {
        var expression: ExprSyntax?
        if let closure = body.as(ClosureExprSyntax.self) {
            // `{ guard !isDisabled else { return }; onToggle() }`: the action, run unless the view is
            // disabled, as the `if` below.
            guard let item = onlyCall(in: closure.statements), let call = item.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
                  call.arguments.allSatisfy({ argument in
                      argument.label == nil && SwiftSyntaxFacts.ownName(argument.expression).map(handable.contains) == true
                  }) else { return nil }
            expression = call.calledExpression
        } else {
            expression = body.as(ExprSyntax.self)
        }
        return expression.flatMap(calledName)
    }

    /// The closure property a call's callee names: `action`, `self.action`, and an optional one
    /// called through `?` or `!` (`action?()`, `self.saveAction?(title, !isComplete)`): the same call
    /// of the caller's closure, run when the caller gave one (round thirty-one, third part). Also an
    /// optional one defaulted to an empty closure (`Button(action: action ?? {})`, `(self.action ??
    /// {})()`, round thirty-four): run when given, nothing else when not — the same as `action?()`.
    /// Only an empty closure literal on the right: `action ?? { dismiss() }` does something else.
    static func calledName(_ callee: ExprSyntax) -> String? {
        if let chained = callee.as(OptionalChainingExprSyntax.self) { return SwiftSyntaxFacts.ownName(chained.expression) }
        if let forced = callee.as(ForceUnwrapExprSyntax.self) { return SwiftSyntaxFacts.ownName(forced.expression) }
        if let defaulted = emptyDefaulted(callee) { return SwiftSyntaxFacts.ownName(defaulted) }
        return SwiftSyntaxFacts.ownName(callee)
    }

    /// `action` of `action ?? {}` or `(self.action ?? { })`: the left of a `??` whose right is a closure
    /// literal with no signature and no statement, seen through one pair of parentheses.
    private static func emptyDefaulted(_ expression: ExprSyntax) -> ExprSyntax? {
        var expression = expression
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            expression = only.expression
        }
        let operands: (left: ExprSyntax, right: ExprSyntax)
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return nil }
            operands = (elements[0], elements[2])
        } else if let infix = expression.as(InfixOperatorExprSyntax.self),
                  infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            operands = (infix.leftOperand, infix.rightOperand)
        } else {
            return nil
        }
        guard let empty = operands.right.as(ClosureExprSyntax.self), empty.signature == nil, empty.statements.isEmpty else { return nil }
        return operands.left
    }

    /// The one statement `statements` run, seen through what only decides whether or how it runs:
    /// a `guard … else { return }` before it, `if style != .disabled { action() }` (the action, run
    /// unless the view is disabled), and `withAnimation(.bouncy) { … }` or `withTransaction(t) { … }`
    /// (round twenty-six, miss 5: the body runs now, animated). A few levels only: a hostile file
    /// may nest them deep.
    private static func onlyCall(in statements: CodeBlockItemListSyntax) -> CodeBlockItemSyntax.Item? {
        var current = Array(statements.drop { isEarlyExit($0.item) })
        for _ in 0..<4 {
            guard current.count == 1, let item = current.first?.item else { return nil }
            if let guarded = item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.as(IfExprSyntax.self),
               guarded.elseBody == nil {
                current = Array(guarded.body.statements.drop { isEarlyExit($0.item) })
            } else if let wrapper = item.as(FunctionCallExprSyntax.self), let body = wrapper.trailingClosure,
                      wrapper.additionalTrailingClosures.isEmpty,
                      ["withAnimation", "withTransaction"].contains(SwiftSyntaxFacts.calleeName(wrapper) ?? "") {
                current = Array(body.statements.drop { isEarlyExit($0.item) })
            } else {
                return item
            }
        }
        return nil
    }

    /// `guard condition else { return }`: a statement that only leaves the closure early.
    private static func isEarlyExit(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard let guardStatement = item.as(GuardStmtSyntax.self), guardStatement.body.statements.count == 1,
              let exit = guardStatement.body.statements.first?.item.as(ReturnStmtSyntax.self) else { return false }
        return exit.expression == nil
    }

    /// `selection` in `selection.contains(item)` or `selection.contains { $0.id == item.id }`; also
    /// negated (`!excluded.contains(item)`: the same membership, the row's Bool its inverse) and of a
    /// set a dictionary keeps (`excludedByRecipe[id]?.contains(item) == true`: `MembershipCalls`).
    private static func membershipBase(_ expression: ExprSyntax) -> ExprSyntax? {
        MembershipCalls.collection(expression) ?? MembershipCalls.collection(negated: expression)
    }

    /// The closure a call gives for `property`: labelled with its name, or the trailing closure.
    static func closure(givenAs property: String, to call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let labelled = SwiftSyntaxFacts.argument(call, property)?.as(ClosureExprSyntax.self) { return labelled }
        return call.additionalTrailingClosures.isEmpty ? call.trailingClosure : nil
    }

    /// The one value a closure of one statement toggles (`self.selections[i].toggle()`,
    /// `x = !x`), normalized; nil when it says it otherwise (a helper, `insert`). Calls of a free
    /// function beside it (`{ item.done.toggle(); print(item.id) }`: a log) change no state of the
    /// caller's and are passed over.
    private static func changedExpression(in closure: ClosureExprSyntax) -> String? {
        let changes = closure.statements.filter { !isFreeFunctionCall($0.item) }
        guard changes.count == 1, let item = changes.first?.item else { return nil }
        if let call = item.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "toggle", call.arguments.isEmpty, let base = member.base {
            return boundValue(HandMadeCheckbox.normalizedCondition(base.trimmedDescription))
        }
        return nil
    }

    /// `print(item.id)`, `log("…")`: a call of a function by its bare name, with no closure given it.
    private static func isFreeFunctionCall(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard let call = item.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              call.calledExpression.is(DeclReferenceExprSyntax.self) else { return false }
        return !call.arguments.contains { $0.expression.is(ClosureExprSyntax.self) || $0.expression.is(InOutExprSyntax.self) }
    }

    /// The value a binding stands for: `$first` and `first.wrappedValue` are `first` (a
    /// `Binding<Bool>` toggled through its `wrappedValue`, `options[i].isSelected.wrappedValue.toggle()`).
    static func boundValue(_ path: String) -> String {
        var path = Substring(path)
        while path.first == "$" { path = path.dropFirst() }
        while path.hasSuffix(".wrappedValue") { path = path.dropLast(".wrappedValue".count) }
        return String(path)
    }

    /// The calls of the type `name` in `file`, each with its file; with none there, the calls made in
    /// the project's other files (`ProjectCallers`: a row in a file of its own). The evidence a caller
    /// gives is read the same wherever the caller is. An Xcode preview's call (`Row(isSelected:
    /// true) {}`, beside the row in its file) is no caller a user meets.
    /// A call that only hands on what its function was handed (`isPassThrough`) is none: with only such
    /// calls in the file, the project's other files are asked, as with no call.
    static func callSites(named name: String, in file: SourceFileSyntax) -> [ProjectCallers.Site] {
        var own = calls(named: name, in: Syntax(file)).filter { !XcodePreviews.contains(Syntax($0)) }
        if own.contains(where: mayPassThrough), let type = ProjectDeclarations.structDeclaration(named: name, in: file) {
            own.removeAll { isPassThrough($0, of: type) }
        }
        guard own.isEmpty else { return own.map { ProjectCallers.Site(call: $0, file: file) } }
        return ProjectCallers.sites(of: name)
    }

    /// - Parameter qualified: also a call spelt with the type's namespace (`Components.Atoms.Switch(isOn:)`).
    static func calls(named name: String, in root: Syntax, qualified: Bool = false) -> [FunctionCallExprSyntax] {
        var found: [FunctionCallExprSyntax] = []
        for token in root.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            // A generic component called with its parameter spelt out (`ChipItemView<T>(item: …)`).
            var callee = reference.parent?.as(GenericSpecializationExprSyntax.self).map(ExprSyntax.init) ?? ExprSyntax(reference)
            if qualified, let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
               member.base != nil {
                callee = ExprSyntax(member)
            }
            guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { continue }
            found.append(call)
        }
        return found
    }

    /// Stored properties of a function type that takes nothing (`var action: () -> Void`, or
    /// `@State var tapAction = {}` with no type spelt: `StoredProperties.untypedActions`).
    static func actionProperties(of type: any DeclGroupSyntax) -> Set<String> {
        StoredProperties.typed(of: type) { annotation, _ in
            StoredProperties.functionType(annotation)?.parameters.isEmpty == true
        }.union(StoredProperties.untypedActions(of: type))
    }

    /// Stored properties of a function type (`let onToggle: (Group) -> Void`, `var action: () -> Void`,
    /// `var tapAction = {}`).
    static func closureProperties(of type: any DeclGroupSyntax) -> Set<String> {
        StoredProperties.typed(of: type) { annotation, _ in
            StoredProperties.functionType(annotation) != nil
        }.union(StoredProperties.untypedActions(of: type))
    }

    /// Stored properties of any declared type but a function (`let group: Group`).
    static func storedValues(of type: any DeclGroupSyntax) -> Set<String> {
        StoredProperties.typed(of: type) { annotation, _ in
            StoredProperties.functionType(annotation) == nil
        }
    }

    /// Stored properties declared `Bool` (`var isSelected: Bool`).
    static func boolProperties(of type: any DeclGroupSyntax) -> Set<String> {
        StoredProperties.typed(of: type) { annotation, _ in annotation.trimmedDescription == "Bool" }
    }
}
