import CheckboxLintKit
import SwiftSyntax

/// A `UISwitch` (or `NSSwitch`) that a `UIViewRepresentable`'s `makeUIView(context:)` (an
/// `NSViewRepresentable`'s `makeNSView`) makes and returns (round twenty-six, the hmrc kit's
/// `Components.Atoms.Switch`):
///
///     struct Switch: UIViewRepresentable {
///         @Binding var isOn: Bool
///         func makeUIView(context: Context) -> UISwitch { let view = UISwitch(); …; return view }
///         func updateUIView(_ uiView: UISwitch, context: Context) { uiView.isOn = isOn }
///     }
///     …
///     HStack { TitleBodyView(model: model); Components.Atoms.Switch(isOn: $isOn) }
///
/// SwiftUI adds the view; VoiceOver meets the system switch ("Switch button, off") wherever a
/// caller places the representable, named only by what names the switch: an `accessibilityLabel`
/// the representable sets on it, or an `.accessibilityLabel` every caller gives the
/// representable. A title beside it (`TitleBodyView`) is another element. The switch is read at
/// the representable's declaration, its state the Bool its `updateUIView` sets `isOn` from.
/// Only a switch the function returns (declared as its return type, or the value it returns); a
/// representable of any other view (a text field, a map) is no checkbox.
enum RepresentedSwitches {
    /// The switch `call` makes when it is what a representable's make function returns; nil otherwise.
    static func control(made call: FunctionCallExprSyntax, kind: UIKitControl.Kind) -> UIKitControl? {
        let (className, makeName, updateName, representable) = kind == .uiSwitch
            ? ("UISwitch", "makeUIView", "updateUIView", "UIViewRepresentable")
            : ("NSSwitch", "makeNSView", "updateNSView", "NSViewRepresentable")
        guard let make = call.ancestor(FunctionDeclSyntax.self), make.name.text == makeName,
              let type = make.ancestor(StructDeclSyntax.self), type.inherits(representable),
              returns(call, from: make, className: className) else { return nil }
        let name = ownLabel(in: type) ?? callersLabel(of: type.name.text, in: call)
        return UIKitControl(kind: kind, anchor: Syntax(type), type: DeclSyntax(type), controlClass: className,
                            label: nil, accessibilityLabel: name, traits: ["toggle", "button"], state: nil,
                            stateBinding: stateSource(in: type, update: updateName), identifier: type.name.text)
    }

    /// Whether the make function returns the switch: its declared return type is the switch's
    /// class, or it returns the call itself or the local the call is bound to.
    private static func returns(_ call: FunctionCallExprSyntax, from make: FunctionDeclSyntax, className: String) -> Bool {
        if make.signature.returnClause?.type.trimmedDescription == className { return true }
        let local = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?
            .pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        return SwiftSyntaxFacts.nodes(ReturnStmtSyntax.self, in: Syntax(make)).contains { statement in
            guard let returned = statement.expression else { return false }
            return returned.id == ExprSyntax(call).id || local != nil && SwiftSyntaxFacts.ownName(returned) == local
        }
    }

    /// An `accessibilityLabel` the representable sets on its view (`view.accessibilityLabel = "…"`):
    /// the literal, else the expression, known at run time.
    private static func ownLabel(in type: StructDeclSyntax) -> SourceValue? {
        for sequence in SwiftSyntaxFacts.nodes(SequenceExprSyntax.self, in: Syntax(type.memberBlock)) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "accessibilityLabel" else { continue }
            return SourceValue(elements[2])
        }
        return nil
    }

    /// The `.accessibilityLabel(…)` every caller gives the representable (the first one's value);
    /// nil when a caller gives none, or no caller is found: then nothing names the switch.
    private static func callersLabel(of typeName: String, in call: FunctionCallExprSyntax) -> SourceValue? {
        let file = call.root.as(SourceFileSyntax.self)
        var sites = file.map { CallerClosureActions.calls(named: typeName, in: Syntax($0), qualified: true) } ?? []
        sites = sites.filter { !XcodePreviews.contains(Syntax($0)) }
        if sites.isEmpty { sites = ProjectCallers.sites(of: typeName, qualified: true).map(\.call) }
        var labels: [SourceValue] = []
        for site in sites {
            let modifiers = ViewContext.modifierChain(above: ExprSyntax(site)).0
            guard let label = modifiers.last(where: { $0.name == "accessibilityLabel" })?.call.arguments.first?.expression else { return nil }
            labels.append(SourceValue(label))
        }
        return labels.first
    }

    /// The Bool the switch shows: what `updateUIView` sets its `isOn` from (`uiView.isOn = isOn`),
    /// else the representable's one `@Binding` Bool; nil when neither says.
    private static func stateSource(in type: StructDeclSyntax, update: String) -> String? {
        for member in type.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == update, let body = function.body else { continue }
            for sequence in SwiftSyntaxFacts.nodes(SequenceExprSyntax.self, in: Syntax(body)) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      let target = elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                      target == "isOn" || target == "state" else { continue }
                return elements[2].trimmedDescription
            }
        }
        let bools = CallerClosureActions.boolProperties(of: type)
        return bools.count == 1 ? bools.first : nil
    }
}
