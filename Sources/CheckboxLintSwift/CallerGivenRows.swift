import SwiftSyntax

/// A `Button` whose whole label is a row the list's callers build, through a closure property the
/// list calls with the chosen state (round twenty-four, E2; the kit's `VGRMultiSelectionList`):
///
///     let row: (Item, Bool) -> Row
///     ForEach(items) { item in
///         let isSelected = selection.contains(item)
///         Button { toggle(item) } label: { row(item, isSelected) }   // toggle inserts or removes
///     }
///
/// and, in the project, `VGRMultiSelectionList(header: …, items: …, selection: …) { weekday,
/// selected in VGRCheckRow(title: …, isSelected: selected) }`. What VoiceOver hears of the Button
/// (its role aside) is the row, which only the callers' closures spell: so the list's own file
/// decides nothing, and the rows are read where the callers give them (its file and the project's
/// other files, `ProjectCallers`; a caller that hands on a closure property of its own, `row:
/// row`, is followed to its callers). The
/// Button is a checkbox, named by the call (`{row(item, isSelected)}`), that says its state by the
/// traits every caller's row adds while chosen (`RowChosenTraits`): none in common is a Button
/// that never says it is chosen (role-missing).
///
/// Silent unless every closure is read: a caller whose closure is not a literal (a function, a
/// closure property that cannot be followed), a row drawn by a view out of sight, or no caller at
/// all in the project (a library's list used elsewhere): what the row says is not known, and a
/// guess would be a finding on a row nobody has read. Only for a Bool that reads a state the
/// action inserts, removes or flips: a choice set by assignment is a single-choice list.
enum CallerGivenRows {
    /// The Button read through its callers' rows: its indicator (the call, handed the state) and
    /// the traits the rows add while the state is on.
    struct Reading {
        let indicator: Indicator
        let traitsWhenOn: [String]
    }

    /// How deep callers that hand on their own closure property are followed.
    private static let maxForwarding = 3

    static func read(_ action: TapAction, state: String, changes: StateChanges, in declaration: any DeclGroupSyntax,
                     file: SourceFileSyntax) -> Reading? {
        guard action.isButton, let list = declaration.as(StructDeclSyntax.self),
              let button = action.tappedView.as(FunctionCallExprSyntax.self),
              let label = SwiftSyntaxFacts.labelClosure(of: button), label.statements.count == 1,
              let call = label.statements.first?.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
              let property = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? SwiftSyntaxFacts.selfMemberName(call.calledExpression),
              case .builder(let count) = GivenViewProperty.of(property, in: declaration), count == call.arguments.count,
              changes.stateChanged(by: action.body) == state else { return nil }
        // The argument handed the state: the state itself, or a `let` of the loop's body reading it.
        let names = ViewBuilderLets.names(reading: state, around: action.tappedView, in: declaration).union([state])
        guard let position = call.arguments.firstIndex(where: { argument in
            argument.expression.tokens(viewMode: .sourceAccurate).contains { token in
                if case .identifier(let name) = token.tokenKind { return names.contains(name) }
                return false
            }
        }) else { return nil }
        let index = call.arguments.distance(from: call.arguments.startIndex, to: position)
        // A view the rows are, declared in this file or in one other file of the project.
        let declared: (String) -> (StructDeclSyntax, SourceFileSyntax)? = { name in
            ProjectDeclarations.structDeclaration(named: name, in: file).map { ($0, file) } ?? ProjectDeclarations.structDeclarationElsewhere(named: name)
        }
        guard let rows = rowTraits(givenTo: list, property: property, index: index, depth: 0, file: file, declared: declared),
              !rows.isEmpty else { return nil }
        let whenOn = rows.dropFirst().reduce(rows[0]) { common, next in common.filter(next.contains) }
        let argument = call.arguments[position].expression
        var indicator = Indicator(node: Syntax(call), shown: Syntax(call), condition: SwiftSyntaxFacts.compactSource(argument),
                                  literals: [], conditionTokens: argument)
        indicator.passedToView = true
        return Reading(indicator: indicator, traitsWhenOn: whenOn)
    }

