import SwiftSyntax

/// A `ToggleStyle` drawn as a switch (`SwitchStyles`) whose label is a caption stacked on the
/// tapped pill (round eleven, pattern 7; playbook's `PBToggleStyle`): `VStack { configuration.label
/// .font(.caption); ZStack { track; knob }.onTapGesture { configuration.isOn.toggle() } }`.
///
/// A switch in a row (`HStack { configuration.label; Spacer(); pill }`) is read as iOS draws its own
/// switches, where the label need not toggle it (round ten, pattern 7: such a style's
/// `label-not-tappable` was judged debatable). A caption stacked over or under the pill is no such
/// row: it reads as the control's own text, a touch user taps it, and nothing happens — the label
/// is not tappable, as in a style drawn with images.
enum SwitchCaptions {
    /// Whether the nearest stack that holds both `label` and `tapped` is a vertical one.
    static func isStacked(_ label: Syntax, with tapped: ExprSyntax) -> Bool {
        var current = label.parent
        while let node = current, !node.kind.isDeclaration {
            if let call = node.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call),
               ["VStack", "LazyVStack", "HStack", "LazyHStack", "ZStack", "Group"].contains(name),
               SwiftSyntaxFacts.contains(call, tapped) {
                return name == "VStack" || name == "LazyVStack"
            }
            current = node.parent
        }
        return false
    }
}
