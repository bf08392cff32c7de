import SwiftSyntax

/// A view's Bool kept as a member of a struct value the view holds (round thirty-one, third part):
/// a design system's switch that keeps what its caller gives in a `Style` (`private var style: Style`,
/// `struct Style { var isSelected: Bool; var action: () -> Void }`, the tap `.onTapGesture(perform:
/// style.action)`, the look `style.isSelected ? … : …`), a chip's `inputItem.isSelected`, a watch
/// row handed the list's `item` whose tap runs the caller's flip of `item.isComplete`. The member is
/// read as the view's own stored Bool would be (`CallerClosureActions`): by its name, wherever the
/// view's look reads it, the callers' closures saying what the tap changes.
///
/// Only a stored property of the view whose declared type is a struct of the project (nested in the
/// view, in the file, or alone elsewhere in the project), one level deep, and only that struct's
/// stored members: `var`/`let` declared `Bool` (or a `var` given a Bool literal), and closures.
enum StructMemberStates {
    /// A struct value the view holds and the members it keeps.
    struct Held {
        /// The view's stored property (`style`, `item`).
        let property: String
        /// Its stored Bool members (`isSelected`).
        let bools: Set<String>
        /// Its stored closure members (`action`).
        let closures: Set<String>
        /// The struct.
        let declaration: StructDeclSyntax
    }

