import SwiftSyntax

/// A `Button` that declares the toggle trait itself (`.isToggle()`, `DeclaredToggleButtons`) and
/// whose label is a view of the project given the Bool through a value named for a multiple choice
/// (`Button(action: action) { RowContent(details: details, accessory: .multiSelection(isSelected)) {
/// label } }.isToggle()`, a kit's row whose kind is `case .multiSelection(isSelected: Bool, action:
/// () -> Void)`): the look is drawn out of sight, by the view given that value, and the trait says
/// that the tap flips it. The Bool handed is the checkbox's state.
///
/// Only a Bool read alone and named for a choice (`isSelected`, `isChecked`), handed through a call
/// or an argument whose name says several can be chosen (`multi…`): `.selection(isSelected)`, one
/// choice of many, stays out, as a radio does, whatever trait the kit adds.
enum HandedToggleStates {
    /// An indicator for each such Button among `taps`: the value handed (`.multiSelection(isSelected)`),
    /// shown by the view it is given.
    static func indicators(for taps: [TapAction], in declaration: any DeclGroupSyntax) -> [Indicator] {
        var found: [Indicator] = []
        for action in taps where action.isButton {
            guard let button = action.tappedView.as(FunctionCallExprSyntax.self), let label = SwiftSyntaxFacts.labelClosure(of: button),
                  DeclaredToggleButtons.declaresToggle(action.tappedView, in: declaration),
                  let handed = handedValue(in: Syntax(label)) else { continue }
            var indicator = Indicator(node: Syntax(handed.value), shown: Syntax(handed.view), condition: handed.state,
                                      literals: [], conditionTokens: handed.value)
            indicator.passedToView = true
            found.append(indicator)
        }
        return found
    }

    /// The first view call of `label` (walked a bounded number of nodes) given a Bool read alone in
    /// a multiple choice's name: `View(…, accessory: .multiSelection(isSelected))` or `View(isMultiSelected: isSelected)`.
    private static func handedValue(in label: Syntax) -> (view: FunctionCallExprSyntax, value: ExprSyntax, state: String)? {
        var stack = [label]
        var visited = 0
        while let node = stack.popLast(), visited < 400 {
            visited += 1
            if let view = node.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(view), name.first?.isUppercase == true {
                for argument in view.arguments {
                    if let state = boolAlone(argument.expression), saysMany(argument.label?.text ?? "") {
                        return (view, argument.expression, state)
                    }
                    // `.multiSelection(isSelected)`: a value of the view's argument type made from the Bool.
                    if let made = argument.expression.as(FunctionCallExprSyntax.self), made.arguments.count == 1,
                       let member = made.calledExpression.as(MemberAccessExprSyntax.self), saysMany(member.declName.baseName.text),
                       let only = made.arguments.first, let state = boolAlone(only.expression) {
                        return (view, ExprSyntax(made), state)
                    }
                }
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return nil
    }

    /// `isSelected` or `self.isSelected`, named for a choice.
    private static func boolAlone(_ expression: ExprSyntax) -> String? {
        guard let name = SwiftSyntaxFacts.ownName(expression), ShownByLook.namesAChoice(name) else { return nil }
        return name
    }

    /// Whether a name says several may be chosen (`multiSelection`, `isMultiSelected`).
    private static func saysMany(_ name: String) -> Bool {
        name.lowercased().containsText("multi")
    }
}
