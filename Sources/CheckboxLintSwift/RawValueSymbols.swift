import CheckboxLintKit
import SwiftSyntax

/// A box whose symbol is its state's raw value (SPEC §10, "shown"): `Image(systemName:
/// state.rawValue)`, `state` an enum whose cases are symbol names (`case on =
/// "checkmark.square.fill"`, `case off = "square"`). The image is chosen by the state as surely as
/// by a ternary; the file names the symbols only in the enum, so they are read there (when it is
/// declared in the same file) to tell a checkbox from any other symbol.
enum RawValueSymbols {
    /// The indicator an `Image(systemName: s.rawValue)` or `Image(s.rawValue)` is: chosen by `s`
    /// (its condition reads `s`), shown by the image; nil for any other image.
    static func indicator(_ image: FunctionCallExprSyntax) -> Indicator? {
        guard let first = image.arguments.first, first.label == nil || first.label?.text == "systemName",
              let member = first.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue",
              let base = member.base, base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) else { return nil }
        return Indicator(node: Syntax(image), shown: Syntax(image), condition: first.expression.trimmedDescription, literals: [],
                         conditionTokens: base)
    }

    /// `indicator` with the raw values of its state's enum as what it shows, when it is a raw-value
    /// image and the enum is declared in `file`; else `indicator` unchanged.
    static func withCaseNames(_ indicator: Indicator, declaration: any DeclGroupSyntax, file: SourceFileSyntax) -> Indicator {
        guard indicator.branchLiterals.isEmpty, let image = indicator.node.as(FunctionCallExprSyntax.self),
              let member = image.arguments.first?.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue",
              let base = member.base else { return indicator }
        let state = StateChanges.lastComponent(base)
        guard let typeName = declaredType(of: state, in: declaration) else { return indicator }
        let names = rawValues(ofEnum: typeName, in: file)
        guard !names.isEmpty else { return indicator }
        return Indicator(node: indicator.node, shown: indicator.shown, condition: indicator.condition, literals: names,
                         conditionTokens: base, modifier: indicator.modifier)
    }

    /// The type a stored property of the type is declared with (`@Binding var state: BoxState` →
    /// `BoxState`; an optional's wrapped type).
    private static func declaredType(of property: String, in declaration: any DeclGroupSyntax) -> String? {
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property {
                guard var type = binding.typeAnnotation?.type else { return nil }
                if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
                return type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
            }
        }
        return nil
    }

    /// The string raw values of the cases of the enum `name` declared anywhere in `file`.
    private static func rawValues(ofEnum name: String, in file: SourceFileSyntax) -> [String] {
        var stack: [Syntax] = [Syntax(file)]
        while let node = stack.popLast() {
            if let enumDecl = node.as(EnumDeclSyntax.self), enumDecl.name.text == name {
                var values: [String] = []
                for member in enumDecl.memberBlock.members {
                    guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                    for element in cases.elements {
                        if let value = element.rawValue?.value, let text = SwiftSyntaxFacts.stringLiteral(value) { values.append(text) }
                    }
                }
                return values
            }
            // Declarations only: an enum is not declared inside an expression.
            if node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self) { continue }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return []
    }
}