    /// The struct values `type` holds that keep a Bool or a closure member. Asked only once the
    /// type's own properties have said nothing (a stored Bool and closure are read first).
    static func held(by type: any DeclGroupSyntax, file: SourceFileSyntax) -> [Held] {
        guard let view = type.as(StructDeclSyntax.self) else { return [] }
        var found: [Held] = []
        for member in view.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let typeName = binding.typeAnnotation.flatMap({ structName($0.type) }),
                      let declaration = structDeclaration(named: typeName, besides: view, file: file) else { continue }
                let bools = StoredProperties.bools(of: declaration)
                let closures = CallerClosureActions.closureProperties(of: declaration)
                guard !bools.isEmpty || !closures.isEmpty else { continue }
                found.append(Held(property: name, bools: bools, closures: closures, declaration: declaration))
            }
        }
        return found
    }

    /// Whether `type` is a view that stores a value of a type that may be a struct of the project
    /// (`var style: Style`): the cheap test, on its members alone, before its taps are read.
    static func holdsValue(_ type: any DeclGroupSyntax) -> Bool {
        guard let view = type.as(StructDeclSyntax.self) else { return false }
        return view.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains { binding in
                binding.accessorBlock == nil && binding.typeAnnotation.flatMap { structName($0.type) } != nil
            } == true
        }
    }

    /// `Style`, `ListItem`, `ToggleSwitch.Style` (its last name), `Item?` never: an optional value
    /// may be missing, and a generic or a system type (`String`, `Color`, `[Item]`) is no struct of
    /// the project's to read.
    private static func structName(_ type: TypeSyntax) -> String? {
        var type = type
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            let name = identifier.name.text
            return builtIns.contains(name) || name.first?.isUppercase != true ? nil : name
        }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil {
            return member.name.text
        }
        return nil
    }

    /// Types of the standard library and SwiftUI a view's stored property often has: no struct of
    /// the project (and no file search for them).
    private static let builtIns: Set<String> = [
        "Bool", "String", "Int", "Double", "Float", "CGFloat", "CGSize", "CGPoint", "Date", "UUID", "URL", "Data", "Color",
        "Font", "Image", "Text", "AnyView", "Binding", "State", "Namespace", "Edge", "Alignment", "LocalizedStringKey",
        "UIImage", "NSImage", "UIColor", "NSColor", "TimeInterval", "Character", "Decimal",
    ]

    /// The struct `name`: nested in the view first, then anywhere in the file, then alone in the project.
    private static func structDeclaration(named name: String, besides view: StructDeclSyntax, file: SourceFileSyntax) -> StructDeclSyntax? {
        for member in view.memberBlock.members {
            if let nested = member.decl.as(StructDeclSyntax.self), nested.name.text == name { return nested }
        }
        return ProjectDeclarations.structDeclaration(named: name, in: file)
            ?? ProjectDeclarations.structDeclarationElsewhere(named: name)?.0
    }

    /// `style.action`, `self.style.action`, `{ style.action() }`: the held value and its closure
    /// member the tap runs.
    static func calledMember(_ body: Syntax, among held: [Held]) -> (held: Held, closure: String)? {
        var expression: ExprSyntax?
        if let closure = body.as(ClosureExprSyntax.self) {
            guard closure.statements.count == 1, let item = closure.statements.first?.item,
                  let call = (item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression)?.as(FunctionCallExprSyntax.self),
                  call.trailingClosure == nil, call.arguments.isEmpty else { return nil }
            expression = call.calledExpression
        } else {
            expression = body.as(ExprSyntax.self)
        }
        guard let access = expression?.as(MemberAccessExprSyntax.self), let base = access.base,
              let property = SwiftSyntaxFacts.ownName(base) else { return nil }
        let name = access.declName.baseName.text
        guard let value = held.first(where: { $0.property == property && $0.closures.contains(name) }) else { return nil }
        return (value, name)
    }

    /// What a call of the view gives for the held value's members, by the member's name: its own
    /// argument of that label (an initialiser that takes the member, `ToggleSwitch(isSelected: on)
    /// { on.toggle() }`), or one of the value made in the call (`style: .init(isSelected: on) { … }`,
    /// `Style(isSelected: on, action: { … })`).
    static func givenArguments(for value: Held, in call: FunctionCallExprSyntax) -> (call: FunctionCallExprSyntax, own: Bool)? {
        if let made = SwiftSyntaxFacts.argument(call, value.property)?.as(FunctionCallExprSyntax.self), isMade(made) {
            return (made, false)
        }
        return (call, true)
    }

    /// `.init(…)`, `Style(…)`, `ToggleSwitch.Style(…)`: a value made in place.
    private static func isMade(_ call: FunctionCallExprSyntax) -> Bool {
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return access.declName.baseName.text == "init" || access.declName.baseName.text.first?.isUppercase == true
        }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
    }

    // MARK: A look chosen by a computed member of the held value

    /// What the tapped view shows through a computed member of a held value chosen by its Bool
    /// member `state` (`.fill(style.backgroundColor)`, `Image(systemName: style.icon)` with `var icon:
    /// String { isSelected ? "checkmark" : "xmark" }` in the value's struct): an indicator at the use,
    /// the member's ternary its condition and branches, as a ternary written there would be. In the
    /// order the view shows them.
    static func looks(of state: String, in action: TapAction, declaration: any DeclGroupSyntax, file: SourceFileSyntax) -> [Indicator] {
        let held = held(by: declaration, file: file).filter { $0.bools.contains(state) }
        guard !held.isEmpty else { return [] }
        var found: [Indicator] = []
        // The tapped view, and the view's own members it shows by name (`.overlay(content: toggleView)`,
        // `knob()`, `var knob: some View`): what they draw is drawn in it.
        var scopes: [Syntax] = [Syntax(action.tappedView)]
        let shown = Set(SwiftSyntaxFacts.nodes(DeclReferenceExprSyntax.self, in: Syntax(action.tappedView)).map(\.baseName.text))
        for member in declaration.memberBlock.members where scopes.count < 8 {
            if let function = member.decl.as(FunctionDeclSyntax.self), shown.contains(function.name.text), let body = function.body {
                scopes.append(Syntax(body))
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body",
                          shown.contains(name), let accessors = binding.accessorBlock else { continue }
                    scopes.append(Syntax(accessors))
                }
            }
        }
        for access in scopes.flatMap({ SwiftSyntaxFacts.nodes(MemberAccessExprSyntax.self, in: $0) })
        where !SwiftSyntaxFacts.contains(action.body, access) {
            guard let base = access.base, let property = SwiftSyntaxFacts.ownName(base),
                  let value = held.first(where: { $0.property == property }),
                  let ternary = computedTernary(named: access.declName.baseName.text, in: value.declaration),
                  ternary.condition.reads(state),
                  let place = place(of: ExprSyntax(access)) else { continue }
            found.append(Indicator(node: Syntax(access), shown: place.shown, condition: ternary.condition.text,
                                   literals: NestedTernaries.literals(of: ternary.branches), conditionParts: ternary.condition.parts,
                                   modifier: place.modifier))
        }
        // A box (the check the knob shows) before the colours: the box says what the view is.
        let boxes = found.filter(\.looksLikeCheckbox)
        return boxes.isEmpty ? found : boxes
    }

    /// The condition of a computed member's getter that is one ternary (`var icon: String { isSelected ?
    /// "checkmark" : "xmark" }`, or its one `return`).
    private static func computedTernary(named name: String, in type: StructDeclSyntax)
        -> (condition: (text: String, parts: [Syntax], reads: (String) -> Bool), branches: [ExprSyntax])? {
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard let accessors = binding.accessorBlock, case .getter(let statements) = accessors.accessors,
                      statements.count == 1, let item = statements.first?.item else { return nil }
                let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
                    ?? item.as(ExpressionStmtSyntax.self)?.expression
                guard let expression, let ternary = SwiftSyntaxFacts.ternary(expression) else { return nil }
                let parts = conditionParts(of: expression)
                let names = Set(parts.flatMap { $0.tokens(viewMode: .sourceAccurate) }.compactMap { token -> String? in
                    if case .identifier(let name) = token.tokenKind { return name }
                    return nil
                })
                return ((ternary.condition, parts, { names.contains($0) }), ternary.branches)
            }
        }
        return nil
    }

    /// The nodes of a ternary's condition (before its `?`).
    private static func conditionParts(of expression: ExprSyntax) -> [Syntax] {
        if let ternary = expression.as(TernaryExprSyntax.self) { return [Syntax(ternary.condition)] }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return [] }
        var parts: [Syntax] = []
        for element in sequence.elements {
            if element.is(UnresolvedTernaryExprSyntax.self) { break }
            parts.append(Syntax(element))
        }
        return parts
    }

    /// Where a value is shown: the argument of a look modifier (the view it modifies), or the name
    /// of an image (`Image(systemName:)`, `Image(uiImage: UIImage(systemName:)!)`: the image).
    private static func place(of value: ExprSyntax) -> (shown: Syntax, modifier: String?)? {
        guard let call = value.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        if let modifier = SwiftSyntaxFacts.modifierName(call) {
            guard ShownByLook.lookModifiers.contains(modifier), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            else { return nil }
            return (Syntax(SwiftSyntaxFacts.viewUnderModifiers(base).view), modifier)
        }
        guard let callee = SwiftSyntaxFacts.calleeName(call), ["Image", "UIImage", "NSImage"].contains(callee) else { return nil }
        // `Image(uiImage: UIImage(systemName: name)!)`: the image shown is the outer one.
        var shown = Syntax(call)
        var node: Syntax? = call.parent
        for _ in 0..<4 {
            guard let current = node else { break }
            if let outer = current.as(FunctionCallExprSyntax.self) {
                if SwiftSyntaxFacts.calleeName(outer) == "Image" { shown = Syntax(outer) }
                break
            }
            node = current.parent
        }
        return (shown, nil)
    }
}
