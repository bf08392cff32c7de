import SwiftSyntax

/// A caller's loop that lays out one view of its own per item and hands each a membership test of
/// a collection and a change of that same collection:
///
///     ForEach(Slot.allCases) { slot in
///         FilterRow(title: slot.rawValue, isSelected: chosen.contains(slot)) {
///             if chosen.contains(slot) { chosen.remove(slot) } else { chosen.insert(slot) }
///         }
///     }
///
/// (or `isOn: Binding(get: { chosen.contains(slot) }, set: { … chosen.insert(slot) … })`, or either
/// through a `let` of the loop's body, `LoopBodyLets`), or a model's question about the item and its
/// toggle of it (`isChecked: model.isIngredientChecked(x)`, `{ model.toggleIngredient(x) }`:
/// `ViewModelItemToggles`), or a Bool of the item's own by binding
/// (`CheckBox(isChecked: $checked[index], …)` over a list of Bools, `LoopItemBools`). Each item is
/// then an option on or off by itself, whatever the view draws and wherever it is declared: the
/// views are a set of checkboxes the user meets together, and only the caller shows what titles it.
/// Their own checkboxes are announced and judged where the view is declared; the caller's loop is
/// only what makes them a set (`Element.standsForCheckboxesOf`). So is a loop of a view read as a
/// checkbox where it is declared, in this file or another, handed no Bool of it (`LoopedCheckboxViews`:
/// a tag chip that flips its own `@State`, handed only the list it adds to).
///
/// A single choice (`isSelected: selection == item`, `{ selection = item }`) passes no membership:
/// a radio set, not found here. A view the loop wraps in a stack, or an item handed whole
/// (`Row(item: $item)`), is left alone: the caller does not show which view the item's state is.
enum CallerCheckboxLoops {
    struct Found {
        /// The `ForEach` (or `List` over data).
        let loop: FunctionCallExprSyntax
        /// The view's type as called (`FilterRow`).
        let viewType: String
    }

    private static let loopNeedles = [Array("ForEach".utf8), Array("List(".utf8)]
    private static let membershipNeedle = Array(".contains(".utf8)

    /// The changes of a collection `StateChanges` reads, spelt as the file spells them.
    private static let changeNeedles = [".insert(", ".remove(", ".append(", ".removeAll", ".formSymmetricDifference("].map { Array($0.utf8) }

    /// A list of Bools declared (`[Bool]`, `Array<Bool>`, `Array(repeating: false, …)`), or a view's
    /// `@Binding` handed an item's member by a binding loop (`ForEach($items)`): `LoopItemBools`.
    private static let boolListNeedles = ["[Bool]", "<Bool>", "repeating: false", "repeating: true", "[true", "[false"].map { Array($0.utf8) }
    private static let bindingLoopNeedle = Array("ForEach($".utf8)
    private static let bindingNeedle = Array("@Binding".utf8)
    private static let modelToggleNeedle = Array(".toggle".utf8)

    /// Whether the file's bytes may hold such a loop (a loop, and a membership test and a change of
    /// a collection, or a Bool an item is handed by binding): the file is parsed, and every token
    /// walked, only then.
    static func mayHold(_ bytes: [UInt8]) -> Bool {
        let all = 0..<bytes.count
        guard mayLoop(bytes) else { return false }
        if SwiftConstructs.contains(bytes, membershipNeedle, in: all)
            && changeNeedles.contains(where: { SwiftConstructs.contains(bytes, $0, in: all) }) { return true }
        // A model's `toggle…` of the item (`ViewModelItemToggles`).
        if SwiftConstructs.contains(bytes, modelToggleNeedle, in: all) { return true }
        return boolListNeedles.contains { SwiftConstructs.contains(bytes, $0, in: all) }
            || SwiftConstructs.contains(bytes, bindingLoopNeedle, in: all) && SwiftConstructs.contains(bytes, bindingNeedle, in: all)
    }

    /// Whether the file's bytes hold a loop at all (`ForEach`, `List(`): a loop of a view read as a
    /// checkbox where it is declared needs nothing else of the caller.
    static func mayLoop(_ bytes: [UInt8]) -> Bool {
        loopNeedles.contains(where: { SwiftConstructs.contains(bytes, $0, in: 0..<bytes.count) })
    }