    /// The traits each caller's row adds while chosen; nil when one cannot be read.
    private static func rowTraits(givenTo type: StructDeclSyntax, property: String, index: Int, depth: Int, file: SourceFileSyntax,
                                  declared: (String) -> (StructDeclSyntax, SourceFileSyntax)?) -> [[String]]? {
        var rows: [[String]] = []
        for site in callers(of: type.name.text, in: file) {
            guard let given = closure(givenAs: property, to: site.call, of: type) else { return nil }
            if let closure = given.as(ClosureExprSyntax.self) {
                guard let bool = parameterName(of: closure, at: index),
                      let traits = RowChosenTraits.traits(of: closure.statements, bool: bool, file: site.file,
                                                          declaredElsewhere: declared) else { return nil }
                rows.append(traits)
                continue
            }
            // `row: row`: the caller's own closure property, given by its callers in turn.
            guard depth < maxForwarding, let forwarded = given.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let caller = site.call.ancestor(StructDeclSyntax.self),
                  case .builder = GivenViewProperty.of(forwarded, in: caller),
                  let further = rowTraits(givenTo: caller, property: forwarded, index: index, depth: depth + 1, file: site.file,
                                        declared: declared) else { return nil }
            rows += further
        }
        return rows
    }

    /// The calls of the type in `file` and in the project's other files (`ProjectCallers`, which
    /// reads `file` again from disk: its calls there are left out), Xcode previews aside. Every
    /// caller counts: one row that says nothing of the state is a Button that does not.
    private static func callers(of typeName: String, in file: SourceFileSyntax) -> [ProjectCallers.Site] {
        let own = CallerClosureActions.calls(named: typeName, in: Syntax(file)).filter { !XcodePreviews.contains(Syntax($0)) }
        let elsewhere = ProjectCallers.sites(of: typeName).filter { site in
            site.file.totalLength != file.totalLength || site.file.description != file.description
        }
        return own.map { ProjectCallers.Site(call: $0, file: file) } + elsewhere
    }

    /// What a call gives for the closure property: its argument of that label, a trailing closure of
    /// that label, or the trailing closure when the property is the one closure property of the
    /// type the call does not give by label.
    private static func closure(givenAs property: String, to call: FunctionCallExprSyntax, of type: StructDeclSyntax) -> ExprSyntax? {
        if let argument = SwiftSyntaxFacts.argument(call, property) { return argument }
        if let trailing = call.additionalTrailingClosures.first(where: { $0.label.text == property }) { return ExprSyntax(trailing.closure) }
        guard let trailing = call.trailingClosure, call.additionalTrailingClosures.isEmpty else { return nil }
        let labelled = Set(call.arguments.compactMap { $0.label?.text })
        let unlabelled = closureProperties(of: type).subtracting(labelled)
        return unlabelled == [property] ? ExprSyntax(trailing) : nil
    }

    private static func closureProperties(of type: any DeclGroupSyntax) -> Set<String> {
        StoredProperties.typed(of: type) { annotation, _ in
            StoredProperties.functionType(annotation) != nil
        }
    }

    /// The name of the closure's parameter at `index` (`{ weekday, selected in … }`, `{ (item,
    /// selected) in … }`), or `$index` with no parameter list.
    private static func parameterName(of closure: ClosureExprSyntax, at index: Int) -> String? {
        guard let names = SwiftSyntaxFacts.closureParameterNames(closure) else { return "$\(index)" }
        return index < names.count ? names[index] : nil
    }

}

extension HandMadeCheckbox {
    /// The same Button, saying its state by the traits its callers' rows add while chosen; made per
    /// item, but in no set of this file's: the rows' set is where the callers show the list.
    func withCallersRows(traitsWhenOn added: [String]) -> HandMadeCheckbox {
        var checkbox = HandMadeCheckbox(
            declaration: declaration, anchor: anchor, isTheType: isTheType, tappedView: tappedView, tapTarget: tapTarget,
            label: label, accessibilityLabel: accessibilityLabel, accessibilityValue: accessibilityValue, hint: hint,
            identifier: identifier, traits: traits, traitsWhenOn: traitsWhenOn + added.filter { !traitsWhenOn.contains($0) && !traits.contains($0) },
            combined: combined, hidden: hidden, size: size, isRepeated: isRepeated, stateName: stateName, stateText: stateText,
            textBeside: textBeside, textBesideIsView: textBesideIsView)
        (checkbox.labelIsCaption, checkbox.namesStateByAction, checkbox.nameSaysOnlyState) = (labelIsCaption, namesStateByAction, nameSaysOnlyState)
        checkbox.madeByCallersTap = madeByCallersTap
        checkbox.setIsCallers = true
        return checkbox
    }
}
