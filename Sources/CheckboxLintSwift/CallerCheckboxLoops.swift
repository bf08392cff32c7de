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
/// (or `isOn: Binding(get: { chosen.contains(slot) }, set: { … chosen.insert(slot) … })`). Each item
/// is then an option on or off by itself, whatever the view draws and wherever it is declared: the
/// views are a set of checkboxes the user meets together, and only the caller shows what titles it.
/// Their own checkboxes are announced and judged where the view is declared; the caller's loop is
/// only what makes them a set (`Element.standsForCheckboxesOf`).
///
/// A single choice (`isSelected: selection == item`, `{ selection = item }`) passes no membership:
/// a radio set, not found here. A view the loop wraps in a stack, or a loop whose item is a binding
/// (`{ $term in … }`), is left alone: the caller does not show which view the item's state is.
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

    /// Whether the file's bytes may hold such a loop (a loop, a membership test and a change of a
    /// collection): the file is parsed, and every token walked, only then.
    static func mayHold(_ bytes: [UInt8]) -> Bool {
        let all = 0..<bytes.count
        return SwiftConstructs.contains(bytes, membershipNeedle, in: all)
            && loopNeedles.contains { SwiftConstructs.contains(bytes, $0, in: all) }
            && changeNeedles.contains { SwiftConstructs.contains(bytes, $0, in: all) }
    }

    static func find(in file: SourceFileSyntax) -> [Found] {
        var found: [Found] = []
        for token in file.tokens(viewMode: .sourceAccurate) {
            guard token.tokenKind == .identifier("ForEach") || token.tokenKind == .identifier("List"),
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let loop = reference.parent?.as(FunctionCallExprSyntax.self), loop.calledExpression.id == reference.id,
                  token.text == "ForEach" || !loop.arguments.isEmpty,
                  let body = loop.trailingClosure ?? SwiftSyntaxFacts.argument(loop, "content")?.as(ClosureExprSyntax.self),
                  let item = itemName(of: body), let view = onlyView(in: body),
                  let viewType = viewTypeName(of: view),
                  let caller = loop.ancestor(StructDeclSyntax.self) else { continue }
            if handsMembership(of: item, to: view, changes: StateChanges(type: caller, file: file)) {
                found.append(Found(loop: loop, viewType: viewType))
            }
        }
        return found
    }

    /// The loop's one item (`slot` of `{ slot in … }`, `{ (slot) in … }`); nil for a binding
    /// (`$term`), for `$0`, or for more than one.
    private static func itemName(of body: ClosureExprSyntax) -> String? {
        guard let parameters = body.signature?.parameterClause else { return nil }
        let names: [String]
        switch parameters {
        case .simpleInput(let shorthand): names = shorthand.map(\.name.text)
        case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
        guard names.count == 1, let name = names.first, !name.hasPrefix("$"), name != "_" else { return nil }
        return name
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
    /// that collection (an action argument or trailing closure, or the `Binding`'s setter).
    private static func handsMembership(of item: String, to view: FunctionCallExprSyntax, changes: StateChanges) -> Bool {
        var tested: Set<String> = []
        var closures: [ClosureExprSyntax] = []
        for argument in view.arguments {
            if let collection = membershipBase(argument.expression, item: item) {
                tested.insert(collection)
            } else if let closure = argument.expression.as(ClosureExprSyntax.self) {
                closures.append(closure)
            } else if let binding = argument.expression.as(FunctionCallExprSyntax.self),
                      binding.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Binding" {
                guard let getter = SwiftSyntaxFacts.argument(binding, "get")?.as(ClosureExprSyntax.self),
                      getter.statements.count == 1, let test = getter.statements.first?.item.as(ExprSyntax.self),
                      let collection = membershipBase(test, item: item),
                      let setter = SwiftSyntaxFacts.argument(binding, "set")?.as(ClosureExprSyntax.self) else { continue }
                tested.insert(collection)
                closures.append(setter)
            }
        }
        closures += [view.trailingClosure].compactMap { $0 } + view.additionalTrailingClosures.map(\.closure)
        guard !tested.isEmpty else { return false }
        return closures.contains { closure in
            changes.stateChanged(by: Syntax(closure)).map(tested.contains) ?? false
        }
    }

    /// The last component of `C` in `C.contains(item)` or `C.contains(item.id)`; nil otherwise.
    private static func membershipBase(_ expression: ExprSyntax, item: String) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.arguments.first?.label == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "contains",
              let base = member.base, let argument = call.arguments.first?.expression else { return nil }
        var root = argument
        for _ in 0..<8 {
            guard let access = root.as(MemberAccessExprSyntax.self), let inner = access.base else { break }
            root = inner
        }
        guard root.as(DeclReferenceExprSyntax.self)?.baseName.text == item else { return nil }
        return StateChanges.lastComponent(base)
    }
}
