import SwiftSyntax

/// What a row a caller builds says to VoiceOver about a Bool it is handed (`{ weekday, selected in
/// VGRCheckRow(title: …, isSelected: selected) }`, `VGRCheckRow`'s body ending in
/// `.accessibilityAddTraits(isSelected ? [.isSelected] : [])`): the traits it adds while the Bool is
/// true, read from the row's own modifiers and, when the row is a view of the project handed the
/// Bool whole under a property of its own, from that view's body, one view deep.
///
/// `nil` when the row cannot be read: the Bool is not used at all (the row may not show it), it is
/// handed to a view out of sight (another module's, or one more view down), it is handed changed
/// (`isSelected: !selected`), or it chooses the row's accessibility label, value or representation
/// (words that may say the state, which a trait list cannot hold). An empty list is a row read whole
/// that shows the Bool by its look only.
enum RowChosenTraits {
    /// Views of SwiftUI whose drawing is known: handed the Bool, they show it as a look.
    private static let swiftUIViews: Set<String> = [
        "Text", "Image", "Label", "Color", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse",
        "HStack", "VStack", "ZStack", "Group", "Spacer", "Divider",
    ]

    /// `statements`: a row closure's body; `bool`: its parameter handed the chosen state.
    static func traits(of statements: CodeBlockItemListSyntax, bool: String, file: SourceFileSyntax,
                       declaredElsewhere: (String) -> (StructDeclSyntax, SourceFileSyntax)?) -> [String]? {
        guard let row = onlyView(in: statements) else { return nil }
        return traits(of: row, bool: bool, file: file, depth: 0, declaredElsewhere: declaredElsewhere)
    }

    private static func traits(of row: ExprSyntax, bool: String, file: SourceFileSyntax, depth: Int,
                               declaredElsewhere: (String) -> (StructDeclSyntax, SourceFileSyntax)?) -> [String]? {
        guard mentions(Syntax(row), bool) else { return nil }
        var whenOn: [String] = []
        var expression = row
        // The row's own modifiers, outermost first.
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            let readsBool = call.arguments.contains { mentions(Syntax($0.expression), bool) }
            switch member.declName.baseName.text {
            case "accessibilityAddTraits":
                guard readsBool else { break }
                // `isSelected ? [.isSelected] : []`: the first branch's traits the second lacks.
                guard let argument = call.arguments.first?.expression, let ternary = SwiftSyntaxFacts.ternary(argument),
                      ternary.branches.count == 2, ternary.condition == bool else { return nil }
                let whenOff = SwiftConstructs.traitWords(ternary.branches[1])
                whenOn += SwiftConstructs.traitWords(ternary.branches[0]).filter { !whenOff.contains($0) && !whenOn.contains($0) }
            case "accessibilityLabel", "accessibilityValue", "accessibilityRepresentation", "accessibilityHidden":
                if readsBool { return nil }
            default: break
            }
            expression = base
        }
        if !whenOn.isEmpty { return whenOn }
        // A view of the project handed the Bool whole, under one of its Bool properties: its body says.
        if let call = expression.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call), !swiftUIViews.contains(name) {
            guard depth == 0 else { return nil }
            return traits(ofView: call, handing: { $0.trimmedDescription == bool }, file: file, declaredElsewhere: declaredElsewhere)
        }
        // Drawn here: any view of the project or of another module handed the Bool whole draws it
        // out of sight.
        return handsOn(bool, in: Syntax(row)) ? nil : []
    }

    /// A Button whose label is one view of the file or the project handed the state the tap changes
    /// (or a `let` of the loop's body reading it): the traits that view's body adds while it is on.
    /// Empty when there is no such view or it cannot be read.
    static func ofLabelView(of action: TapAction, state: String, in declaration: any DeclGroupSyntax) -> [String] {
        guard action.isButton, let button = action.tappedView.as(FunctionCallExprSyntax.self),
              let label = SwiftSyntaxFacts.labelClosure(of: button) ?? button.trailingClosure.flatMap({ button.arguments.isEmpty ? nil : $0 }),
              let view = onlyView(in: label.statements),
              let call = SwiftSyntaxFacts.viewUnderModifiers(view).view.as(FunctionCallExprSyntax.self),
              let name = SwiftSyntaxFacts.calleeName(call), !swiftUIViews.contains(name),
              let file = Syntax(declaration).root.as(SourceFileSyntax.self) else { return [] }
        let names = ViewBuilderLets.names(reading: state, around: action.tappedView, in: declaration).union([state])
        let readsState: (ExprSyntax) -> Bool = { argument in
            argument.tokens(viewMode: .sourceAccurate).contains { token in
                if case .identifier(let name) = token.tokenKind { return names.contains(name) }
                return false
            }
        }
        return traits(ofView: call, handing: readsState, file: file, declaredElsewhere: ProjectDeclarations.structDeclarationElsewhere) ?? []
    }

    /// What a view of the project, called with an argument `isState` accepts under one of its Bool
    /// properties, adds while that property is true: read in its body (`CheckRow(title: item.name,
    /// isSelected: selection.contains(item))`, `CheckRow`'s body ending in
    /// `.accessibilityAddTraits(isSelected ? [.isSelected] : [])`).
    static func traits(ofView call: FunctionCallExprSyntax, handing isState: (ExprSyntax) -> Bool, file: SourceFileSyntax,
                       declaredElsewhere: (String) -> (StructDeclSyntax, SourceFileSyntax)?) -> [String]? {
        guard let name = SwiftSyntaxFacts.calleeName(call), !swiftUIViews.contains(name),
              let (view, viewFile) = ProjectDeclarations.structDeclaration(named: name, in: file).map({ ($0, file) }) ?? declaredElsewhere(name),
              let handed = call.arguments.first(where: { isState($0.expression) })?.label?.text,
              StoredProperties.bools(of: view).contains(handed), let body = bodyExpression(of: view) else { return nil }
        return traits(of: body, bool: handed, file: viewFile, depth: 1, declaredElsewhere: declaredElsewhere)
    }

    /// The one view a row builds: its one expression, after any `let`s.
    private static func onlyView(in statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        var found: ExprSyntax?
        for item in statements {
            if item.item.is(VariableDeclSyntax.self) { continue }
            guard found == nil, let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ReturnStmtSyntax.self)?.expression else { return nil }
            found = expression
        }
        return found
    }

    /// The one expression of `var body: some View { … }`, modifiers included.
    private static func bodyExpression(of view: StructDeclSyntax) -> ExprSyntax? {
        guard let accessor = SwiftSyntaxFacts.viewBody(of: view)?.as(AccessorBlockSyntax.self) else { return nil }
        switch accessor.accessors {
        case .getter(let items): return onlyView(in: items)
        case .accessors(let list):
            return list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body.flatMap { onlyView(in: $0.statements) }
        }
    }

    private static func mentions(_ node: Syntax, _ name: String) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) || $0.tokenKind == .dollarIdentifier(name) }
    }

    /// Whether a call of a view other than SwiftUI's own is handed `bool` as a whole argument.
    private static func handsOn(_ bool: String, in node: Syntax) -> Bool {
        var stack = [node]
        while let current = stack.popLast() {
            if let call = current.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call),
               name.first?.isUppercase == true, !swiftUIViews.contains(name),
               call.arguments.contains(where: { $0.expression.trimmedDescription == bool }) {
                return true
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return false
    }
}
