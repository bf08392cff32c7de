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
/// A test is taken only when it is a method of a model property of the caller, with the call's
/// argument labels, returning `Bool` by one membership test (`p.contains(x)`, `return
/// self.p.contains(x)`) of the very set the closure changes. Any other test (`isStale(app)`, a
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
        guard let call = argument.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              call.calledExpression.is(MemberAccessExprSyntax.self),
              let (_, method) = ModelMethodCalls.modelMethod(calledBy: call, types: ModelMethodCalls.modelTypes(of: caller), file: file),
              method.signature.returnClause?.type.trimmedDescription == "Bool",
              let tested = onlyExpression(of: method), let collection = MembershipCalls.collection(tested) else { return false }
        return SwiftSyntaxFacts.ownName(collection) == changed
    }

    /// The one expression a method's body gives: `{ p.contains(x) }` or `{ return p.contains(x) }`.
    private static func onlyExpression(of method: FunctionDeclSyntax) -> ExprSyntax? {
        guard let statements = method.body?.statements, statements.count == 1, let item = statements.first?.item else { return nil }
        if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
        return item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
    }
}
