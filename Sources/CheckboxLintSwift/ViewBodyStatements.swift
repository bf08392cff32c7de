import SwiftSyntax

/// A statement of a member that builds a view: `var body: some View { if isSelected { … } else { … } }`,
/// a computed `some View` or a `@ViewBuilder` member, a method returning `some View`. Its body is a view
/// builder as a stack's closure is, so an `if` or a `switch` written there whole shows a state as one
/// written inside a stack does (round thirty, pattern 2: a chip component whose whole body picks between
/// a check-marked view and a plain one by its Bool was read as showing nothing).
enum ViewBodyStatements {
    /// Whether `node`, an expression statement, is a top-level statement of such a member's body.
    static func isTopLevel(_ node: some SyntaxProtocol) -> Bool {
        var item = Syntax(node)
        if let statement = item.parent?.as(ExpressionStmtSyntax.self) { item = Syntax(statement) }
        guard let list = item.parent?.as(CodeBlockItemSyntax.self)?.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        return isViewMemberBody(list)
    }

    /// Whether `list` is the statements of such a member's body (`BodyLets`: the `let`s bound there).
    static func isViewMemberBody(_ list: CodeBlockItemListSyntax) -> Bool {
        // `var body: some View { … }`.
        if let accessors = list.parent?.as(AccessorBlockSyntax.self) {
            return accessors.parent?.as(PatternBindingSyntax.self).map(buildsView) ?? false
        }
        guard let block = list.parent?.as(CodeBlockSyntax.self) else { return false }
        // `var body: some View { get { … } }`.
        if let accessor = block.parent?.as(AccessorDeclSyntax.self), accessor.accessorSpecifier.tokenKind == .keyword(.get) {
            return accessor.parent?.parent?.parent?.as(PatternBindingSyntax.self).map(buildsView) ?? false
        }
        // `func chip() -> some View { … }`, `@ViewBuilder func …`.
        if let function = block.parent?.as(FunctionDeclSyntax.self) { return buildsView(function) }
        return false
    }

    /// Whether `function` builds a view: it returns `some View` or `AnyView`, or is a `@ViewBuilder`
    /// (`OwnViewMethods` follows a call of one to the texts it shows).
    static func buildsView(_ function: FunctionDeclSyntax) -> Bool {
        function.signature.returnClause.map { isViewType($0.type) } == true || hasViewBuilder(function.attributes)
    }

    private static func buildsView(_ binding: PatternBindingSyntax) -> Bool {
        if let type = binding.typeAnnotation?.type, isViewType(type) { return true }
        return binding.parent?.parent?.as(VariableDeclSyntax.self).map { hasViewBuilder($0.attributes) } ?? false
    }

    /// `some View`, `AnyView`, `some SwiftUI.View`.
    private static func isViewType(_ type: TypeSyntax) -> Bool {
        type.tokens(viewMode: .sourceAccurate).contains { $0.text == "View" || $0.text == "AnyView" }
    }

    private static func hasViewBuilder(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
    }
}
