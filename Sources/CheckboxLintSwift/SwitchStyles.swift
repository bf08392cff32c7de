import SwiftSyntax

/// A `ToggleStyle` of the file that draws a switch: a knob moved by the state to one end of its
/// track — by an offset (`.offset(x: configuration.isOn ? 10 : -10)`), or by the alignment of the
/// stack, frame or overlay that holds it (`ZStack(alignment: configuration.isOn ? .trailing :
/// .leading)`, round ten, pattern 7). Its Toggles line up as independent settings, as plain
/// switches do, not as a set of checkbox options (firma-ios's permission switches); and, as on a
/// UISwitch, its label need not toggle it.
enum SwitchStyles {
    static func drawsSwitch(_ style: StructDeclSyntax) -> Bool {
        var stack = [Syntax(style.memberBlock)]
        while let current = stack.popLast() {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if SwiftSyntaxFacts.modifierName(call) == "offset", let x = SwiftSyntaxFacts.argument(call, "x"), movesByState(x) {
                    return true
                }
                if let alignment = SwiftSyntaxFacts.argument(call, "alignment"), movesByState(alignment), movesToAnEnd(alignment) {
                    return true
                }
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return false
    }

    /// A ternary on the state: `configuration.isOn ? … : …`.
    private static func movesByState(_ value: ExprSyntax) -> Bool {
        SwiftSyntaxFacts.ternary(value) != nil && value.tokens(viewMode: .sourceAccurate).contains { $0.text == "isOn" }
    }

    /// Its two choices are the two ends of a horizontal track: `.leading`/`.trailing` (or
    /// `.left`/`.right`), not a box's check drawn `.center` or `.topLeading`.
    private static func movesToAnEnd(_ value: ExprSyntax) -> Bool {
        let ends: Set<String> = ["leading", "trailing", "left", "right"]
        let named = value.tokens(viewMode: .sourceAccurate).filter { ends.contains($0.text) }.map(\.text)
        return Set(named).count == 2
    }
}
