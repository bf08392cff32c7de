import SwiftSyntax

/// A `ToggleStyle` of the file that draws a switch: a knob moved by the state
/// (`.offset(x: configuration.isOn ? 10 : -10)`). Its Toggles line up as independent settings, as
/// plain switches do, not as a set of checkbox options (firma-ios's permission switches).
enum SwitchStyles {
    static func drawsSwitch(_ style: StructDeclSyntax) -> Bool {
        var stack = [Syntax(style.memberBlock)]
        while let current = stack.popLast() {
            if let call = current.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.modifierName(call) == "offset",
               let x = SwiftSyntaxFacts.argument(call, "x"), SwiftSyntaxFacts.ternary(x) != nil,
               x.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "isOn" }) {
                return true
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return false
    }
}
