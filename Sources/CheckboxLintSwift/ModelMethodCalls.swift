import Foundation
import SwiftSyntax

/// A tap that calls a method of the view's model, the method flipping the Bool the view shows
/// (round twenty-four, pattern 2; Todo-Swift's completion button):
///
///     @Bindable var vm: TodoViewModel
///     Button { withAnimation { vm.completed(id: todo.id) } } label: {
///         Image(systemName: todo.completed ? "checkmark.circle.fill" : "circle") }
///
/// with, in `TodoViewModel.swift`, `func completed(id: UUID) { guard let index = todos.firstIndex(
/// where: { $0.id == id }) else { return }; todos[index].completed.toggle() }`. The same method
/// declared on the view is followed into its body (`StateChanges`); declared on the model, it is
/// read the same way: what the method changes is what the tap changes, so `todos[index].completed`
/// flipped is the `completed` the row shows (as `StateChanges` reads the view's own `todos[index]`).
///
/// Only a call `m.f(…)` (or `self.m.f(…)`) where `m` is a stored property of the view whose type is
/// named — by its annotation (`@Bindable var vm: TodoViewModel`, `@ObservedObject var vm:
/// TodoViewModel`), by its initial value (`@State var vm = TodoViewModel()`) or by
/// `@Environment(TodoViewModel.self)` — and that type is a class declared in the view's file or
/// in the one other file of its project that declares it (`ProjectDeclarations`), with one method
/// `f` whose argument labels are the call's. A method that changes something else (a delete, a
/// choice set to one value) changes no Bool the view shows, and the tap stays what it was.
enum ModelMethodCalls {
    /// The Bool or selection `body` changes through such a call, as `StateChanges` names it; nil
    /// at once when the view shows nothing chosen by a Bool (`indicators`): the method's body, the
    /// model's class and the view's properties are read only when a look could show the flip
    /// (a settings screen's `model.reset()` beside its Toggles shows none).
    /// Or, when the tapped view hands a view of the file one of its stored properties
    /// (`Chip(name: item, isSelected: model.selected.contains(item))`), what it shows may be
    /// there (`DelegatedIndicator`, `StateLooks.look`): the method is read too.
    static func state(changedBy body: Syntax, in view: any DeclGroupSyntax, file: SourceFileSyntax, shownBy indicators: [Indicator],
                      handing tappedView: ExprSyntax? = nil) -> String? {
        guard !indicators.isEmpty || tappedView.map({ handsAView($0, file: file) }) == true else { return nil }
        return state(changedBy: body, in: view, file: file)
    }

