import CheckboxLintKit
import SwiftSyntax

/// An enum state of a checkbox's cases handed on to the caller's closure: `Button { let next:
/// CheckboxState = switch state { case .unchecked: .checked; case .checked: .unchecked; case .mixed:
/// .checked }; onToggle(next) } label: { CheckboxView(state: state) }` with `let state: CheckboxState`
/// and `let onToggle: (CheckboxState) -> Void` (round thirty-one, a cleaner's tri-state boxes). As
/// `HandedOnFlips` reads `pressButton(!isOn)`: the component asks its caller to move its state on,
/// so the tap changes `state`, and a look chosen by it (`state == .checked`) is that state's — an
/// enum whose cases say checked and unchecked read as the Bool `state == .checked`, its mixed case
/// the mixed state (SPEC §10).
///
/// Only when the file proves it: the closure is a stored property of the type that takes one
/// value of the state's declared type and is named for setting it (`HandedOnFlips`' words); the
/// value handed is a `switch` or a ternary over that state (directly, or through a `let` of the
/// action) whose cases are all a checkbox's (`StateChanges.stateCases`), a checked and an
/// unchecked one among them. An enum of other choices (`.grid`/`.list`, `.ascending`) is a
/// single choice or an order, not a checkbox: it stays a plain button.
enum HandedOnCases {
    /// The state property the action hands its next case to a closure of the type; nil when there is none.
    static func state(handedOnBy body: Syntax, in type: any DeclGroupSyntax) -> String? {
        var stack = [body]
        var visited = 0
        var closures: [String: String]?
        while let node = stack.popLast(), visited < 2_000 {
            visited += 1
            if let call = node.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil,
               let name = SwiftSyntaxFacts.ownName(call.calledExpression), let argument = call.arguments.first?.expression {
                if closures == nil { closures = valueClosures(of: type) }
                if let parameterType = closures?[name], let state = stateHanded(argument, ofType: parameterType, in: body, type: type),
                   HandedOnFlips.namesAFlip(name, of: state) {
                    return state
                }
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return nil
    }

    /// The state property of `type` (declared of `stateType`) whose next case `value` is: a
    /// `switch` or ternary over it, or a name the action binds to one.
    private static func stateHanded(_ value: ExprSyntax, ofType stateType: String, in body: Syntax, type: any DeclGroupSyntax) -> String? {
        var value = value
        if let reference = value.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
           let bound = initializer(of: reference.baseName.text, in: body) {
            value = bound
        }
        guard choosesCases(value) else { return nil }
        let states = StoredProperties.typed(of: type) { annotation, _ in annotation.trimmedDescription == stateType }
        guard !states.isEmpty else { return nil }
        for token in value.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind, states.contains(name) { return name }
        }
        return nil
    }

    /// The value of `let name = …` (or `var`) in `body`.
    private static func initializer(of name: String, in body: Syntax) -> ExprSyntax? {
        for variable in SwiftSyntaxFacts.nodes(VariableDeclSyntax.self, in: body) {
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.initializer?.value
            }
        }
        return nil
    }

    /// A `switch` or a ternary whose implicit members are all a checkbox's cases, checked and
    /// unchecked among them (`switch state { case .unchecked: .checked … }`, `state == .checked ?
    /// .unchecked : .checked`).
    static func choosesCases(_ value: ExprSyntax) -> Bool {
        let chooses = value.is(SwitchExprSyntax.self) || value.is(TernaryExprSyntax.self)
            || value.as(SequenceExprSyntax.self)?.elements.contains { $0.is(UnresolvedTernaryExprSyntax.self) } == true
            || value.as(TupleExprSyntax.self).map { $0.elements.count == 1 && choosesCases($0.elements.first!.expression) } == true
        guard chooses else { return false }
        var states: Set<CheckState> = []
        for member in SwiftSyntaxFacts.nodes(MemberAccessExprSyntax.self, in: Syntax(value)) where member.base == nil {
            guard let state = StateChanges.checkState(ofCase: member.declName.baseName.text) else { return false }
            states.insert(state)
        }
        return states.contains(.checked) && states.contains(.unchecked)
    }

    /// Stored properties of a function type that takes one value of a named type (`(CheckboxState)
    /// -> Void`, `@escaping (_ state: CheckState) -> Void`, optional or not), by that type's name.
    private static func valueClosures(of type: any DeclGroupSyntax) -> [String: String] {
        var found: [String: String] = [:]
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      var annotation = binding.typeAnnotation?.type else { continue }
                if let optional = annotation.as(OptionalTypeSyntax.self) { annotation = optional.wrappedType }
                if let tuple = annotation.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { annotation = only.type }
                if let attributed = annotation.as(AttributedTypeSyntax.self) { annotation = attributed.baseType }
                guard let function = annotation.as(FunctionTypeSyntax.self), function.parameters.count == 1,
                      let parameter = function.parameters.first, let named = parameter.type.as(IdentifierTypeSyntax.self),
                      named.genericArgumentClause == nil, named.name.text != "Bool" else { continue }
                found[name] = named.name.text
            }
        }
        return found
    }
}
