import CheckboxLintKit
import SwiftSyntax

/// Rows a generic list view draws through its caller's closure and makes tappable itself (SPEC §10):
/// `struct Select<…>: View { @Binding var selection: Set<ID>; @ViewBuilder var content: (Data.Element,
/// Bool) -> Row; var body: some View { List(data, id: id) { item in content(item,
/// selection.contains(item[keyPath: id])).onTapGesture { insert or remove } } } }`, used as
/// `Select(…) { peripheral, selected in HStack { Image(systemName: selected ? "checkmark.circle.fill" :
/// "circle"); Text(peripheral.name) } }`. The closure's parameter given the state (`selected`) is that
/// state, the image it chooses the box, the closure's texts the name: each such closure is a
/// checkbox, located at the row it draws, in the type that calls the list view, repeated per item.
///
/// Only when the list view and its caller are in the same file, the tap is attached to the call of
/// the closure property itself, its action changes a state, and the argument in that position reads
/// the state (`selection.contains(…)`).
enum ClosureRows {
    static func find(in listView: any DeclGroupSyntax, file: SourceFileSyntax) -> [HandMadeCheckbox] {
        // Most view types keep no closure of a row: they are not walked again.
        guard let listName = listView.as(StructDeclSyntax.self)?.name.text, holdsClosureProperty(listView) else { return [] }
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(listView.memberBlock)
        let changes = StateChanges(type: listView, file: file)
        var found: [HandMadeCheckbox] = []
        for action in collector.tapActions where !action.isButton {
            guard let call = action.tappedView.as(FunctionCallExprSyntax.self),
                  let property = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  isClosureProperty(property, of: listView),
                  let state = changes.stateChanged(by: action.body),
                  let position = call.arguments.firstIndex(where: { argument in
                      argument.expression.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(state) }
                  }) else { continue }
            let index = call.arguments.distance(from: call.arguments.startIndex, to: position)
            var shownByPreview = false
            for closure in closures(passedTo: listName, in: file) {
                guard let parameter = parameterName(of: closure, at: index),
                      let row = closure.statements.first?.item.as(ExprSyntax.self) else { continue }
                let rows = CallCollector(viewMode: .sourceAccurate)
                rows.walk(closure)
                guard let indicator = rows.indicators.first(where: { $0.mentions(parameter) && $0.looksLikeCheckbox }) else { continue }
                guard let caller = enclosingStruct(of: Syntax(closure)) else {
                    shownByPreview = shownByPreview || isInPreview(closure)
                    continue
                }
                let checkbox = HandMadeCheckbox.make(caller, indicator: indicator,
                                                     action: TapAction(body: action.body, tappedView: row, isButton: false),
                                                     state: parameter, collector: rows)
                found.append(checkbox.repeated)
            }
            // Drawn as a checkbox only by the file's own `#Preview` (its screens, in other files,
            // draw the rows too): the list view's tapped row is the checkbox, named by the row its
            // caller draws (`{content}`, known at run time), and reported where the tap is. Its set
            // and its title are the caller's, which this file does not show: none here.
            if shownByPreview {
                found.append(HandMadeCheckbox(
                    declaration: listView, anchor: Syntax(call), isTheType: true, tappedView: ExprSyntax(call), tapTarget: .row,
                    label: .dynamic(property), accessibilityLabel: nil, accessibilityValue: nil, hint: nil, identifier: nil,
                    traits: [], traitsWhenOn: [], combined: true, hidden: false, size: .unknown, isRepeated: false,
                    stateName: state, stateText: call.arguments.dropFirst(index).first?.expression.trimmedDescription ?? state))
            }
        }
        return found
    }

    /// Whether the type declares `name` as a stored property of a function type (`var content:
    /// (Data.Element, Bool) -> Row`, with or without `@ViewBuilder`).
    private static func isClosureProperty(_ name: String, of type: any DeclGroupSyntax) -> Bool {
        closureProperties(of: type).contains(name)
    }

    private static func holdsClosureProperty(_ type: any DeclGroupSyntax) -> Bool {
        !closureProperties(of: type).isEmpty
    }

    /// The names of the type's stored properties of a function type that take two arguments or more
    /// (the item and whether it is chosen).
    private static func closureProperties(of type: any DeclGroupSyntax) -> [String] {
        var names: [String] = []
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      var type = binding.typeAnnotation?.type else { continue }
                if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
                if let function = type.as(FunctionTypeSyntax.self), function.parameters.count >= 2 { names.append(name) }
            }
        }
        return names
    }

    /// The closures given to calls of `name` in the file (its trailing closure, or a `content:`
    /// argument).
    private static func closures(passedTo name: String, in file: SourceFileSyntax) -> [ClosureExprSyntax] {
        var found: [ClosureExprSyntax] = []
        var stack = [Syntax(file)]
        while let node = stack.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == name,
               let closure = call.trailingClosure ?? SwiftSyntaxFacts.argument(call, "content")?.as(ClosureExprSyntax.self) {
                found.append(closure)
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return found.sorted { $0.position < $1.position }
    }

    /// The name of the closure's parameter at `index` (`{ peripheral, selected in … }`, `{ (item,
    /// selected) in … }`).
    private static func parameterName(of closure: ClosureExprSyntax, at index: Int) -> String? {
        guard let names = SwiftSyntaxFacts.closureParameterNames(closure), index < names.count else { return nil }
        return names[index]
    }

    /// Whether `node` is inside an Xcode preview (`#Preview { … }`).
    private static func isInPreview(_ node: ClosureExprSyntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let macro = ancestor.as(MacroExpansionDeclSyntax.self) { return macro.macroName.text == "Preview" }
            if let macro = ancestor.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "Preview" }
            current = ancestor.parent
        }
        return false
    }

    private static func enclosingStruct(of node: Syntax) -> StructDeclSyntax? {
        node.ancestor(StructDeclSyntax.self)
    }
}

extension HandMadeCheckbox {
    /// The same checkbox, made once per item of a collection.
    var repeated: HandMadeCheckbox {
        HandMadeCheckbox(declaration: declaration, anchor: anchor, isTheType: isTheType, tappedView: tappedView, tapTarget: tapTarget,
                         label: label, accessibilityLabel: accessibilityLabel, accessibilityValue: accessibilityValue, hint: hint,
                         identifier: identifier, traits: traits, traitsWhenOn: traitsWhenOn, combined: combined, hidden: hidden,
                         size: size, isRepeated: true, stateName: stateName, stateText: stateText, textBeside: textBeside,
                         textBesideIsView: textBesideIsView)
    }
}
