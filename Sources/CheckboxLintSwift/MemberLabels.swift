import SwiftSyntax

/// The text a tapped view shows through a member of its type (round eleven, patterns 4 and 6): a
/// component's `HStack { box; if label != nil { contentStack } }.onTapGesture { … }`, `contentStack`
/// a computed property showing `SwiftUI.Text(label)`; a card's `PBCard { if let text = cardText {
/// AnyView(cardTextView(text)) } }`, `cardTextView` a function returning `Text(text)`. VoiceOver
/// reads that text where the member is shown, inside the tapped view: it names the checkbox. One
/// member deep, members of the same declaration only.
enum MemberLabels {
    /// The first of `labels` inside a member (not `body`) that `tapped` shows by name, in the
    /// order of `labels`.
    static func label(shownBy tapped: ExprSyntax, among labels: [(value: SourceValue, node: Syntax)],
                      in declaration: any DeclGroupSyntax) -> (value: SourceValue, node: Syntax)? {
        let shown = shownNames(in: tapped)
        guard !shown.isEmpty else { return nil }
        return labels.first { text in
            guard let member = memberName(around: text.node, in: declaration) else { return false }
            return member != "body" && shown.contains(member)
        }
    }

    /// The code of the computed properties (not `body`) of `declaration` that `tapped` shows by
    /// name (`Button { … } label: { rowView }`), in declaration order; with `methods`, also the
    /// bodies of the methods it calls by name (`label: { symptomRow(symptom: s) }`).
    static func shownProperties(by tapped: ExprSyntax, in declaration: any DeclGroupSyntax, methods: Bool = false) -> [Syntax] {
        let shown = shownNames(in: tapped)
        guard !shown.isEmpty else { return [] }
        return declaration.memberBlock.members.compactMap { member in
            if methods, let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
               shown.contains(function.name.text) {
                return Syntax(body)
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let binding = variable.bindings.first, let accessors = binding.accessorBlock,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  name != "body", shown.contains(name) else { return nil }
            return Syntax(accessors)
        }
    }

    /// The bare names `tapped` uses (`rowView`, not the `title` of `item.title`).
    private static func shownNames(in tapped: ExprSyntax) -> Set<String> {
        var shown: Set<String> = []
        for token in tapped.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id else { continue }
            shown.insert(name)
        }
        return shown
    }

    /// The name of the computed property or function of `declaration` that holds `node`.
    private static func memberName(around node: Syntax, in declaration: any DeclGroupSyntax) -> String? {
        var current = node
        while let parent = current.parent {
            if parent.is(MemberBlockItemSyntax.self) {
                guard parent.parent?.parent?.id == declaration.memberBlock.id else { return nil }
                if let function = current.as(FunctionDeclSyntax.self) { return function.name.text }
                if let variable = current.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                   variable.bindings.first?.accessorBlock != nil {
                    return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                }
                return nil
            }
            current = parent
        }
        return nil
    }
}