    /// - Parameter makesCheckbox: whether a call of a view type makes a checkbox read where the type
    ///   is declared, the call handing it no Bool (`LoopedCheckboxViews`): its loop is a set then.
    static func find(in file: SourceFileSyntax, makesCheckbox: (FunctionCallExprSyntax, String) -> Bool = { _, _ in false }) -> [Found] {
        var found: [Found] = []
        for token in file.tokens(viewMode: .sourceAccurate) {
            guard token.tokenKind == .identifier("ForEach") || token.tokenKind == .identifier("List"),
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let loop = reference.parent?.as(FunctionCallExprSyntax.self), loop.calledExpression.id == reference.id,
                  token.text == "ForEach" || !loop.arguments.isEmpty,
                  let body = loop.trailingClosure ?? SwiftSyntaxFacts.argument(loop, "content")?.as(ClosureExprSyntax.self),
                  let items = LoopItems(of: body), let only = onlyView(in: body),
                  let caller = loop.ancestor(StructDeclSyntax.self) else { continue }
            guard let (view, viewType) = viewTypeName(of: only).map({ (only, $0) }) ?? stackedComponent(in: only).flatMap({ component in
                // A row stack of the view and things no checkbox (`HStack { CellView(…); NavigationLink("") {…} }`):
                // the view is each item's checkbox only when it is read as one where it is declared.
                viewTypeName(of: component).flatMap { makesCheckbox(component, $0) ? (component, $0) : nil }
            }) else { continue }
            let lets = LoopBodyLets(body, before: view)
            if handsMembership(of: items, to: view, lets: lets, changes: StateChanges(type: caller, file: file))
                || ViewModelItemToggles.handsToggle(of: items.names, to: view, lets: lets)
                || view.arguments.contains(where: {
                    LoopItemBools.bindsOwnBool($0.expression, label: $0.label?.text, viewType: viewType, items: items.names,
                                               boundItems: items.bound, caller: caller, file: file)
                })
                || makesCheckbox(view, viewType) {
                found.append(Found(loop: loop, viewType: viewType))
            }
        }
        return found
    }

