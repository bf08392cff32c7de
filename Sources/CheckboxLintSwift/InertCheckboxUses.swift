import SwiftSyntax

/// A use of a checkbox component that switches the checkbox off: the call hands every action the
/// component's tap runs an empty closure (round twenty-seven, InterviewReady's `QuestionsListView`:
/// `NavigationLink { Detail() } label: { QuestionRowView(question: q, isSelecting: false, isSelected:
/// false, onTap: {}) }`, the row's check hidden and its tap gated by `isSelecting`). The tap there
/// changes nothing, so no checkbox is in that label and none is nested in the link; the same
/// component used elsewhere with a real action is still one.
///
/// Only a component with no state of its own (`@State`, `@Binding`, an observed model): its tap can
/// then act only through the closures it is given, and empty ones do nothing.
enum InertCheckboxUses {
    /// Whether `call`, a use of the component `type`, gives an empty closure for at least one of its
    /// closure properties and a non-empty one for none.
    static func isInert(_ call: FunctionCallExprSyntax, of type: StructDeclSyntax) -> Bool {
        guard !holdsOwnState(type) else { return false }
        let given = CallerClosureActions.closureProperties(of: type).compactMap { CallerClosureActions.closure(givenAs: $0, to: call) }
        return !given.isEmpty && given.allSatisfy { $0.statements.isEmpty }
    }

    /// Wrappers through which a component's tap may change a state without its caller's closures.
    private static let stateWrappers: Set<String> = [
        "State", "Binding", "ObservedObject", "StateObject", "EnvironmentObject", "Bindable", "AppStorage", "SceneStorage",
    ]

    private static func holdsOwnState(_ type: StructDeclSyntax) -> Bool {
        type.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
            return variable.attributes.contains { attribute in
                guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
                return stateWrappers.contains(name)
            }
        }
    }
}
