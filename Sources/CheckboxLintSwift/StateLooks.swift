import Foundation
import SwiftParser
import SwiftSyntax

/// One reading of "does the state a tap changes decide something the user sees in the control's
/// view", for the hand-made search (SPEC §10: "a colour, a shape's fill, an opacity"). What shows
/// the state is a look modifier of the control's view — on the tapped view, inside it (a Button's
/// label), or in the modifier chain above it — and the state may reach that modifier's argument
/// in several spellings, each read here in one walk of the view:
///
/// - written there, inside a call or parentheses: `.background(Color(on ? "Accent" : "Plain"))`;
/// - through a name the argument is: a `let` of the closures or the `body` around the view
///   (`let fill = chosen.contains(tag) ? .blue : .gray`), a computed member of the type
///   (`private var fill: Color { isOn ? … }`, or an `if` in its getter), a method called with the
///   item (`fill(for: tag)`);
/// - an `if` on the state around one view whose branches differ only by look modifiers
///   (`if on { Text(t).background(.blue) } else { Text(t) }`);
/// - a view of the file the state is handed to, that shows what it is given by a look (one level:
///   `ChipFace(isSelected: chosen.contains(tag))`, `ChipFace` colouring by `isSelected`), when the
///   tap flips what it hands (takes the item out and puts it in, or toggles a choice's Bool).
///
/// It answers with the place, an `Indicator` at the use in the view (its modifier, the view it is
/// on, the condition that chooses it), which the search then judges as it judges a ternary written
/// there (a box, a choice's colour, a mode's colour): this reader says where a state is shown, not
/// whether that makes a checkbox. A look of the state's condition found anywhere else (a `let` no
/// view uses, an action's `if`) is not a look.
///
/// What the collector reads before any state is known stays there: a ternary's modifier through
/// parentheses and `??` (`TernaryLookModifier`), a loop body's `let` named by a colour modifier
/// (`LetLooks`), nested ternaries as one look (`NestedTernaries`) — the state searches
/// (`stateAssigned(shownBy:)`, `SelectedLookComponents`) need those looks before they know the
/// state. This reader is asked once the tap's state is known, about that state only.
enum StateLooks {
    /// A look modifier of the control's view and one argument it is given whole.
    private struct LookUse {
        let call: FunctionCallExprSyntax
        let modifier: String
        let argument: ExprSyntax
    }

    // MARK: A look chosen off the view, read at its use

    /// `candidate`, a look of the state written away from the view's modifiers — the whole value of
    /// a `let`, a computed member or a method of the type, a ternary inside a look modifier's
    /// argument, an `if` whose branches differ only by looks — read where the control's view shows
    /// it; nil when the view does not (then the candidate is judged as it is).
    static func atUse(of candidate: Indicator, in action: TapAction, declaration: any DeclGroupSyntax) -> Indicator? {
        guard !candidate.looksLikeCheckbox, candidate.modifier == nil else { return nil }
        if let ifExpr = candidate.node.as(IfExprSyntax.self) {
            return branchLook(ifExpr, candidate: candidate, action: action)
        }
        let uses = lookUses(in: action)
        // Inside a look modifier's argument, not its whole: `Color(on ? "Accent" : "Plain")`.
        if let use = uses.first(where: { SwiftSyntaxFacts.contains($0.argument, candidate.node) && !isInClosure(candidate.node, under: $0.argument) }) {
            return Indicator(node: candidate.node, shown: modifiedView(of: use.call), condition: candidate.condition,
                             literals: candidate.branchLiterals, conditionTokens: candidate.node, modifier: use.modifier)
        }
        guard let holder = holder(of: candidate.node, in: declaration, around: action),
              let use = uses.first(where: { names($0.argument, holder) }), !hidesControl(use, candidate: candidate, action: action) else { return nil }
        return Indicator(node: Syntax(use.argument), shown: modifiedView(of: use.call), condition: candidate.condition,
                         literals: candidate.branchLiterals, conditionTokens: candidate.node, modifier: use.modifier)
    }

    // MARK: A condition that calls the type's own method

