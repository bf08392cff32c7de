import SwiftSyntax

/// A loop's item handed a Bool of its own by binding: an element of a list of Bools by the item's
/// index (`ForEach(Array(names.enumerated()), id: \.offset) { index, name in CheckBox(isChecked:
/// $checked[index], label: name) }`, `ForEach(names.indices, id: \.self) { i in … $checked[i] … }`),
/// or a Bool member of the item a binding loop hands out (`ForEach($items) { $item in Row(isOn:
/// $item.done) }`). Each item is then on or off by itself, as with a membership test of a set.
///
/// The file must show that the value is a Bool: the list declared by the caller as one (`[Bool]`,
/// `Array(repeating: false, count: …)`, `[true, false]`), or the view declared in the file with a
/// `@Binding var <label>: Bool`. A model (`$items[index]` handed whole) or an element of unknown
/// type decides nothing.
enum LoopItemBools {
    /// Whether `expression`, passed under `label` to the view `viewType`, binds a Bool of the item.
    /// - Parameters:
    ///   - items: the loop's parameters that name an item or its index (`index`, `name`).
    ///   - boundItems: the loop's binding parameters (`$item`).
    static func bindsOwnBool(_ expression: ExprSyntax, label: String?, viewType: String, items: Set<String>,
                             boundItems: Set<String>, caller: StructDeclSyntax, file: SourceFileSyntax) -> Bool {
        // `$checked[index]`, `self.$checked[index]`.
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
           let argument = subscriptCall.arguments.first, argument.label == nil,
           let index = argument.expression.as(DeclReferenceExprSyntax.self), items.contains(index.baseName.text),
           let list = projectedName(subscriptCall.calledExpression) {
            return isBoolList(named: list, in: caller) || viewBindsBool(viewType, label: label, in: file)
        }
        // `$item.done`.
        if let member = expression.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self), boundItems.contains(base.baseName.text) {
            return viewBindsBool(viewType, label: label, in: file)
        }
        return false
    }

    /// `checked` of `$checked` or `self.$checked`: a projected value of the caller's own state.
    private static func projectedName(_ expression: ExprSyntax) -> String? {
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.base?.is(DeclReferenceExprSyntax.self) == true,
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard name.hasPrefix("$"), name.count > 1 else { return nil }
        return String(name.dropFirst())
    }

    /// Whether the type declares `name` as a list of Bools.
    static func isBoolList(named name: String, in type: StructDeclSyntax) -> Bool {
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let declared = binding.typeAnnotation?.type { return isBoolListType(declared) }
                guard let value = binding.initializer?.value else { return false }
                // `[true, false]`.
                if let array = value.as(ArrayExprSyntax.self) {
                    return !array.elements.isEmpty && array.elements.allSatisfy { $0.expression.is(BooleanLiteralExprSyntax.self) }
                }
                guard let call = value.as(FunctionCallExprSyntax.self) else { return false }
                // `[Bool]()`, `[Bool](repeating: false, count: n)`.
                if let array = call.calledExpression.as(ArrayExprSyntax.self) {
                    return array.elements.count == 1 && array.elements.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Bool"
                }
                // `Array(repeating: false, count: n)`.
                return SwiftSyntaxFacts.calleeName(call) == "Array"
                    && SwiftSyntaxFacts.argument(call, "repeating")?.is(BooleanLiteralExprSyntax.self) == true
            }
        }
        return false
    }

    /// `[Bool]`, `Array<Bool>`.
    private static func isBoolListType(_ type: TypeSyntax) -> Bool {
        if let array = type.as(ArrayTypeSyntax.self) { return array.element.trimmedDescription == "Bool" }
        if let named = type.as(IdentifierTypeSyntax.self), named.name.text == "Array",
           let arguments = named.genericArgumentClause?.arguments, arguments.count == 1 {
            return arguments.first?.trimmedDescription == "Bool"
        }
        return false
    }

    /// Whether the file declares the view with `@Binding var <label>: Bool`.
    static func viewBindsBool(_ viewType: String, label: String?, in file: SourceFileSyntax) -> Bool {
        guard let label else { return false }
        for item in file.statements {
            guard let view = item.item.as(StructDeclSyntax.self), view.name.text == viewType else { continue }
            for member in view.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Binding" }) else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == label {
                    return binding.typeAnnotation?.type.trimmedDescription == "Bool"
                }
            }
        }
        return false
    }
}
