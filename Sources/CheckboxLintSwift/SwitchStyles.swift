import SwiftSyntax

/// A `ToggleStyle` of the file that draws a switch: a knob moved by the state to one end of its
/// track — by an offset (`.offset(x: configuration.isOn ? 10 : -10)`), or by the alignment of the
/// stack, frame or overlay that holds it (`ZStack(alignment: configuration.isOn ? .trailing :
/// .leading)`, round ten, pattern 7). Its Toggles line up as independent settings, as plain
/// switches do, not as a set of checkbox options (firma-ios's permission switches); and, as on a
/// UISwitch, its label need not toggle it.
enum SwitchStyles {
    static func drawsSwitch(_ style: StructDeclSyntax) -> Bool {
        drawsSwitch(in: Syntax(style.memberBlock), state: "isOn")
    }

    /// Whether the view `node` (a hand-made control's tapped view) draws a knob moved by the state
    /// named `state` (its last part: `checked` of `self.checked`) to one end of its track — a switch
    /// drawn with shapes (`ZStack { Capsule(); Circle().offset(x: checked ? 11 : -11) }`), which
    /// messages call a switch, not a box.
    static func drawsSwitch(in node: Syntax, state: String) -> Bool {
        let name = state.split(separator: ".").last.map(String.init) ?? state
        guard !name.isEmpty else { return false }
        var stack = [node]
        while let current = stack.popLast() {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if SwiftSyntaxFacts.modifierName(call) == "offset", let x = SwiftSyntaxFacts.argument(call, "x"), movesByState(x, name) {
                    return true
                }
                if let alignment = SwiftSyntaxFacts.argument(call, "alignment"), movesByState(alignment, name), movesToAnEnd(alignment) {
                    return true
                }
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return false
    }

    /// A ternary on the state: `configuration.isOn ? … : …`.
    private static func movesByState(_ value: ExprSyntax, _ state: String) -> Bool {
        SwiftSyntaxFacts.ternary(value) != nil && value.tokens(viewMode: .sourceAccurate).contains { $0.text == state }
    }

    /// Its two choices are the two ends of a horizontal track: `.leading`/`.trailing` (or
    /// `.left`/`.right`), not a box's check drawn `.center` or `.topLeading`.
    private static func movesToAnEnd(_ value: ExprSyntax) -> Bool {
        let ends: Set<String> = ["leading", "trailing", "left", "right"]
        let named = value.tokens(viewMode: .sourceAccurate).filter { ends.contains($0.text) }.map(\.text)
        return Set(named).count == 2
    }
}