    /// Whether `tappedView` calls a `View` struct of the file (or of the one other file that declares it) with a labelled argument that is one
    /// of its stored properties (its memberwise initializer): a view given a value to show.
    private static func handsAView(_ tappedView: ExprSyntax, file: SourceFileSyntax) -> Bool {
        SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: Syntax(tappedView)).contains { call in
            guard SwiftSyntaxFacts.modifierName(call) == nil, let name = SwiftSyntaxFacts.calleeName(call), name.first?.isUppercase == true,
                  call.arguments.contains(where: { $0.label != nil }),
                  let drawing = ProjectDeclarations.structDeclaration(named: name, in: file)
                    ?? ProjectDeclarations.structDeclarationElsewhere(named: name)?.0, drawing.inherits("View") else { return false }
            let stored = StoredProperties.names(of: drawing)
            return call.arguments.contains { $0.label.map { stored.contains($0.text) } == true }
        }
    }

    /// Whether `tap` flips the membership `passed` tests (`model.selected.contains(item)`) through a
    /// method of the view's model it calls on the same owner (`model.select(item)`): the method both
    /// puts a key into that member and takes one out (`append`/`insert`/`formUnion`, and `remove…`/
    /// `subtract`/the member written back `filter`ed), as an inline tap must (`CallerFlippedLooks.flips`).
    /// A method that only adds is no checkbox's.
    static func flipsMembership(_ passed: ExprSyntax, in tap: ClosureExprSyntax, view: any DeclGroupSyntax, file: SourceFileSyntax) -> Bool {
        guard let set = MembershipCalls.collection(passed)?.as(MemberAccessExprSyntax.self), let owner = set.base else { return false }
        let member = set.declName.baseName.text
        let ownerText = HandMadeCheckbox.normalizedCondition(owner.trimmedDescription)
        let types = modelTypes(of: view)
        guard !types.isEmpty else { return false }
        for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: Syntax(tap)) {
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                  HandMadeCheckbox.normalizedCondition(base.trimmedDescription) == ownerText,
                  let (_, method) = modelMethod(calledBy: call, types: types, file: file), let body = method.body else { continue }
            if CallerFlippedLooks.addsAndTakes(member, in: Syntax(body)) { return true }
        }
        return false
    }

    /// What `body` changes through a method of `view`'s model, whatever the view shows: asked by
    /// a reader that has its own evidence of a look (`CallerModelSelections`: a caller's closure
    /// handed to a row that shows a Bool it is given).
    static func state(changedBy body: Syntax, in view: any DeclGroupSyntax, file: SourceFileSyntax) -> String? {
        let types = modelTypes(of: view)
        guard !types.isEmpty else { return nil }
        // `Button(action: viewModel.toggleAll)`: the method named by reference is what runs, as
        // `{ viewModel.toggleAll() }` would run it. A `() -> Void` action takes no argument, so the
        // method is the one without parameters.
        if let reference = body.as(MemberAccessExprSyntax.self), let base = reference.base,
           let model = model(reachedBy: base, types: types, file: file),
           let method = method(named: reference.declName.baseName.text, labels: [], in: model.declaration),
           let methodBody = method.body {
            return StateChanges(type: model.declaration, file: model.file).stateChanged(by: Syntax(methodBody))
        }
        for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: body).reversed() {
            guard let (model, method) = modelMethod(calledBy: call, types: types, file: file), let methodBody = method.body else { continue }
            if let state = StateChanges(type: model.declaration, file: model.file).stateChanged(by: Syntax(methodBody)) {
                return state
            }
        }
        return nil
    }

    /// The model's class and its method that `call` (`m.f(…)`, `self.m.f(…)`, or `m.n.f(…)` through
    /// another model, `model(reachedBy:types:file:)`) runs, `m` one of `types` (the view's model
    /// properties, `modelTypes(of:)`); nil for any other call.
    static func modelMethod(calledBy call: FunctionCallExprSyntax, types: [String: String], file: SourceFileSyntax) -> (Model, FunctionDeclSyntax)? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
              let model = model(reachedBy: base, types: types, file: file),
              let method = method(named: access.declName.baseName.text, labels: labels(of: call), in: model.declaration) else { return nil }
        return (model, method)
    }

    /// The class `base` names: a model property of the view (`vm`, `self.vm`), or a stored property
    /// of such a model's class whose type is a class too (`appState.filters`, `env.store`: an app's
    /// state object handing out the model that owns the selection, round twenty-five's leftover).
    /// Two steps from the view at most: a deeper chain is another object's business, not the row's.
    static func model(reachedBy base: ExprSyntax, types: [String: String], file: SourceFileSyntax, depth: Int = 0) -> Model? {
        if let property = SwiftSyntaxFacts.ownName(base) {
            return types[property].flatMap { modelClass(typed: $0, besides: file) }
        }
        guard depth < 1, let member = base.as(MemberAccessExprSyntax.self), let inner = member.base,
              let owner = model(reachedBy: inner, types: types, file: file, depth: depth + 1),
              let typeName = modelTypes(of: owner.declaration)[member.declName.baseName.text] else { return nil }
        return modelClass(typed: typeName, besides: file)
    }

    /// The class a `modelTypes` entry names: `T`, or `T.shared` (`= T.shared`, the singleton idiom,
    /// round twenty-six's miss 3), taken as `T` only when `T` is a class of the project with a
    /// static property `shared` that is a `T` (declared `T` or `Self`, or given `T(…)`, `Self(…)` or
    /// `.init(…)`): another static member may hand out anything.
    private static func modelClass(typed text: String, besides file: SourceFileSyntax) -> Model? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return modelClass(named: text, besides: file) }
        let name = String(parts[0])
        guard let model = modelClass(named: name, besides: file),
              StaticInstances.holdsInstance(model.declaration, named: String(parts[1])) else { return nil }
        return model
    }

    /// The view's stored properties whose type is named, by property name. A property typed by a
    /// generic parameter of the view (`struct HomeView<Model>: View where Model: HomeModelProtocol`,
    /// `@ObservedObject var model: Model`) is typed by the parameter's one constraint of the project
    /// (`HomeModelProtocol`), which `modelClass(named:besides:)` reads as the one class adopting it.
    static func modelTypes(of view: any DeclGroupSyntax) -> [String: String] {
        var types: [String: String] = [:]
        var constraints: [String: String]?
        for member in view.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = typeName(of: binding, in: variable) else { continue }
                if constraints == nil { constraints = genericConstraints(of: view) }
                types[name] = constraints?[type] ?? type
            }
        }
        return types
    }

    /// Each generic parameter of a struct or class with its one constraint (`<Model: P>`, `where
    /// Model: P`), the system's protocols a model also declares left out (`ObservableObject`); a
    /// parameter with none or two such constraints is left out (which type it is, is not certain).
    private static func genericConstraints(of declaration: any DeclGroupSyntax) -> [String: String] {
        let clause: GenericParameterClauseSyntax?
        let requirements: GenericWhereClauseSyntax?
        if let structDecl = declaration.as(StructDeclSyntax.self) {
            (clause, requirements) = (structDecl.genericParameterClause, structDecl.genericWhereClause)
        } else if let classDecl = declaration.as(ClassDeclSyntax.self) {
            (clause, requirements) = (classDecl.genericParameterClause, classDecl.genericWhereClause)
        } else {
            return [:]
        }
        guard let clause else { return [:] }
        var found: [String: [String]] = [:]
        func add(_ parameter: String, _ type: TypeSyntax) {
            let names = type.as(CompositionTypeSyntax.self).map { $0.elements.map(\.type) } ?? [type]
            for name in names {
                guard let identifier = name.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
                      !systemProtocols.contains(identifier.name.text) else { continue }
                found[parameter, default: []].append(identifier.name.text)
            }
        }
        for parameter in clause.parameters {
            found[parameter.name.text] = []
            if let inherited = parameter.inheritedType { add(parameter.name.text, inherited) }
        }
        for requirement in requirements?.requirements ?? [] {
            guard let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
                  let parameter = conformance.leftType.as(IdentifierTypeSyntax.self)?.name.text, found[parameter] != nil else { continue }
            add(parameter, conformance.rightType)
        }
        return found.compactMapValues { $0.count == 1 ? $0[0] : nil }
    }

    /// Protocols of the system a model type is also constrained to: never the project's own.
    private static let systemProtocols: Set<String> = [
        "ObservableObject", "Observable", "AnyObject", "Sendable", "Identifiable", "Equatable", "Hashable", "View",
    ]

    /// `TodoViewModel` of `var vm: TodoViewModel` (or `TodoViewModel?`/`!`), of `= TodoViewModel()`,
    /// or of `@Environment(TodoViewModel.self)`; nil for a function type, a generic, a key path.
    private static func typeName(of binding: PatternBindingSyntax, in variable: VariableDeclSyntax) -> String? {
        if var type = binding.typeAnnotation?.type {
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
            if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
            // `any HomeModelProtocol`: the protocol, read as the one class adopting it.
            if let existential = type.as(SomeOrAnyTypeSyntax.self) { type = existential.constraint }
            guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return nil }
            return identifier.name.text
        }
        if let value = binding.initializer?.value.as(FunctionCallExprSyntax.self),
           let reference = value.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            return reference.baseName.text
        }
        // `= Preferences.shared`: the type's own instance, checked against the class when it is
        // looked up (`modelClass(typed:besides:)`).
        if let value = binding.initializer?.value.as(MemberAccessExprSyntax.self),
           let reference = value.base?.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true,
           value.declName.baseName.text.first?.isLowercase == true {
            return reference.baseName.text + "." + value.declName.baseName.text
        }
        for attribute in variable.attributes {
            guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "Environment",
                  case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
                  let access = arguments.first?.expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "self",
                  let base = access.base?.as(DeclReferenceExprSyntax.self) else { continue }
            return base.baseName.text
        }
        return nil
    }

    /// A class and the file it is declared in.
    struct Model {
        let declaration: ClassDeclSyntax
        let file: SourceFileSyntax
    }

    /// The class `name` declared in `file`, else in the one other file of the project that declares
    /// it (`ProjectDeclarations`). Or, when `name` is a protocol of the project (a model typed by its
    /// protocol, `modelTypes(of:)`), the one class of the project adopting it (`ProjectDeclarations
    /// .onlyAdopter`): the model the view is given, when no other type could be.
    static func modelClass(named name: String, besides file: SourceFileSyntax) -> Model? {
        if let declaration = ProjectDeclarations.classDeclaration(named: name, in: Syntax(file)) {
            return Model(declaration: declaration, file: file)
        }
        if let (path, root) = ProjectDeclarations.currentProject,
           // Parsed once per project and name: every view of the project may call the same model.
           let model = byProjectAndName.value(forRoot: root + "\u{0}" + name, reading: { _ in
               ProjectDeclarations.classDeclaration(named: name, under: root, besides: path).map { Model(declaration: $0.0, file: $0.1) }
           }) {
            return model
        }
        return ProjectDeclarations.onlyAdopter(of: name, in: file).map { Model(declaration: $0.0, file: $0.1) }
    }

    private static let byProjectAndName = ProjectCache<Model?>()

    /// The one method of the class (or of its extensions in the same file) named `name` whose
    /// argument labels are `labels`; nil when none or more than one is.
    private static func method(named name: String, labels: [String], in model: ClassDeclSyntax) -> FunctionDeclSyntax? {
        var members = Array(model.memberBlock.members)
        if let file = Syntax(model).root.as(SourceFileSyntax.self) {
            for item in file.statements {
                guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self),
                      extensionDecl.extendedType.trimmedDescription == model.name.text else { continue }
                members += extensionDecl.memberBlock.members
            }
        }
        let found = members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { function in
            function.name.text == name && function.signature.parameterClause.parameters.map(\.firstName.text) == labels
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The argument labels of a call, `_` for an unlabelled one (closures passed trailing are not counted).
    private static func labels(of call: FunctionCallExprSyntax) -> [String] {
        call.arguments.map { $0.label?.text ?? "_" }
    }

}

extension ModelMethodCalls {
    /// Whether `range` may hold such a tap: a box's symbol spelt in a string (`"checkmark…"`,
    /// `"circle"`, `"square…"`), or a Bool named for being checked — what the look of a checkbox
    /// the model's method flips must show, the method's change being in another file. A box word in
    /// a type's name (`OUDSCheckboxItem`, a component read on its own) is not such a look: a view of
    /// Toggles and design-system checkboxes with a `model.reset()` Button is not read for it.
    static func mayCall(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        let range = range.clamped(to: 0..<bytes.count)
        return lookNeedles.contains { SwiftConstructs.contains(bytes, $0, in: range) }
    }

    private static let lookNeedles: [[UInt8]] = [
        "\"checkmark", "\"circle", "\"square", "\"checkbox", "\"tick", "Checked",
    ].map { Array($0.utf8) }
}