    /// `candidate` read through the method (or computed member) of the type its condition calls
    /// whole, when that member's body is one expression or one `return`: `.foregroundColor(
    /// isSelected(day) ? .white : .purple)` with `func isSelected(_ day: Weekday) -> Bool {
    /// days.contains(day) }` reads as `days.contains(day) ? …`, the argument put for the parameter —
    /// as the tap's side already follows `select(day)` into its body. What the look shows is then
    /// judged on what the condition reads (a set's membership, another test of it); nil when the
    /// condition is no such call (a body of several statements is not followed).
    static func throughOwnMethod(_ candidate: Indicator, declaration: any DeclGroupSyntax) -> Indicator? {
        guard let value = candidate.node.as(ExprSyntax.self), let called = conditionExpression(of: value) else { return nil }
        let name: String
        var arguments: [ExprSyntax] = []
        if let call = called.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, let callee = ownName(call.calledExpression) {
            name = callee
            arguments = call.arguments.map(\.expression)
        } else if let reference = ownName(called) {
            name = reference
        } else {
            return nil
        }
        guard let statements = memberStatements(named: name, in: declaration), let body = oneExpression(statements) else { return nil }
        var substitutes: [String: String] = [:]
        if let function = statements.parent?.parent?.as(FunctionDeclSyntax.self) {
            guard let given = Self.substitutes(for: function, arguments: arguments) else { return nil }
            substitutes = given
        } else if !arguments.isEmpty {
            return nil
        }
        let condition = substituted(body, substitutes)
        guard let parsed = parsedCondition(condition) else { return nil }
        var resolved = Indicator(node: candidate.node, shown: candidate.shown, condition: condition, literals: candidate.branchLiterals,
                                 conditionTokens: parsed, modifier: candidate.modifier)
        resolved.passedToView = candidate.passedToView
        resolved.drawsCheck = candidate.drawsCheck
        return resolved
    }

    /// A look's condition is a line or two; a longer one is no look worth re-reading.
    private static let maxConditionBytes = 2_000

    /// The condition of a ternary, when it is one expression (`isSelected(day)`, not `a && b`).
    private static func conditionExpression(of value: ExprSyntax) -> ExprSyntax? {
        if let ternary = value.as(TernaryExprSyntax.self) { return ternary.condition }
        guard let sequence = value.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 2, elements[1].is(UnresolvedTernaryExprSyntax.self) else { return nil }
        return elements[0]
    }

