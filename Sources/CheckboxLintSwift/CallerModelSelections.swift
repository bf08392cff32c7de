import SwiftSyntax

/// A row whose chosen state and flip its caller gives through the caller's model (round
/// twenty-five, A; WindowCleaner's `CleanupAppRow`, macOS):
///
///     CleanupAppRow(app: app, isSelected: viewModel.isSelectedForCleanup(app),
///                   onToggle: { viewModel.toggleCleanupSelection(for: app) })
///
/// the row drawing `Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")` in a
/// `Button { onToggle() }`, and the model's class (`@Bindable var viewModel: AppTrackingViewModel`,
/// declared in the caller's file or found by `ProjectDeclarations`) holding
/// `func toggleCleanupSelection(for app: TrackedApp) { if selectedCleanupApps.contains(app.id) {
/// …remove(app.id) } else { …insert(app.id) } }` and `func isSelectedForCleanup(_ app: TrackedApp)
/// -> Bool { selectedCleanupApps.contains(app.id) }`. The model's set is then the row's chosen
/// collection, as a set of the caller's own is (`CallerClosureActions`): the flip read in the
/// method's body (`ModelMethodCalls`), the look in the test method's.
///
/// A test is taken only when it is a method of a model property of the caller (or of a model that
/// model holds, `appState.filters.isSelected(app)`), with the call's argument labels, returning
/// `Bool` by one membership test (`p.contains(x)`, `return self.p.contains(x)`, after `guard`s that
/// return a Bool and `let`s: `guard let app else { return false }; return p.contains(app.id)`) of
/// the very set the closure changes, or of a computed property of the model built from that set
/// alone (`var chosenIDs: Set<String> { Set(chosen.map(\.id)) }`, tested by `isChosen(app)` or given
/// as `store.chosenIDs.contains(app.id)`: `projects(_:from:in:)`). Any other test (`isStale(app)`, a
/// count, a set of another name) decides nothing, and the row stays unread.

enum CallerModelSelections {
    /// What `closure`, given to a row by `caller`, changes through a method of the caller's model;
    /// asked only once the caller's own changes (`StateChanges`) found none.
    static func state(changedBy closure: ClosureExprSyntax, in caller: some DeclGroupSyntax, file: SourceFileSyntax) -> String? {
        ModelMethodCalls.state(changedBy: Syntax(closure), in: caller, file: file)
    }

    /// Whether `argument` (`viewModel.isSelected(app)`) tests membership of `changed` through a
    /// method of the caller's model.
    static func readsMembership(_ argument: ExprSyntax, of changed: String, in caller: some DeclGroupSyntax, file: SourceFileSyntax) -> Bool {
        let types = ModelMethodCalls.modelTypes(of: caller)
        guard !types.isEmpty, let call = argument.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              call.calledExpression.is(MemberAccessExprSyntax.self) else { return false }
        // `store.chosenIDs.contains(app.id)`: a projection of the model's set tested in the call itself.
        if let collection = MembershipCalls.collection(argument), let access = collection.as(MemberAccessExprSyntax.self),
           let base = access.base, let model = ModelMethodCalls.model(reachedBy: base, types: types, file: file) {
            return projects(access.declName.baseName.text, from: changed, in: model.declaration)
        }
        guard let (model, method) = ModelMethodCalls.modelMethod(calledBy: call, types: types, file: file),
              method.signature.returnClause?.type.trimmedDescription == "Bool",
              let tested = returnedExpression(of: method), let collection = MembershipCalls.collection(tested),
              let name = SwiftSyntaxFacts.ownName(collection) else { return false }
        return name == changed || projects(name, from: changed, in: model.declaration)
    }

    /// Whether `name` is a computed property of `model` whose getter reads `changed` and no other
    /// stored property of the model (`var chosenIDs: Set<String> { Set(chosen.map(\.id)) }`): the
    /// same set, seen through a projection. A getter that also reads another stored property (a
    /// filter, `chosen.filter { visible.contains($0) }`) may answer otherwise, and decides nothing.
    private static func projects(_ name: String, from changed: String, in model: ClassDeclSyntax) -> Bool {
        guard name != changed else { return false }
        var stored: Set<String> = []
        var getter: AccessorBlockSyntax?
        for member in model.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let accessors = binding.accessorBlock, !isObserved(accessors) {
                    if property == name { getter = accessors }
                } else {
                    stored.insert(property)
                }
            }
        }
        guard let getter else { return false }
        let read = Set(getter.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case .identifier(let text) = token.tokenKind { return text }
            return nil
        })
        return read.contains(changed) && read.intersection(stored) == [changed]
    }

    /// `{ didSet { … } }`, `{ willSet { … } }`: a stored property's observers, not a getter.
    private static func isObserved(_ accessors: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = accessors.accessors else { return false }
        return list.contains { ["didSet", "willSet"].contains($0.accessorSpecifier.text) }
    }

    /// The expression a method's body returns: `{ p.contains(x) }`, `{ return p.contains(x) }`, or
    /// the last statement's after statements that only leave early or name a value (`guard let app
    /// else { return false }`, `let id = app.id`): the test is still that one membership, the
    /// earlier lines only its preconditions. Any other statement before it (an assignment, an `if`,
    /// a loop) may change what is returned, and decides nothing.
    private static func returnedExpression(of method: FunctionDeclSyntax) -> ExprSyntax? {
        guard let statements = method.body?.statements, let last = statements.last?.item,
              statements.dropLast().allSatisfy({ isPrecondition($0.item) }) else { return nil }
        if let returned = last.as(ReturnStmtSyntax.self) { return returned.expression }
        guard statements.count == 1 else { return nil }
        return last.as(ExprSyntax.self) ?? last.as(ExpressionStmtSyntax.self)?.expression
    }

    /// `guard … else { return false }` (any Bool literal), or `let name = value`.
    private static func isPrecondition(_ item: CodeBlockItemSyntax.Item) -> Bool {
        if let guardStatement = item.as(GuardStmtSyntax.self) {
            let exits = guardStatement.body.statements
            guard exits.count == 1, let returned = exits.first?.item.as(ReturnStmtSyntax.self) else { return false }
            return returned.expression?.is(BooleanLiteralExprSyntax.self) == true
        }
        if let variable = item.as(VariableDeclSyntax.self) {
            return variable.bindingSpecifier.tokenKind == .keyword(.let) && variable.bindings.allSatisfy { $0.initializer != nil }
        }
        return false
    }
}