    /// Whether the loop is a row or grid of options that its file shows with no title at all (tag
    /// chips in a horizontal `ScrollView` under a search field, weekday buttons under a time row):
    /// the loop lays its views out side by side (an `HStack`, a grid, a horizontal `ScrollView`, a
    /// custom `…Layout`), and walking out through the statements that hold it, the nearest view laid
    /// out before it (a `Spacer`, a `Divider` or a `let` aside) is no `Text`. A text there was
    /// already judged no title (a caption); a loop that opens its view may be titled by the screen
    /// that shows the view; a vertical list of records with a box each is a list, not a set of options.
    static func isShownUntitled(_ loop: FunctionCallExprSyntax) -> Bool {
        guard laysOutSideBySide(loop) else { return false }
        var node = Syntax(loop)
        for _ in 0..<64 {
            if node.is(DeclSyntax.self) { return false }
            if let item = node.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) {
                // The nearest view before the loop's statement: its name, nil for a view no call makes.
                var nearest: String??
                for sibling in list {
                    if sibling.id == item.id { break }
                    guard let view = sibling.item.as(ExprSyntax.self) else { continue }
                    let name = SwiftSyntaxFacts.viewUnderModifiers(view).0.as(FunctionCallExprSyntax.self).flatMap(SwiftSyntaxFacts.calleeName)
                    if name == "Spacer" || name == "Divider" { continue }
                    nearest = .some(name)
                }
                if let nearest { return nearest != "Text" && nearest != "Label" }
            }
            guard let parent = node.parent else { return false }
            node = parent
        }
        return false
    }

    private static let sideBySideContainers: Set<String> = ["HStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid"]

    /// Whether the nearest container that holds the loop lays its views out side by side.
    private static func laysOutSideBySide(_ loop: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(loop)
        for _ in 0..<16 {
            guard let parent = node.parent else { return false }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != node.id,
               let name = SwiftSyntaxFacts.calleeName(call) {
                if name == "ScrollView" { return call.arguments.first?.expression.trimmedDescription == ".horizontal" }
                return sideBySideContainers.contains(name) || name.hasSuffix("Layout")
            }
            node = parent
        }
        return false
    }

    /// The loop's parameters: `slot` of `{ slot in … }` or `{ (slot) in … }`, `index` and `name` of
    /// `{ index, name in … }` (an enumerated list), `$item` of `{ $item in … }` (a binding, whose
    /// value is `item`). Nil for `$0` or none.
    private struct LoopItems {
        /// The names an item, its value or its index goes by.
        var names: Set<String> = []
        /// The binding parameters, spelt with their `$`.
        var bound: Set<String> = []

        init?(of body: ClosureExprSyntax) {
            guard let parameters = body.signature?.parameterClause else { return nil }
            let all: [String]
            switch parameters {
            case .simpleInput(let shorthand): all = shorthand.map(\.name.text)
            case .parameterClause(let clause): all = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            }
            guard (1...2).contains(all.count) else { return nil }
            for name in all where name != "_" {
                if name.hasPrefix("$") {
                    guard name.count > 1 else { return nil }
                    bound.insert(name)
                    names.insert(String(name.dropFirst()))
                } else {
                    names.insert(name)
                }
            }
            if names.isEmpty { return nil }
        }
    }

    /// The one view the loop's body lays out (its `let`s aside), its modifiers taken off: a call.
    private static func onlyView(in body: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        let views = body.statements.compactMap { $0.item.as(ExprSyntax.self) }
        guard views.count == 1, var call = views.first?.as(FunctionCallExprSyntax.self) else { return nil }
        // `FilterRow(…).padding()`: the modifiers' bases down to the view.
        for _ in 0..<64 {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.as(FunctionCallExprSyntax.self) else { break }
            call = base
        }
        return call
    }

    private static let rowStacks: Set<String> = ["HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group"]

    /// The one view of the app's own a row stack lays out (`HStack { CellView(…); NavigationLink("",
    /// destination: …) }`), its modifiers taken off; nil for another view, or two of the app's own.
    private static func stackedComponent(in stack: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        guard let name = SwiftSyntaxFacts.calleeName(stack), rowStacks.contains(name), let content = stack.trailingClosure else { return nil }
        var found: FunctionCallExprSyntax?
        for statement in content.statements {
            guard let expression = statement.item.as(ExprSyntax.self),
                  let call = ViewContext.ownModifiers(of: expression).base.as(FunctionCallExprSyntax.self),
                  viewTypeName(of: call) != nil else { continue }
            if found != nil { return nil }
            found = call
        }
        return found
    }

    /// SwiftUI's own views, which the file's constructs are read from where they are (a Toggle, a
    /// Button, a stack): a caller's loop here is of a view of the app's own.
    private static let systemViews: Set<String> = [
        "Toggle", "Button", "Text", "Image", "Label", "HStack", "VStack", "ZStack", "LazyVStack", "LazyHStack", "Group",
        "Section", "GroupBox", "NavigationLink", "Link", "Menu", "Picker", "ForEach", "List", "Form", "ScrollView",
        "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "DisclosureGroup", "Spacer", "Divider", "TextField", "Binding",
    ]

    /// The view's type when it is one of the app's own (`FilterRow`, `Module.FilterRow`).
    private static func viewTypeName(of call: FunctionCallExprSyntax) -> String? {
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.is(DeclReferenceExprSyntax.self) == true {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard let first = name.unicodeScalars.first, first.properties.isUppercase, !systemViews.contains(name) else { return nil }
        return name
    }

    /// Whether the view is given a membership test of the item in a collection (an argument
    /// `chosen.contains(slot)`, or a `Binding` whose getter is that test) and a closure that changes
    /// that collection (an action argument or trailing closure, or the `Binding`'s setter). A `let`
    /// of the loop's body is read for what it holds (`isSelected: Binding(get: { isSelectedVisual },
    /// set: { chipBinding.wrappedValue = $0 })`, `isSelectedVisual` a test, `chipBinding` a `Binding`
    /// whose setter inserts and removes).
    private static func handsMembership(of items: LoopItems, to view: FunctionCallExprSyntax, lets: LoopBodyLets, changes: StateChanges) -> Bool {
        var tested: Set<String> = []
        var closures: [ClosureExprSyntax] = []
        for argument in view.arguments {
            let expression = lets.resolved(argument.expression)
            let tests = memberships(in: expression, of: items, lets: lets)
            if !tests.isEmpty {
                tested.formUnion(tests)
            } else if let closure = expression.as(ClosureExprSyntax.self) {
                closures.append(closure)
            } else if let binding = expression.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(binding) == "Binding" {
                guard let getter = SwiftSyntaxFacts.argument(binding, "get")?.as(ClosureExprSyntax.self),
                      getter.statements.count == 1, let test = getter.statements.first?.item.as(ExprSyntax.self),
                      let setter = SwiftSyntaxFacts.argument(binding, "set")?.as(ClosureExprSyntax.self) else { continue }
                let found = memberships(in: test, of: items, lets: lets)
                guard !found.isEmpty else { continue }
                tested.formUnion(found)
                closures.append(setter)
                closures += forwardedSetters(in: setter, lets: lets)
            }
        }
        closures += [view.trailingClosure].compactMap { $0 } + view.additionalTrailingClosures.map(\.closure)
        // Or through the view's modifiers: a method of the view handed the test (`DSChip(option)
        // .selected(chosen.contains(option))`) and a gesture on it that changes the collection
        // (`.onTapGesture { … chosen.insert(option) … }`: `CallerTappedComponents`).
        // The gesture must both put the item in and take it out (`CallerFlippedLooks.flips`), as the
        // component is read: one that only adds is an action, not an option.
        var tests = view.arguments.map { lets.resolved($0.expression) }
        var taps: [ClosureExprSyntax] = []
        for modifier in ViewContext.modifierChain(above: ExprSyntax(view)).0 {
            if modifier.name == "onTapGesture" {
                taps += [modifier.call.trailingClosure ?? SwiftSyntaxFacts.argument(modifier.call, "perform")?.as(ClosureExprSyntax.self)]
                    .compactMap { $0 }
            } else if modifier.call.arguments.count == 1, let only = modifier.call.arguments.first, only.label == nil {
                let expression = lets.resolved(only.expression)
                let found = memberships(in: expression, of: items, lets: lets)
                if !found.isEmpty {
                    tested.formUnion(found)
                    tests.append(expression)
                }
            }
        }
        if taps.contains(where: { tap in tests.contains { CallerFlippedLooks.flips($0, in: tap, state: "") } }) { return true }
        guard !tested.isEmpty else { return false }
        return closures.contains { closure in
            !changed(by: closure, changes: changes, lets: lets).isDisjoint(with: tested)
        }
    }

    /// The collections a closure changes: what `StateChanges` reads (through a helper too), and every
    /// collection it inserts into or removes from itself (`if let binding { binding.wrappedValue
    /// .insert(index) } else { chosen.insert(index) }` changes both).
    private static func changed(by closure: ClosureExprSyntax, changes: StateChanges, lets: LoopBodyLets) -> Set<String> {
        var names: Set<String> = []
        if let state = changes.stateChanged(by: Syntax(closure)) { names.insert(state) }
        for token in closure.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, changeMethods.contains(name),
                  let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
                  let base = member.base, member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id else { continue }
            names.formUnion(lets.collections(in: base))
        }
        return names
    }

    private static let changeMethods: Set<String> = ["insert", "remove", "append", "removeAll", "formSymmetricDifference"]

    /// The setters a setter hands its value on to: `chipBinding.wrappedValue = newValue`, where
    /// `chipBinding` is a `let` of the loop's body made by `Binding(get:set:)`.
    private static func forwardedSetters(in setter: ClosureExprSyntax, lets: LoopBodyLets) -> [ClosureExprSyntax] {
        var found: [ClosureExprSyntax] = []
        for statement in setter.statements {
            guard let sequence = statement.item.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "wrappedValue",
                  let base = target.base?.as(DeclReferenceExprSyntax.self),
                  let binding = lets.resolved(ExprSyntax(base)).as(FunctionCallExprSyntax.self),
                  SwiftSyntaxFacts.calleeName(binding) == "Binding",
                  let forwarded = SwiftSyntaxFacts.argument(binding, "set")?.as(ClosureExprSyntax.self) else { continue }
            found.append(forwarded)
        }
        return found
    }

    /// The collections an expression tests the item's membership of: `chosen.contains(slot)`, also
    /// negated, parenthesised, joined with `&&`/`||`, or in an arm of a ternary (`!isDisabled &&
    /// (single ? selection == index : chosen.contains(index))`: in every mode the item is one
    /// choice of a set), each part read through the body's `let`s. Bounded in depth.
    private static func memberships(in expression: ExprSyntax, of items: LoopItems, lets: LoopBodyLets, depth: Int = 0) -> Set<String> {
        guard depth < 8 else { return [] }
        let expression = lets.resolved(expression)
        if let base = membershipBase(expression, items: items.names) { return lets.collections(in: base) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return memberships(in: prefix.expression, of: items, lets: lets, depth: depth + 1)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return memberships(in: inner, of: items, lets: lets, depth: depth + 1)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return [] }
        var found: Set<String> = []
        for element in sequence.elements {
            if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                found.formUnion(memberships(in: ternary.thenExpression, of: items, lets: lets, depth: depth + 1))
            } else if !element.is(BinaryOperatorExprSyntax.self) {
                found.formUnion(memberships(in: element, of: items, lets: lets, depth: depth + 1))
            }
        }
        return found
    }

    /// `C` in `C.contains(item)` or `C.contains(item.id)`; nil otherwise.
    private static func membershipBase(_ expression: ExprSyntax, items: Set<String>) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.arguments.first?.label == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "contains",
              let base = member.base, let argument = call.arguments.first?.expression else { return nil }
        var root = argument
        for _ in 0..<8 {
            guard let access = root.as(MemberAccessExprSyntax.self), let inner = access.base else { break }
            root = inner
        }
        guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text, items.contains(name) else { return nil }
        return base
    }
}