    /// The member name an expression is, alone or after `self.` (`isSelected`, `self.isSelected`).
    private static func ownName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The one expression of a body, or of its one `return`.
    private static func oneExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
        return item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
    }

    /// An argument that needs no parentheses where a parameter stood (`day`, `item.id`, `f(x)`, `3`).
    private static func isSimple(_ expression: ExprSyntax) -> Bool {
        expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) || expression.is(FunctionCallExprSyntax.self)
            || expression.is(IntegerLiteralExprSyntax.self) || expression.is(StringLiteralExprSyntax.self)
    }

    /// Each parameter's inner name and the argument a call puts for it (parenthesised unless simple);
    /// nil when the call gives another number of arguments.
    private static func substitutes(for function: FunctionDeclSyntax, arguments: [ExprSyntax]) -> [String: String]? {
        let parameters = function.signature.parameterClause.parameters
        guard parameters.count == arguments.count else { return nil }
        var substitutes: [String: String] = [:]
        for (parameter, argument) in zip(parameters, arguments) {
            substitutes[innerName(of: parameter)] = isSimple(argument) ? argument.trimmedDescription : "(" + argument.trimmedDescription + ")"
        }
        return substitutes
    }

    private static func innerName(of parameter: FunctionParameterSyntax) -> String {
        (parameter.secondName ?? parameter.firstName).text
    }

    /// A condition written anew with arguments put for parameters, parsed. Parsed again, so bounded
    /// again: an argument put for each use of its parameter may make the condition far longer and
    /// deeper than anything the file itself held.
    private static func parsedCondition(_ condition: String) -> ExprSyntax? {
        let bytes = Array(condition.utf8)
        guard bytes.count <= maxConditionBytes, SwiftSourceBounds.check(bytes) == nil else { return nil }
        return Parser.parse(source: condition).statements.first?.item.as(ExprSyntax.self)
    }

    /// `body`'s source with each parameter it reads by name (not a member named alike, `x.day`)
    /// replaced by the argument.
    private static func substituted(_ body: ExprSyntax, _ substitutes: [String: String]) -> String {
        var text = ""
        for token in body.tokens(viewMode: .sourceAccurate) {
            var piece = token.text
            if case .identifier(let name) = token.tokenKind, let argument = substitutes[name],
               let reference = token.parent?.as(DeclReferenceExprSyntax.self),
               reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id {
                piece = argument
            }
            text += token.leadingTrivia.description + piece + token.trailingTrivia.description
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    // MARK: A symbol the type's own method chooses by a Bool it is handed

    /// The symbol the tapped view names through a method of the type handed the state
    /// (`Label(option, systemImage: imageName(selected: answers[index]))` with `func imageName(selected:
    /// Bool) -> String { selected ? "checkmark.square" : "square" }`): the method's ternary on that
    /// parameter, read at the call with the argument put for the parameter. Only a symbol's name
    /// (`systemImage:`, `systemName:`) from a method whose body is one expression; the other
    /// arguments stay as they are (`multiSelection ? (selected ? … : …) : (selected ? … : …)`).
    static func symbolThroughOwnMethod(of state: String, in action: TapAction, declaration: any DeclGroupSyntax) -> Indicator? {
        for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: Syntax(action.tappedView))
        where call.trailingClosure == nil && !SwiftSyntaxFacts.contains(action.body, call) {
            guard let argument = call.parent?.as(LabeledExprSyntax.self),
                  argument.label?.text == "systemImage" || argument.label?.text == "systemName",
                  let symbolCall = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let name = ownName(call.calledExpression), let statements = memberStatements(named: name, in: declaration),
                  let body = oneExpression(statements), let function = statements.parent?.parent?.as(FunctionDeclSyntax.self) else { continue }
            let parameters = Array(function.signature.parameterClause.parameters)
            let arguments = call.arguments.map(\.expression)
            guard let substitutes = Self.substitutes(for: function, arguments: arguments) else { continue }
            let handed = zip(parameters, arguments).first { StateChanges.lastComponent($0.1) == state }.map { innerName(of: $0.0) }
            // The ternary of the body (or one nested in its branches) whose condition is that parameter.
            guard let parameter = handed,
                  let chosen = SwiftSyntaxFacts.nodes(SequenceExprSyntax.self, in: Syntax(body)).lazy.compactMap({ sequence -> (ExprSyntax, [String])? in
                      guard let ternary = SwiftSyntaxFacts.ternary(ExprSyntax(sequence)), let condition = conditionExpression(of: ExprSyntax(sequence)),
                            condition.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter else { return nil }
                      let literals = NestedTernaries.literals(of: ternary.branches)
                      return literals.isEmpty ? nil : (condition, literals)
                  }).first else { continue }
            let condition = substituted(chosen.0, substitutes)
            guard let parsed = parsedCondition(condition) else { continue }
            return Indicator(node: Syntax(call), shown: Syntax(symbolCall), condition: condition, literals: chosen.1,
                             conditionTokens: parsed)
        }
        return nil
    }

    // MARK: A look the search found no ternary or `if` for

    /// The look of `state` in `action`'s view that no indicator of the type spells: an `if` in the
    /// getter of a member the view's look modifier is given, or a view of the file handed the
    /// state that shows it by a look.
    static func look(of state: String, in action: TapAction, declaration: any DeclGroupSyntax, file: SourceFileSyntax) -> Indicator? {
        for use in lookUses(in: action) {
            guard let name = calledOrNamed(use.argument), let getter = memberStatements(named: name, in: declaration) else { continue }
            for statement in getter {
                guard let ifExpr = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                        ?? statement.item.as(IfExprSyntax.self),
                      reads(Syntax(ifExpr.conditions), state),
                      // An opacity the getter makes 0 shows or hides the view, no look of it.
                      use.modifier != "opacity" || !returnsZero(getter) else { continue }
                return Indicator(node: Syntax(use.argument), shown: modifiedView(of: use.call), condition: ifExpr.conditions.trimmedDescription,
                                 literals: [], conditionTokens: ifExpr.conditions, modifier: use.modifier)
            }
        }
        return handedLook(of: state, in: action, declaration: declaration, file: file)
    }

    /// A view of the file the tapped view shows, handed the state under a label that is one of its
    /// stored properties, that shows that property by a look and takes no tap of its own: the call
    /// stands for the look (one level).
    private static func handedLook(of state: String, in action: TapAction, declaration: any DeclGroupSyntax,
                                   file: SourceFileSyntax) -> Indicator? {
        let own = HandMadeCheckbox.typeName(declaration)
        for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: Syntax(action.tappedView))
        where !SwiftSyntaxFacts.contains(action.body, call) {
            guard SwiftSyntaxFacts.modifierName(call) == nil, let name = SwiftSyntaxFacts.calleeName(call), name.first?.isUppercase == true,
                  name != own, let drawing = ProjectDeclarations.structDeclaration(named: name, in: file) else { continue }
            for argument in call.arguments {
                // The tap flips what it hands on: takes the item out of the set and puts it in, or
                // toggles a Bool named for a choice (`CallerFlippedLooks.flips`). A tap that only adds
                // is no checkbox's, whatever the view shows.
                // Or through a method of the view's model it calls (`model.select(item)`, `ModelMethodCalls`).
                guard let label = argument.label?.text, reads(Syntax(argument.expression), state),
                      let tap = action.body.as(ClosureExprSyntax.self),
                      CallerFlippedLooks.flips(argument.expression, in: tap, state: label)
                        || ModelMethodCalls.flipsMembership(argument.expression, in: tap, view: declaration, file: file),
                      let look = lookOfProperty(label, drawnBy: drawing) else { continue }
                var indicator = Indicator(node: Syntax(call), shown: Syntax(call), condition: argument.expression.trimmedDescription,
                                          literals: [], conditionTokens: argument.expression, modifier: look)
                // A view that also draws a box by it (`if isSelected { Image(systemName: "checkmark") }`
                // beside its colour) looks like a checkbox, as the box read alone would (`DelegatedIndicator`).
                indicator.drawsCheck = drawsBox(label, drawnBy: drawing)
                return indicator
            }
        }
        return nil
    }

    /// The look modifier by which `drawing`, a `View` that takes no tap, shows its stored property
    /// `label` (`.background(isSelected ? .orange : .white)`); nil when it shows it no such way.
    static func lookOfProperty(_ label: String, drawnBy drawing: StructDeclSyntax) -> String? {
        guard drawing.inherits("View"), StoredProperties.names(of: drawing).contains(label) else { return nil }
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(drawing.memberBlock)
        guard collector.tapActions.isEmpty else { return nil }
        return collector.indicators.lazy.compactMap { indicator -> String? in
            guard indicator.mentions(label) else { return nil }
            // Or an `if` on it whose branches show one view in two looks (`if isSelected {
            // Text(name).background(.blue) } else { Text(name).background(.gray) }`), its whole body too.
            if let ifExpr = indicator.node.as(IfExprSyntax.self) { return branchLookModifier(ifExpr)?.0.name }
            return indicator.modifier.flatMap { ShownByLook.lookModifiers.contains($0) ? $0 : nil }
        }.first
    }

    /// Whether `drawing` shows its property `label` by a box or a check (`Indicator.looksLikeCheckbox`).
    private static func drawsBox(_ label: String, drawnBy drawing: StructDeclSyntax) -> Bool {
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(drawing.memberBlock)
        return collector.indicators.contains { $0.mentions(label) && $0.looksLikeCheckbox }
    }

    // MARK: The view's look modifiers

    /// The look modifiers on the tapped view, inside it (not in its action) and in the chain above
    /// it, with each argument, in source order.
    private static func lookUses(in action: TapAction) -> [LookUse] {
        let chain = ViewContext.modifierChain(above: action.tappedView).1
        var uses: [LookUse] = []
        for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: Syntax(chain)) where !SwiftSyntaxFacts.contains(action.body, call) {
            guard let modifier = SwiftSyntaxFacts.modifierName(call), ShownByLook.lookModifiers.contains(modifier) else { continue }
            for argument in call.arguments { uses.append(LookUse(call: call, modifier: modifier, argument: argument.expression)) }
        }
        // The tapped view's own first (a name it uses before the same name above it).
        let inView = uses.filter { action.covers($0.call) }.sorted { $0.argument.position < $1.argument.position }
        let above = uses.filter { !action.covers($0.call) }.sorted { $0.argument.position < $1.argument.position }
        return inView + above
    }

    /// Whether the look only shows or hides the control: an opacity that is `0` in one branch, on
    /// the tapped view itself or around it (`HiddenControls`, for a ternary written there). What
    /// fades inside the control (a check in its box) is a look.
    private static func hidesControl(_ use: LookUse, candidate: Indicator, action: TapAction) -> Bool {
        guard use.modifier == "opacity", let value = candidate.node.as(ExprSyntax.self), let ternary = SwiftSyntaxFacts.ternary(value),
              ternary.branches.contains(where: { SwiftSyntaxFacts.numberLiteral($0) == 0 }) else { return false }
        return !action.covers(use.call) || ViewContext.modifierChain(above: SwiftSyntaxFacts.viewUnderModifiers(action.tappedView).view).0
            .contains { $0.call.id == use.call.id }
    }

    /// The view `call`'s modifier is given to, under the modifiers before it.
    private static func modifiedView(of call: FunctionCallExprSyntax) -> Syntax {
        guard let view = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return Syntax(call) }
        return Syntax(SwiftSyntaxFacts.viewUnderModifiers(view).view)
    }

    // MARK: Names that hold a look

    /// What holds `node` whole, and how the view names it: a computed member of the type (not
    /// `body`), a method of one expression, or a `let` of a closure or block around the tapped view
    /// declared before it.
    private enum Holder {
        case named(String)
        case called(String)
    }

    private static func holder(of node: Syntax, in declaration: any DeclGroupSyntax, around action: TapAction) -> Holder? {
        // `let fill = on ? a : b` before the view, in a closure or block around it.
        if let initializer = node.parent?.as(InitializerClauseSyntax.self), initializer.value.id == node.id,
           let binding = initializer.parent?.as(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let variable = binding.parent?.parent?.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
           let block = variable.parent?.parent?.as(CodeBlockItemListSyntax.self), SwiftSyntaxFacts.contains(block, action.tappedView),
           variable.position < action.tappedView.position {
            return .named(name)
        }
        // The one expression (or `return`) of a member's getter or a method's body.
        guard let item = node.parent?.as(CodeBlockItemSyntax.self) ?? node.parent?.as(ReturnStmtSyntax.self)?.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return nil }
        if let binding = list.parent?.parent?.as(PatternBindingSyntax.self),
           binding.parent?.parent?.parent?.parent?.parent?.id == declaration.memberBlock.id,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body",
           case .getter(_)? = binding.accessorBlock?.accessors {
            return .named(name)
        }
        if let function = list.parent?.parent?.as(FunctionDeclSyntax.self), function.parent?.parent?.parent?.id == declaration.memberBlock.id {
            return .called(function.name.text)
        }
        return nil
    }

    /// Whether `argument` is `holder` named whole (`fill`) or called whole (`fill(for: tag)`).
    private static func names(_ argument: ExprSyntax, _ holder: Holder) -> Bool {
        switch holder {
        case .named(let name):
            guard let reference = argument.as(DeclReferenceExprSyntax.self) else { return false }
            return reference.argumentNames == nil && reference.baseName.text == name
        case .called(let name):
            return argument.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        }
    }

    /// The name `argument` is, or calls (`fill`, `fill(for: tag)`).
    private static func calledOrNamed(_ argument: ExprSyntax) -> String? {
        if let reference = argument.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil { return reference.baseName.text }
        return argument.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The statements of the getter of a computed member, or the body of a method, named `name`
    /// (not `body`).
    private static func memberStatements(named name: String, in declaration: any DeclGroupSyntax) -> CodeBlockItemListSyntax? {
        guard name != "body" else { return nil }
        for member in declaration.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    switch binding.accessorBlock?.accessors {
                    case .getter(let statements)?: return statements
                    case .accessors(let accessors)?:
                        return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
                    case nil: return nil
                    }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name {
                return function.body?.statements
            }
        }
        return nil
    }

    // MARK: An `if` around a modifier chain

    /// `if on { Text(t).background(.blue) } else { Text(t) }` in the control's view: one view whose
    /// branches differ only by look modifiers, the first such modifier the look.
    private static func branchLook(_ ifExpr: IfExprSyntax, candidate: Indicator, action: TapAction) -> Indicator? {
        guard action.covers(ifExpr), !SwiftSyntaxFacts.contains(action.body, ifExpr),
              let (look, view) = branchLookModifier(ifExpr) else { return nil }
        return Indicator(node: candidate.node, shown: Syntax(SwiftSyntaxFacts.viewUnderModifiers(view).view), condition: candidate.condition,
                         literals: [], conditionTokens: ifExpr.conditions, modifier: look.name)
    }

    /// The first look modifier by which the two branches of an `if`/`else`, one view each, differ,
    /// the rest of the view the same; and the branch's view that has it.
    private static func branchLookModifier(_ ifExpr: IfExprSyntax) -> (Look, ExprSyntax)? {
        guard case .codeBlock(let otherwise)? = ifExpr.elseBody,
              let shown = onlyView(ifExpr.body.statements), let other = onlyView(otherwise.statements) else { return nil }
        let (shownBase, shownLooks) = stripped(shown)
        let (otherBase, otherLooks) = stripped(other)
        guard shownBase == otherBase, shownLooks != otherLooks,
              let look = (shownLooks.first { !otherLooks.contains($0) } ?? otherLooks.first { !shownLooks.contains($0) }) else { return nil }
        // `.opacity(0)` in one branch: the state shows or hides the view, no look of it.
        guard !(shownLooks + otherLooks).contains(where: { $0.name == "opacity" && Double($0.argument) == 0 }) else { return nil }
        return (look, shownLooks.contains(look) ? shown : other)
    }

    /// The one view expression of a branch.
    private static func onlyView(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        return item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
    }

    private struct Look: Equatable {
        let name: String
        let argument: String
    }

    /// The view without its look modifiers (the rest of it as written, unspaced), and those looks.
    private static func stripped(_ view: ExprSyntax) -> (base: String, looks: [Look]) {
        var rest: [String] = []
        var looks: [Look] = []
        var current = view
        for _ in 0..<64 {
            guard let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base else { break }
            let name = member.declName.baseName.text
            let argument = unspaced(call.arguments) + (call.trailingClosure.map { unspaced($0) } ?? "")
            if ShownByLook.lookModifiers.contains(name) { looks.append(Look(name: name, argument: argument)) } else { rest.append(name + "(" + argument + ")") }
            current = base
        }
        return (unspaced(current) + rest.reversed().joined(separator: "."), looks)
    }

    /// The source without its spacing, whole (not cut as a preview's is).
    private static func unspaced(_ node: some SyntaxProtocol) -> String {
        String(node.trimmedDescription.filter { !$0.isWhitespace })
    }

    // MARK: Helpers

    /// Whether `node` reads `state` as a whole identifier, or its projected value (`$chosen`).
    private static func reads(_ node: Syntax, _ state: String) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .identifier(state) || token.tokenKind == .dollarIdentifier("$" + state)
        }
    }

    /// Whether a getter returns the literal `0` anywhere.
    private static func returnsZero(_ statements: CodeBlockItemListSyntax) -> Bool {
        SwiftSyntaxFacts.nodes(ReturnStmtSyntax.self, in: Syntax(statements)).contains { $0.expression.flatMap(SwiftSyntaxFacts.numberLiteral) == 0 }
    }

    /// Whether a closure lies between `node` and `root` (what a closure draws is not `root`'s value).
    private static func isInClosure(_ node: Syntax, under root: ExprSyntax) -> Bool {
        var current = node.parent
        while let parent = current, parent.id != root.id {
            if parent.is(ClosureExprSyntax.self) { return true }
            current = parent.parent
        }
        return false
    }
}
