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

    /// Whether the view `node` (a tap's view) draws a switch with shapes whatever its Bool is named:
    /// a knob — a shape: a `Circle`, `Capsule`, rectangle or ellipse — moved along by the state by a literal
    /// offset (`Circle().offset(x: isOn ? 10 : -10)`), over a second shape, its track. That is a
    /// switch's look (SPEC §10: a state shown only by a look), as a box symbol is a checkbox's; a
    /// view slid in or out by a wide offset (`menu.offset(x: shown ? 0 : -300)`) or a knob that is
    /// not a shape is not one.
    static func drawsShapeKnob(in node: Syntax, state: String) -> Bool {
        let name = state.split(separator: ".").last.map(String.init) ?? state
        guard !name.isEmpty else { return false }
        var shapes = 0
        var knob = false
        var stack = [node]
        while let current = stack.popLast() {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if let callee = SwiftSyntaxFacts.calleeName(call), shapeNames.contains(callee) {
                    shapes += 1
                }
                if SwiftSyntaxFacts.modifierName(call) == "offset", let x = SwiftSyntaxFacts.argument(call, "x"),
                   movesByState(x, name), movesAKnobLength(x), offsetsAShape(call) {
                    knob = true
                }
                // Or the knob put at one end of its track by an alignment the state chooses
                // (`ZStack(alignment: isOn ? .trailing : .leading) { RoundedRectangle(…); Circle() }`,
                // a design system's switch, round thirty-three, second part, pattern 3).
                if let alignment = SwiftSyntaxFacts.argument(call, "alignment"), movesByState(alignment, name),
                   movesToAnEnd(alignment), alignsShapesOnly(call) {
                    knob = true
                }
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return knob && shapes >= 2
    }

    /// What an alignment chosen by the state places is only shapes: a `ZStack` of two or more
    /// shapes (the track and the knob), or a modifier (`.frame(maxWidth: .infinity, alignment: …)`,
    /// `.overlay(alignment: …) { Circle() }`) on a shape; and nothing in it shows words or a symbol
    /// (a two-option segmented control slides a pill under its options' texts: a single choice).
    private static func alignsShapesOnly(_ call: FunctionCallExprSyntax) -> Bool {
        var shapes = 0
        var stack = [Syntax(call)]
        while let current = stack.popLast() {
            if let inner = current.as(FunctionCallExprSyntax.self), let callee = SwiftSyntaxFacts.calleeName(inner) {
                if ["Text", "Label", "Image", "TextField"].contains(callee) { return false }
                if shapeNames.contains(callee) { shapes += 1 }
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        if SwiftSyntaxFacts.calleeName(call) == "ZStack" { return shapes >= 2 }
        return SwiftSyntaxFacts.modifierName(call) != nil && offsetsAShape(call)
    }

    private static let shapeNames: Set<String> = ["Circle", "Capsule", "RoundedRectangle", "Rectangle", "Ellipse"]

    /// The two choices are numbers no farther than a knob travels on a switch's track (40 pt
    /// each way; a 51 pt wide UISwitch moves its knob 20). A choice written as a name (`isOn ?
    /// leverOffset : -leverOffset`, a design system's `@ScaledMetric`) is the number it is
    /// declared with in the type around it, when it is declared with one; a name declared with none
    /// (a parameter, a computed length) travels an unknown length, and two different choices still
    /// move the knob: only a number known to be wider than a track rules a knob out.
    private static func movesAKnobLength(_ value: ExprSyntax) -> Bool {
        guard let (_, branches) = SwiftSyntaxFacts.ternary(value), branches.count == 2 else { return false }
        let texts = branches.map { $0.trimmedDescription.filter { !$0.isWhitespace } }
        guard texts[0] != texts[1] else { return false }
        return branches.allSatisfy { branch in
            var text = branch.trimmedDescription.filter { !$0.isWhitespace }
            if text.hasPrefix("-") { text.removeFirst() }
            if text.hasPrefix("self.") { text.removeFirst(5) }
            if let number = Double(text) { return number <= 40 }
            guard text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), text.first?.isLetter == true else { return false }
            return declaredNumber(text, around: branch).map { $0 <= 40 } ?? true
        }
    }

    /// The number literal a stored property of the type around `node` is declared with
    /// (`@ScaledMetric private var leverOffset: CGFloat = 10`); nil when there is none.
    private static func declaredNumber(_ name: String, around node: ExprSyntax) -> Double? {
        var current = node.parent
        while let parent = current {
            if let type = parent.asProtocol(DeclGroupSyntax.self) {
                for member in type.memberBlock.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer.flatMap { SwiftSyntaxFacts.numberLiteral($0.value) }
                    }
                }
                return nil
            }
            current = parent.parent
        }
        return nil
    }

    /// The modifier's chain starts at a shape (`Circle().fill(.white).offset(x: …)`).
    private static func offsetsAShape(_ modifier: FunctionCallExprSyntax) -> Bool {
        var view = ExprSyntax(modifier)
        while let call = view.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            view = base
        }
        guard let call = view.as(FunctionCallExprSyntax.self), let callee = SwiftSyntaxFacts.calleeName(call) else { return false }
        return shapeNames.contains(callee)
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
